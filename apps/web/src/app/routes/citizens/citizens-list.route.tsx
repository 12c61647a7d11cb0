// '/eleitores': the office's people with search, filters in the URL, bulk actions, saved filters and the bin.
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconCopy, IconFileImport, IconMessage, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  citizensKeys,
  citizensListQuery,
  restoreCitizen,
} from '../../../features/citizens/api/citizens.api.ts';
import { CitizenFilters } from '../../../features/citizens/components/citizen-filters.tsx';
import { CitizensBulkBar } from '../../../features/citizens/components/citizens-bulk-bar.tsx';
import { CitizensTable } from '../../../features/citizens/components/citizens-table.tsx';
import { ExportMenu } from '../../../features/citizens/components/export-menu.tsx';
import { SavedFiltersMenu } from '../../../features/citizens/components/saved-filters-menu.tsx';
import { campaignFromListUrl } from '../../../features/citizens/lib/campaign-link.ts';
import {
  toFilterBody,
  toSavedQuery,
  useCitizenListParams,
} from '../../../features/citizens/lib/citizen-filter-params.ts';
import { useCitizenSelection } from '../../../features/citizens/lib/use-citizen-selection.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { formatTotal } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function CitizensListRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const { params, update, clear, apply, apiQuery, activeCount, deleted } = useCitizenListParams();
  const query = useQuery(
    citizensListQuery({ ...apiQuery, page: params.page, perPage: params.perPage, sort: params.sort }),
  );
  const selection = useCitizenSelection(JSON.stringify(apiQuery));
  const restore = useMutation({
    mutationFn: (id: string) => restoreCitizen(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: citizensKeys.all });
      notifySuccess('Eleitor restaurado');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });

  const canCreate = ability.can('create', 'citizens');
  const canExport = ability.can('create', 'exports');
  const canEdit = ability.can('update', 'citizens');
  // Checkboxes only when there is a bulk action to run (never in the bin).
  const selectable = !deleted && (canEdit || canExport);
  const data = query.data;
  const rows = data?.citizens;
  const totalLabel = data ? formatTotal(data.total, data.totalIsEstimate) : '';
  const wholeFilter = () => ({ filter: toFilterBody(params.q, params.filters) });
  const chosen = () => (selection.allMatching ? wholeFilter() : { ids: [...selection.ids] });
  const pageAllChecked = !!rows?.length && rows.every((c) => selection.ids.has(c._id));
  const newButton = canCreate ? (
    <Button component={Link} to="/eleitores/novo" leftSection={<IconUserPlus size={18} />}>
      Novo eleitor
    </Button>
  ) : null;
  const importButton = ability.can('create', 'imports') ? (
    <Button
      component={Link}
      to="/importacoes/nova"
      variant="default"
      leftSection={<IconFileImport size={18} />}
    >
      Importar planilha
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Eleitores"
        description="As pessoas que o gabinete atende: contatos, endereço, título, tags e lideranças."
        actions={
          <>
            {ability.can('update', 'citizens') && (
              <Button
                component={Link}
                to="/eleitores/duplicados"
                variant="default"
                leftSection={<IconCopy size={18} />}
              >
                Duplicados
              </Button>
            )}
            {importButton}
            {ability.can('create', 'campaigns') && !deleted && (
              <Button
                component={Link}
                to={campaignFromListUrl(apiQuery)}
                variant="default"
                leftSection={<IconMessage size={18} />}
              >
                Enviar mensagem
              </Button>
            )}
            {canExport && <ExportMenu selection={wholeFilter} label="Exportar lista" />}
            {newButton}
          </>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <CitizenFilters q={params.q} filters={params.filters} onChange={update} onClear={clear} />
          <Group justify="space-between" gap="sm">
            <ListCount data={data} noun={['eleitor', 'eleitores']} deleted={deleted} />
            <Group gap="md">
              <SavedFiltersMenu
                current={toSavedQuery(params)}
                onApply={apply}
                canManageAll={ability.can('manage', 'citizens')}
                canShare={ability.can('update', 'citizens')}
              />
              {ability.can('delete', 'citizens') && (
                <Switch
                  label="Lixeira"
                  checked={deleted}
                  onChange={(event) => update({ status: event.currentTarget.checked ? 'deleted' : null })}
                />
              )}
            </Group>
          </Group>
          {data?.prefixFirst && params.q && <PrefixFirstHint q={params.q} />}
          {(selection.ids.size > 0 || selection.allMatching) && selectable && (
            <CitizensBulkBar
              selectedCount={selection.ids.size}
              allMatching={selection.allMatching}
              totalLabel={totalLabel}
              canSelectAll={pageAllChecked && !!data && data.total > rows!.length}
              selection={chosen}
              canEdit={canEdit}
              canExport={canExport}
              onSelectAll={selection.selectAll}
              onClear={selection.clear}
            />
          )}
          <ListBody
            query={query}
            rows={rows}
            columns={7}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={activeCount > 0}
                title={deleted ? 'A lixeira está vazia' : 'Nenhum eleitor cadastrado ainda'}
                description={
                  deleted
                    ? 'Eleitores excluídos aparecem aqui e podem ser restaurados.'
                    : 'Aqui fica a base de pessoas do gabinete: cadastre quem procura o mandato ou traga a planilha que a equipe já usa.'
                }
                action={
                  deleted ? null : (
                    <>
                      {canCreate && (
                        <Button
                          component={Link}
                          to="/eleitores/novo"
                          leftSection={<IconUserPlus size={18} />}
                        >
                          Cadastrar o primeiro eleitor
                        </Button>
                      )}
                      {importButton}
                    </>
                  )
                }
                onClearFilters={clear}
              />
            }
          >
            {(rows) => (
              <CitizensTable
                citizens={rows}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                selected={selection.allMatching ? new Set(rows.map((c) => c._id)) : selection.ids}
                selectable={selectable}
                onToggle={selection.toggle}
                onTogglePage={(checked) =>
                  selection.togglePage(
                    rows.map((c) => c._id),
                    checked,
                  )
                }
                onRestore={deleted ? (c) => restore.mutate(c._id) : undefined}
                restoringId={restore.isPending ? restore.variables : null}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
    </>
  );
}

/** Name searches with more than 10,000 matches list the names starting with the search first (issue 15). */
function PrefixFirstHint({ q }: { q: string }) {
  const first = q.trim().split(/\s+/)[0];
  const text =
    `Muitos resultados: primeiro os nomes que começam com “${first}”, em ordem alfabética; ` +
    `depois os que têm “${first}” em outra parte do nome.`;
  return (
    <Text size="sm" c="dimmed" role="note">
      {text}
    </Text>
  );
}
