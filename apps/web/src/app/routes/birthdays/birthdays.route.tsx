// '/aniversariantes': today, this week or a month, as cards with the age and the contact buttons; with read
// on 'sms', the 'Felicitações automáticas' tab (?aba=felicitacoes): settings, 'Prévia de amanhã', sent today.
import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconCake, IconMessageHeart, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { birthdaysQuery, type BirthdayPeriod } from '../../../features/birthdays/api/birthdays.api.ts';
import { MONTH_NAMES, todayIso } from '../../../features/birthdays/birthday-text.ts';
import { BirthdayCard } from '../../../features/birthdays/components/birthday-card.tsx';
import { GreetingsPanel } from '../../../features/greetings/components/greetings-panel.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const FILTERS = ['period', 'month'] as const;
const PER_PAGE = 48;
const PERIODS: { value: BirthdayPeriod; label: string }[] = [
  { value: 'today', label: 'Hoje' },
  { value: 'week', label: 'Esta semana' },
  { value: 'month', label: 'Este mês' },
];
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));
const EMPTY_TEXT: Record<BirthdayPeriod, string> = {
  today: 'Ninguém faz aniversário hoje.',
  week: 'Ninguém faz aniversário nesta semana.',
  month: 'Ninguém faz aniversário neste mês.',
};

/** 'aaaa-mm-dd' (or a full ISO date) → 'dd/mm'. */
const ddmm = (iso: string) => formatDate(`${iso.slice(0, 10)}T12:00:00Z`).slice(0, 5);

export function BirthdaysRoute() {
  const canGreet = useAppAbility().can('read', 'sms');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = canGreet && searchParams.get('aba') === 'felicitacoes' ? 'felicitacoes' : 'lista';
  const header = (
    <PageHeader
      title="Aniversariantes"
      description="Quem faz aniversário, com a idade e um atalho para mandar os parabéns."
    />
  );
  if (!canGreet) {
    return (
      <>
        {header}
        <BirthdaysList />
      </>
    );
  }
  return (
    <>
      {header}
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value === 'felicitacoes' ? { aba: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="lista" leftSection={<IconCake size={16} />}>
            Aniversariantes
          </Tabs.Tab>
          <Tabs.Tab value="felicitacoes" leftSection={<IconMessageHeart size={16} />}>
            Felicitações automáticas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lista">
          <BirthdaysList />
        </Tabs.Panel>
        <Tabs.Panel value="felicitacoes">
          <GreetingsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function BirthdaysList() {
  const { params, update } = useListParams(FILTERS);
  const period = (PERIODS.find((p) => p.value === params.filters.period)?.value ?? 'today') as BirthdayPeriod;
  const today = todayIso();
  const currentMonth = Number(today.slice(5, 7));
  const month = period === 'month' ? Number(params.filters.month) || currentMonth : null;
  const query = useQuery(birthdaysQuery({ period, month, page: params.page, perPage: PER_PAGE }));
  const data = query.data;

  const summary = data
    ? `${data.total === 1 ? '1 aniversariante' : `${formatNumber(data.total)} aniversariantes`}${
        data.from === data.to ? ` em ${ddmm(data.from)}` : ` de ${ddmm(data.from)} a ${ddmm(data.to)}`
      }`
    : null;

  return (
    <>
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <SegmentedControl
                aria-label="Período"
                data={PERIODS}
                value={period}
                onChange={(value) => update({ period: value === 'today' ? null : value, month: null })}
              />
              {period === 'month' && (
                <Select
                  aria-label="Mês"
                  data={MONTH_OPTIONS}
                  value={String(month)}
                  onChange={(value) =>
                    update({ month: value && Number(value) !== currentMonth ? value : null })
                  }
                  allowDeselect={false}
                  w={150}
                />
              )}
            </Group>
            {summary && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {summary}
              </Text>
            )}
          </Group>
          {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending && <TableSkeleton columns={3} rows={4} />}
          {data && data.citizens.length === 0 && (
            <EmptyList
              filtered={false}
              title={
                period === 'month' && month !== currentMonth
                  ? `Ninguém faz aniversário em ${MONTH_NAMES[(month ?? 1) - 1]}.`
                  : EMPTY_TEXT[period]
              }
              description="Os aniversariantes aparecem aqui a partir da data de nascimento no cadastro do eleitor."
              action={
                <Button
                  component={Link}
                  to="/eleitores"
                  variant="default"
                  leftSection={<IconUsers size={16} />}
                >
                  Ver eleitores
                </Button>
              }
            />
          )}
          {data && data.citizens.length > 0 && (
            <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                {data.citizens.map((citizen) => (
                  <BirthdayCard
                    key={citizen._id}
                    citizen={citizen}
                    from={data.from.slice(0, 10)}
                    today={today}
                  />
                ))}
              </SimpleGrid>
              <ListPagination
                page={data.page}
                perPage={data.perPage}
                total={data.total}
                onPageChange={(page) => update({ page })}
              />
            </div>
          )}
        </Stack>
      </Card>
    </>
  );
}
