// '/areas': the office's themes with colour, counts linking to the filtered lists, create/edit in a drawer.
import { Button, Card, Stack, Text } from '@mantine/core';
import type { Area } from '@gabinete/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { areasKeys, areasQuery, deleteArea, updateArea } from '../../../features/areas/api/areas.api.ts';
import { AreaDrawer } from '../../../features/areas/components/area-drawer.tsx';
import { AreasTable } from '../../../features/areas/components/areas-table.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

export function AreasRoute() {
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(areasQuery(true));
  const [editing, setEditing] = useState<Area | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [deleting, setDeleting] = useState<Area | null>(null);
  const canCreate = ability.can('create', 'areas');
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: areasKeys.all });

  const toggle = useMutation({
    mutationFn: (area: Area) => updateArea(area._id, { active: !area.active }),
    onSuccess: (saved) => {
      invalidate();
      notifySuccess(saved.active ? `Área ${saved.name} reativada` : `Área ${saved.name} desativada`);
    },
    onError: (error) => notifyError(error, 'Não foi possível alterar a área'),
  });
  const remove = useMutation({
    mutationFn: (area: Area) => deleteArea(area._id),
    onSuccess: (_, area) => {
      invalidate();
      notifySuccess(`Área ${area.name} excluída`);
      setDeleting(null);
    },
  });

  const openDrawer = (area: Area | null) => {
    setEditing(area);
    setDrawerOpened(true);
  };
  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => openDrawer(null)}>
      Nova área
    </Button>
  ) : null;
  const areas = query.data;
  const active = areas?.filter((a) => a.active).length ?? 0;
  const used = deleting ? deleting.demandsCount + deleting.occurrencesCount : 0;

  return (
    <>
      <PageHeader
        title="Áreas"
        description="Os temas do gabinete (saúde, educação, infraestrutura…): classificam demandas e atendimentos."
        actions={newButton}
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          {areas && areas.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatNumber(areas.length)} {areas.length === 1 ? 'área' : 'áreas'} · {formatNumber(active)}{' '}
              {active === 1 ? 'ativa' : 'ativas'}
            </Text>
          )}
          {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending && <TableSkeleton columns={6} rows={6} />}
          {areas && areas.length === 0 && (
            <EmptyList
              filtered={false}
              title="Nenhuma área cadastrada"
              description="Áreas organizam o trabalho do gabinete por tema e colorem demandas e atendimentos nas listas e no quadro."
              action={newButton}
            />
          )}
          {areas && areas.length > 0 && (
            <AreasTable
              areas={areas}
              canUpdate={ability.can('update', 'areas')}
              canDelete={ability.can('delete', 'areas')}
              onEdit={openDrawer}
              onToggleActive={(area) => toggle.mutate(area)}
              onDelete={(area) => {
                remove.reset();
                setDeleting(area);
              }}
            />
          )}
        </Stack>
      </Card>
      <AreaDrawer opened={drawerOpened} area={editing} onClose={() => setDrawerOpened(false)} />
      <ConfirmModal
        opened={deleting !== null}
        title={`Excluir a área ${deleting?.name ?? ''}?`}
        // An área in use cannot go (the server refuses); deactivating is what the person can do instead.
        confirmLabel={used > 0 && deleting?.active ? 'Desativar área' : 'Excluir área'}
        color={used > 0 && deleting?.active ? 'orange' : 'red'}
        loading={remove.isPending || toggle.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => {
          if (!deleting) return;
          if (used > 0 && deleting.active) toggle.mutate(deleting, { onSuccess: () => setDeleting(null) });
          else remove.mutate(deleting);
        }}
        onClose={() => setDeleting(null)}
      >
        {used > 0 && deleting
          ? `A área ${deleting.name} está em ${formatNumber(deleting.demandsCount)} ${deleting.demandsCount === 1 ? 'demanda' : 'demandas'} e ${formatNumber(deleting.occurrencesCount)} ${deleting.occurrencesCount === 1 ? 'atendimento' : 'atendimentos'}, por isso não pode ser excluída.${deleting.active ? ' Desative-a: ela deixa de aparecer nos formulários e continua nos registros antigos.' : ''}`
          : 'A área deixa de existir. Esta ação não pode ser desfeita.'}
      </ConfirmModal>
    </>
  );
}
