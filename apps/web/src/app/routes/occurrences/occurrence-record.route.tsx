// '/atendimentos/:id': the record with its situação moves, 'Abrir demanda' / 'Ver demanda', edit in a
// drawer, delete and restore; the citizen's other atendimentos beside it.
import { Alert, Button, EmptyState, Grid, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OCCURRENCE_STATUS_LABELS, type OccurrenceStatus } from '@gabinete/shared';
import { IconFileUnknown, IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { citizensKeys } from '../../../features/citizens/api/citizens.api.ts';
import {
  changeOccurrenceStatus,
  deleteOccurrence,
  occurrenceQuery,
  occurrencesKeys,
  restoreOccurrence,
} from '../../../features/occurrences/api/occurrences.api.ts';
import { CitizenOccurrences } from '../../../features/occurrences/components/citizen-occurrences.tsx';
import { OccurrenceDrawer } from '../../../features/occurrences/components/occurrence-drawer.tsx';
import { OccurrenceHeader } from '../../../features/occurrences/components/occurrence-header.tsx';
import { OccurrenceRecordCard } from '../../../features/occurrences/components/occurrence-record-card.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export function OccurrenceRecordRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const query = useQuery(occurrenceQuery(id));
  const o = query.data;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: occurrencesKeys.all });
    if (o) void queryClient.invalidateQueries({ queryKey: citizensKeys.timeline(o.citizen._id) });
  };
  const move = useMutation({
    mutationFn: (status: OccurrenceStatus) => changeOccurrenceStatus(id, { status, version: o!.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(occurrencesKeys.detail(id), saved);
      refresh();
      notifySuccess(`Situação alterada para ${OCCURRENCE_STATUS_LABELS[saved.status]}`);
    },
    onError: (error) => {
      // A refusal (someone else changed it) shows the server's words and the current record.
      notifyError(error, 'A situação não foi alterada');
      void query.refetch();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteOccurrence(id),
    onSuccess: () => {
      refresh();
      deleteModal.close();
      notifySuccess('Atendimento movido para a lixeira');
      void navigate('/atendimentos');
    },
  });
  const restore = useMutation({
    mutationFn: () => restoreOccurrence(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(occurrencesKeys.detail(id), saved);
      refresh();
      notifySuccess('Atendimento restaurado');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });

  if (query.isPending) return <PageSkeleton rows={8} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <OccurrenceNotFound />;
  if (query.isError || !o) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      {o.deletedAt && (
        <Alert color="orange" variant="light" icon={<IconTrash size={18} />} mb="md" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              <b>Este atendimento está na lixeira</b> desde {formatDateTime(o.deletedAt)}. Ele não aparece na
              lista nem na linha do tempo do eleitor.
            </Text>
            {ability.can('delete', 'occurrences') && (
              <Button
                size="xs"
                color="orange"
                leftSection={<IconRestore size={14} />}
                loading={restore.isPending}
                onClick={() => restore.mutate()}
              >
                Restaurar
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <OccurrenceHeader
        occurrence={o}
        moving={move.isPending}
        onMove={(status) => move.mutate(status)}
        onEdit={edit.open}
        onDelete={deleteModal.open}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OccurrenceRecordCard occurrence={o} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CitizenOccurrences citizenId={o.citizen._id} citizenName={o.citizen.name} currentId={o._id} />
        </Grid.Col>
      </Grid>
      {editOpened && <OccurrenceDrawer opened={editOpened} occurrence={o} onClose={edit.close} />}
      <ConfirmModal
        opened={deleteOpened}
        title={`Excluir o atendimento “${o.subject}”?`}
        confirmLabel="Excluir"
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onClose={deleteModal.close}
      >
        O atendimento de {o.citizen.name} vai para a lixeira e pode ser restaurado depois.
        {o.demand ? ` A demanda ${o.demand.protocol} continua aberta.` : ''}
      </ConfirmModal>
    </>
  );
}

function OccurrenceNotFound() {
  usePageTitle('Atendimento não encontrado');
  return (
    <EmptyState
      py="xl"
      icon={<IconFileUnknown size={32} />}
      withIndicatorBackground
      title="Atendimento não encontrado"
      description="Ele pode ter sido excluído ou pertencer a outro gabinete."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/atendimentos">
          Ir para Atendimentos
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
