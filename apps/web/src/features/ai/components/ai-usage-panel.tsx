// Inteligência Artificial › Uso (office admin): the month's tokens against the limit, per feature, and every
// call — when, who, feature, model, tokens, duration, outcome. No text of what was asked or answered.
import { Badge, Card, Group, Progress, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  AI_CALL_STATUS_LABELS,
  AI_FEATURE_LABELS,
  type AiCall,
  type AiUsage,
  ERROR_MESSAGES,
  type ErrorCode,
} from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { aiUsageQuery } from '../api/ai.api.ts';
import { monthLabel, recentMonths } from '../lib/months.ts';

const PER_PAGE = 50;
const STATUS_COLORS: Record<AiCall['status'], string> = { ok: 'green', error: 'red', cancelled: 'gray' };
const calls = (n: number) => `${formatNumber(n)} ${n === 1 ? 'pedido' : 'pedidos'}`;
const nowrap = { whiteSpace: 'nowrap' } as const;
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

function StatusBadge({ call }: { call: AiCall }) {
  const title = call.errorCode ? ERROR_MESSAGES[call.errorCode as ErrorCode] : undefined;
  return (
    <Badge
      color={STATUS_COLORS[call.status]}
      variant="light"
      title={title}
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {AI_CALL_STATUS_LABELS[call.status]}
    </Badge>
  );
}

function Summary({ usage }: { usage: AiUsage }) {
  const limit = usage.monthlyTokenLimit;
  const share = limit > 0 ? Math.min(100, (usage.totalTokens / limit) * 100) : 100;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          Tokens em {monthLabel(usage.month)}
        </Text>
        <Text fz={26} fw={700}>
          {formatNumber(usage.totalTokens)}
        </Text>
        <Progress value={share} color={share >= 90 ? 'red' : 'violet'} mt={6} aria-label="Uso do limite" />
        <Text size="xs" c="dimmed" mt={4}>
          Limite mensal: {formatNumber(limit)} tokens · {calls(usage.calls)}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed" mb={4}>
          Por recurso
        </Text>
        {usage.byFeature.length === 0 && <Text size="sm">Nenhum uso neste mês.</Text>}
        <Stack gap={2}>
          {usage.byFeature.map((f) => (
            <Group key={f.feature} justify="space-between">
              <Text size="sm">{AI_FEATURE_LABELS[f.feature]}</Text>
              <Text size="sm" c="dimmed">
                {calls(f.calls)} · {formatNumber(f.tokens)} tokens
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

/** The person who asked; the system for the background reading of inbound messages. */
const whoAsked = (c: AiCall) =>
  c.user?.name ?? (c.feature === 'message_classification' ? 'Sistema (automático)' : '—');

export function AiUsagePanel({ currentMonth }: { currentMonth: string }) {
  const [month, setMonth] = useState(currentMonth);
  const [page, setPage] = useState(1);
  const query = useQuery(aiUsageQuery({ month, page, perPage: PER_PAGE }));
  const usage = query.data;
  return (
    <Stack gap="md">
      <Select
        label="Mês"
        data={recentMonths(currentMonth)}
        value={month}
        allowDeselect={false}
        maw={260}
        onChange={(v) => {
          if (v) setMonth(v);
          setPage(1);
        }}
      />
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <TableSkeleton columns={7} rows={4} />}
      {usage && (
        <>
          <Summary usage={usage} />
          <Card withBorder radius="md" padding="md">
            {usage.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhum pedido à IA neste mês.
              </Text>
            ) : (
              <ResponsiveList
                label="Registro de uso da IA"
                items={usage.items}
                card={(c) => ({
                  key: c._id,
                  overline: formatDateTime(c.createdAt),
                  title: AI_FEATURE_LABELS[c.feature],
                  subtitle: whoAsked(c),
                  badges: <StatusBadge call={c} />,
                  fields: [
                    { label: 'Tokens', value: formatNumber(c.totalTokens) },
                    { label: 'Duração', value: seconds(c.durationMs) },
                  ],
                })}
                table={
                  <Table.ScrollContainer minWidth={760}>
                    <Table striped aria-label="Registro de uso da IA">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Quando</Table.Th>
                          <Table.Th>Quem</Table.Th>
                          <Table.Th>Recurso</Table.Th>
                          <Table.Th>Modelo</Table.Th>
                          <Table.Th ta="right">Tokens (envio + resposta)</Table.Th>
                          <Table.Th ta="right">Duração</Table.Th>
                          <Table.Th>Resultado</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {usage.items.map((c) => (
                          <Table.Tr key={c._id}>
                            <Table.Td style={nowrap}>{formatDateTime(c.createdAt)}</Table.Td>
                            <Table.Td>{whoAsked(c)}</Table.Td>
                            <Table.Td>{AI_FEATURE_LABELS[c.feature]}</Table.Td>
                            <Table.Td style={nowrap}>{c.model}</Table.Td>
                            <Table.Td ta="right">
                              {formatNumber(c.totalTokens)} ({formatNumber(c.promptTokens)} +{' '}
                              {formatNumber(c.completionTokens)})
                            </Table.Td>
                            <Table.Td ta="right">{seconds(c.durationMs)}</Table.Td>
                            <Table.Td style={nowrap}>
                              <StatusBadge call={c} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                }
              />
            )}
            <ListPagination page={page} perPage={PER_PAGE} total={usage.total} onPageChange={setPage} />
          </Card>
        </>
      )}
    </Stack>
  );
}
