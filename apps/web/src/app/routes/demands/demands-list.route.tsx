// '/demandas': the office's demandas with filters in the URL, sortable columns, server pagination and the bin.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMap2, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import {
  CitizensPagination,
  formatTotal,
} from '../../../features/citizens/components/citizens-pagination.tsx';
import { demandsKeys, demandsListQuery, restoreDemand } from '../../../features/demands/api/demands.api.ts';
import { DemandFilters } from '../../../features/demands/components/demand-filters.tsx';
import { DemandViewSwitch } from '../../../features/demands/components/demand-view-switch.tsx';
import { DemandsTable } from '../../../features/demands/components/demands-table.tsx';
import { useDemandListParams } from '../../../features/demands/lib/demand-filter-params.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useLiveDemands } from '../../../features/demands/api/use-live-demands.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function DemandsListRoute() {
  useLiveDemands();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const { params, update, clear, apiQuery, activeCount, deleted } = useDemandListParams();
  const query = useQuery(
    demandsListQuery({ ...apiQuery, page: params.page, perPage: params.perPage, sort: params.sort }),
  );
  const restore = useMutation({
    mutationFn: (id: string) => restoreDemand(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
      notifySuccess('Demanda restaurada');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  const canCreate = ability.can('create', 'demands');
  const data = query.data;
  const rows = data?.demands;
  const newButton = canCreate ? (
    <Button component={Link} to="/demandas/nova" leftSection={<IconPlus size={18} />}>
      Nova demanda
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Demandas"
        description="Os pedidos dos eleitores que o gabinete acompanha, do registro à solução."
        actions={
          <>
            <DemandViewSwitch view="list" />
            {ability.can('read', 'maps') && (
              <Button
                component={Link}
                to={`/mapas/demandas${search}`}
                variant="default"
                leftSection={<IconMap2 size={18} />}
              >
                Ver no mapa
              </Button>
            )}
            {newButton}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <DemandFilters
            q={params.q}
            filters={params.filters}
            onChange={update}
            onClear={clear}
            showBin={ability.can('delete', 'demands')}
          />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data ? summary(data.total, data.totalIsEstimate, deleted) : ' '}
            </Text>
          </Group>
          {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending && <TableSkeleton columns={8} />}
          {rows && rows.length === 0 && (
            <EmptyList
              filtered={activeCount > 0}
              title={deleted ? 'A lixeira está vazia' : 'Nenhuma demanda registrada ainda'}
              description={
                deleted
                  ? 'Demandas excluídas aparecem aqui e podem ser restauradas.'
                  : 'Registre aqui o que os eleitores pedem ao gabinete: a equipe acompanha cada pedido por situação, prazo e responsável.'
              }
              action={deleted ? null : newButton}
              onClearFilters={clear}
            />
          )}
          {data && rows && rows.length > 0 && (
            <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <DemandsTable
                demands={rows}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                onRestore={deleted ? (d) => restore.mutate(d._id) : undefined}
                restoringId={restore.isPending ? restore.variables : null}
              />
              <CitizensPagination
                page={data.page}
                perPage={data.perPage}
                total={data.total}
                estimate={data.totalIsEstimate}
                onPageChange={(page) => update({ page })}
              />
            </div>
          )}
        </Stack>
      </Card>
    </>
  );
}

function summary(total: number, estimate: boolean, deleted: boolean): string {
  const count = formatTotal(total, estimate);
  if (deleted) return `${count} ${total === 1 ? 'demanda na lixeira' : 'demandas na lixeira'}`;
  return `${count} ${total === 1 ? 'demanda' : 'demandas'}`;
}
