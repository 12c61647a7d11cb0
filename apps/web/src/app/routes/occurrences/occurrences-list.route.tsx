// '/atendimentos': every contact with a citizen, filters in the URL, the bin, and 'Novo atendimento'
// (also opened by '?novo=1', with '&citizenId=' to start from a citizen, as the profile links).
import { Button, Card, Group, Stack, Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody, ListCount } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  occurrencesKeys,
  occurrencesListQuery,
  restoreOccurrence,
} from '../../../features/occurrences/api/occurrences.api.ts';
import { OccurrenceDrawer } from '../../../features/occurrences/components/occurrence-drawer.tsx';
import { OccurrenceFilters } from '../../../features/occurrences/components/occurrence-filters.tsx';
import { OccurrencesTable } from '../../../features/occurrences/components/occurrences-table.tsx';
import {
  CLEARED_KEYS,
  countActiveFilters,
  OCCURRENCE_FILTER_KEYS,
  toOccurrenceApiQuery,
} from '../../../features/occurrences/lib/occurrence-filter-params.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const URL_KEYS = [...OCCURRENCE_FILTER_KEYS, 'novo'] as const;

export function OccurrencesListRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const { params, update } = useListParams(URL_KEYS);
  const { novo, ...filters } = params.filters;
  const deleted = filters.view === 'deleted';
  const apiQuery = toOccurrenceApiQuery(params.q, filters);
  const query = useQuery(
    occurrencesListQuery({ ...apiQuery, page: params.page, perPage: params.perPage, sort: params.sort }),
  );
  const restore = useMutation({
    mutationFn: (id: string) => restoreOccurrence(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: occurrencesKeys.all });
      notifySuccess('Atendimento restaurado');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  const canCreate = ability.can('create', 'occurrences');
  const active = countActiveFilters(params.q, filters);
  const clear = () => update(Object.fromEntries([...CLEARED_KEYS, 'q'].map((k) => [k, null])));
  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => update({ novo: '1' })}>
      Novo atendimento
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        title="Atendimentos"
        description="Cada contato de um eleitor com o gabinete: na recepção, por telefone, WhatsApp, e-mail ou em visita."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <OccurrenceFilters q={params.q} filters={filters} onChange={update} onClear={clear} />
          <Group justify="space-between" gap="sm">
            <ListCount data={query.data} noun={['atendimento', 'atendimentos']} deleted={deleted} />
            {ability.can('delete', 'occurrences') && (
              <Switch
                label="Lixeira"
                checked={deleted}
                onChange={(event) => update({ view: event.currentTarget.checked ? 'deleted' : null })}
              />
            )}
          </Group>
          <ListBody
            query={query}
            rows={query.data?.occurrences}
            columns={7}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={active > 0}
                title={deleted ? 'A lixeira está vazia' : 'Nenhum atendimento registrado ainda'}
                description={
                  deleted
                    ? 'Atendimentos excluídos aparecem aqui e podem ser restaurados.'
                    : 'Registre aqui cada pessoa que procura o gabinete, e abra uma demanda quando houver um pedido a acompanhar.'
                }
                action={deleted ? null : newButton}
                onClearFilters={clear}
              />
            }
          >
            {(rows) => (
              <OccurrencesTable
                occurrences={rows}
                sort={params.sort}
                onSort={(sort) => update({ sort })}
                onRestore={deleted ? (o) => restore.mutate(o._id) : undefined}
                restoringId={restore.isPending ? restore.variables : null}
              />
            )}
          </ListBody>
        </Stack>
      </Card>
      {canCreate && (
        <OccurrenceDrawer
          opened={novo === '1'}
          citizenId={novo === '1' ? filters.citizenId : null}
          onClose={() => update({ novo: null, page: params.page })}
        />
      )}
    </>
  );
}
