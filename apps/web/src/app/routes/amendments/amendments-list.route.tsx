// '/emendas': the office's emendas with filters in the URL, sortable columns, the sums of the whole filter
// in the footer, server pagination, the bin, CSV/XLSX export; links to the board, the map and the Portal import.
import { Button, Card, Checkbox, Group, Stack } from '@mantine/core';
import { IconFileImport, IconMap2, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  amendmentsKeys,
  amendmentsListQuery,
  exportAmendments,
  restoreAmendment,
} from '../../../features/amendments/api/amendments.api.ts';
import { AmendmentFilters } from '../../../features/amendments/components/amendment-filters.tsx';
import { AmendmentViewSwitch } from '../../../features/amendments/components/amendment-view-switch.tsx';
import { AmendmentsTable } from '../../../features/amendments/components/amendments-table.tsx';
import { useAmendmentListParams } from '../../../features/amendments/lib/amendment-filter-params.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLiveAmendments } from '../../../features/amendments/api/use-live-amendments.ts';

export function AmendmentsListRoute() {
  useLiveAmendments();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const { params, update, clear, apiQuery, activeCount, deleted } = useAmendmentListParams();
  const query = useQuery(
    amendmentsListQuery({ ...apiQuery, page: params.page, perPage: params.perPage, sort: params.sort }),
  );
  const restore = useMutation({
    mutationFn: (id: string) => restoreAmendment(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess('Emenda restaurada');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  const data = query.data;
  const newButton = ability.can('create', 'amendments') ? (
    <Button component={Link} to="/emendas/nova" leftSection={<IconPlus size={18} />}>
      Nova emenda
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Emendas"
        description="O dinheiro que o mandato leva às cidades e instituições, da indicação ao pagamento."
        actions={
          <>
            <AmendmentViewSwitch view="list" />
            {ability.can('read', 'maps') && (
              <Button
                component={Link}
                to={`/mapas/emendas${search}`}
                variant="default"
                leftSection={<IconMap2 size={18} />}
              >
                Ver no mapa
              </Button>
            )}
            {ability.can('create', 'exports') && (
              <ExportMenu create={(format) => exportAmendments(format, apiQuery)} />
            )}
            {ability.can('create', 'amendments') && (
              <Button
                component={Link}
                to="/emendas/importar"
                variant="default"
                leftSection={<IconFileImport size={18} />}
              >
                Importar do Portal
              </Button>
            )}
            {newButton}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <AmendmentFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
          <Group justify="space-between">
            <ListCount data={data} noun={['emenda', 'emendas']} deleted={deleted} />
            {ability.can('delete', 'amendments') && (
              <Checkbox
                label="Lixeira"
                checked={deleted}
                onChange={(e) => update({ deleted: e.currentTarget.checked ? 'true' : null })}
              />
            )}
          </Group>
          <ListBody
            query={query}
            rows={data?.amendments}
            columns={8}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title={deleted ? 'A lixeira está vazia' : 'Nenhuma emenda registrada ainda'}
                description={
                  deleted
                    ? 'Emendas excluídas aparecem aqui e podem ser restauradas.'
                    : 'Registre as emendas do mandato e acompanhe cada etapa: indicação, aprovação, empenho, liquidação e pagamento.'
                }
                action={deleted ? null : newButton}
                onClearFilters={clear}
              />
            }
          >
            {(rows) => (
              <AmendmentsTable
                amendments={rows}
                sums={data!.sums}
                total={data!.total}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                onRestore={deleted ? (a) => restore.mutate(a._id) : undefined}
                restoringId={restore.isPending ? restore.variables : null}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}
