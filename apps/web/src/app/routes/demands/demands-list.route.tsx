// '/demandas': the office's demandas with filters in the URL, sortable columns, server pagination and the bin.
import { Button, Card, Stack } from '@mantine/core';
import { IconMap2, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
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
          <ListCount data={data} noun={['demanda', 'demandas']} deleted={deleted} />
          <ListBody
            query={query}
            rows={data?.demands}
            columns={8}
            onPageChange={(page) => update({ page })}
            empty={
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
            }
          >
            {(rows) => (
              <DemandsTable
                demands={rows}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                onRestore={deleted ? (d) => restore.mutate(d._id) : undefined}
                restoringId={restore.isPending ? restore.variables : null}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}
