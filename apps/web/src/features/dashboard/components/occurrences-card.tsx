// Atendimentos por semana: the last 12 weeks as bars (this week last); a bar opens that week's list.
import { BarChart } from '@mantine/charts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconHeadset, IconPlus } from '@tabler/icons-react';
import type { DashboardWeek } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { dayMonth, plural } from '../lib/dashboard-format.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface Props {
  weeks: DashboardWeek[] | undefined;
  loading: boolean;
  canCreate: boolean;
}

export function OccurrencesCard({ weeks, loading, canCreate }: Props) {
  const navigate = useNavigate();
  const current = weeks?.at(-1);
  const previous = weeks?.at(-2);
  const total = weeks?.reduce((n, w) => n + w.count, 0) ?? 0;
  const data = (weeks ?? []).map((w, i, all) => ({
    semana: i === all.length - 1 ? 'Esta semana' : dayMonth(w.from),
    Atendimentos: w.count,
  }));
  const openWeek = (index: number) => {
    const week = weeks?.[index];
    if (week) void navigate(dashboardLinks.occurrencesBetween(week.from, week.to));
  };

  return (
    <DashboardCard
      title="Atendimentos por semana"
      icon={<IconHeadset size={18} />}
      color="teal"
      link={{ to: dashboardLinks.occurrences(), label: 'Ver atendimentos' }}
      loading={loading}
      skeletonHeight={240}
    >
      {weeks && total === 0 ? (
        <EmptyList
          filtered={false}
          title="Nenhum atendimento nas últimas 12 semanas"
          description="Cada contato de um cidadão com o gabinete vira um atendimento: presencial, telefone, WhatsApp, e-mail ou visita."
          action={
            canCreate && (
              <Button
                component={Link}
                to={dashboardLinks.newOccurrence()}
                leftSection={<IconPlus size={18} />}
              >
                Registrar o primeiro atendimento
              </Button>
            )
          }
        />
      ) : (
        weeks &&
        current &&
        previous && (
          <>
            <Group gap="lg" mb="sm">
              <Anchor
                component={Link}
                to={dashboardLinks.occurrencesBetween(current.from, current.to)}
                size="sm"
              >
                Esta semana: <b>{formatNumber(current.count)}</b>
              </Anchor>
              <Anchor
                component={Link}
                to={dashboardLinks.occurrencesBetween(previous.from, previous.to)}
                size="sm"
                c="dimmed"
              >
                Semana passada: <b>{formatNumber(previous.count)}</b>
              </Anchor>
              <Text size="sm" c="dimmed">
                Média: <b>{formatNumber(Math.round(total / weeks.length))}</b> por semana
              </Text>
            </Group>
            <BarChart
              h={220}
              data={data}
              dataKey="semana"
              series={[{ name: 'Atendimentos', color: 'teal.6' }]}
              tickLine="none"
              gridAxis="y"
              valueFormatter={(n) => formatNumber(n)}
              maxBarWidth={36}
              barProps={{
                cursor: 'pointer',
                onClick: (_data: unknown, index: number) => openWeek(index),
              }}
              xAxisProps={{ interval: 'preserveStartEnd', fontSize: 12 }}
              yAxisProps={{ allowDecimals: false }}
              aria-label={`Atendimentos por semana: ${plural(current.count, 'atendimento', 'atendimentos')} nesta semana`}
            />
          </>
        )
      )}
    </DashboardCard>
  );
}
