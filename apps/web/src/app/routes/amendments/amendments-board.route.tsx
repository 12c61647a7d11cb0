// '/emendas/quadro': one column per situação with its count and sums (indicado, pago) over the filter and
// the newest cards; a card opens the record, where the allowed moves are.
import { Badge, Card, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { AMENDMENT_STATUS_LABELS, amendmentLabel, formatBrl } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { amendmentsBoardQuery } from '../../../features/amendments/api/amendments.api.ts';
import { AmendmentStatusBadge } from '../../../features/amendments/components/amendment-badges.tsx';
import { AmendmentFilters } from '../../../features/amendments/components/amendment-filters.tsx';
import { useAmendmentListParams } from '../../../features/amendments/lib/amendment-filter-params.ts';
import { AmendmentViewSwitch } from '../../../features/amendments/components/amendment-view-switch.tsx';
import { useLiveAmendments } from '../../../features/amendments/api/use-live-amendments.ts';

export function AmendmentsBoardRoute() {
  useLiveAmendments();
  const { params, update, clear, apiQuery } = useAmendmentListParams();
  const query = useQuery(amendmentsBoardQuery({ ...apiQuery, deleted: null }));
  return (
    <>
      <PageHeader
        title="Emendas"
        description="As emendas por situação, com as somas de cada coluna."
        actions={<AmendmentViewSwitch view="board" />}
      />
      <Card withBorder radius="md" padding="md" mb="md">
        <AmendmentFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
      </Card>
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <PageSkeleton rows={6} />}
      {query.data && (
        <ScrollArea type="auto" offsetScrollbars>
          <Group align="flex-start" wrap="nowrap" gap="md">
            {query.data.columns.map((col) => (
              <Stack
                key={col.status}
                w={280}
                miw={280}
                gap="xs"
                aria-label={`Coluna ${AMENDMENT_STATUS_LABELS[col.status]}`}
              >
                <Group justify="space-between">
                  <AmendmentStatusBadge status={col.status} />
                  <Badge variant="default">{col.total}</Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  Indicado {formatBrl(col.sums.indicated)} · Pago {formatBrl(col.sums.paid)}
                </Text>
                {col.amendments.map((a) => (
                  <Card
                    key={a._id}
                    component={Link}
                    to={`/emendas/${a._id}`}
                    withBorder
                    radius="md"
                    padding="sm"
                  >
                    <Text size="xs" c="dimmed" fw={600}>
                      {amendmentLabel(a)} · {a.city ?? 'sem município'}
                    </Text>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {a.object ?? a.author}
                    </Text>
                    <Text size="xs" mt={4}>
                      {formatBrl(a.money.indicated)}
                    </Text>
                  </Card>
                ))}
                {col.total > col.amendments.length && (
                  <Text size="xs" c="dimmed">
                    e mais {col.total - col.amendments.length} na lista
                  </Text>
                )}
              </Stack>
            ))}
          </Group>
        </ScrollArea>
      )}
    </>
  );
}
