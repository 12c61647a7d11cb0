// '/atendimentos/:id': the record with its situação moves, 'Abrir demanda' / 'Ver demanda', edit in a
// drawer, delete and restore, its documentos ('Gerar ofício'); the citizen's other atendimentos beside it.
import { Card, Grid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { OCCURRENCE_STATUS_LABELS, type OccurrenceStatus } from '@gabinete/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ConfirmRequestModal } from '../../../components/confirm-request-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordDeletedBanner } from '../../../components/record-deleted-banner.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import { citizensKeys } from '../../../features/citizens/api/citizens.api.ts';
import { LinkedDocumentsPanel } from '../../../features/documents/components/linked-documents-panel.tsx';
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
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

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

  if (query.isPending) return <PageSkeleton rows={8} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <OccurrenceNotFound />;
  if (query.isError || !o) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      {o.deletedAt && (
        <RecordDeletedBanner
          title="Este atendimento está na lixeira"
          deletedAt={o.deletedAt}
          consequence="Ele não aparece na lista nem na linha do tempo do eleitor."
          canRestore={ability.can('delete', 'occurrences')}
          restore={() => restoreOccurrence(id)}
          onRestored={(saved) => {
            queryClient.setQueryData(occurrencesKeys.detail(id), saved);
            refresh();
            notifySuccess('Atendimento restaurado');
          }}
        />
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
          <Stack gap="md">
            <OccurrenceRecordCard occurrence={o} />
            {ability.can('read', 'documents') && !o.deletedAt && (
              <Card withBorder radius="md" padding="lg">
                <Text fw={600} mb="xs">
                  Documentos
                </Text>
                <LinkedDocumentsPanel occurrenceId={o._id} />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CitizenOccurrences citizenId={o.citizen._id} citizenName={o.citizen.name} currentId={o._id} />
        </Grid.Col>
      </Grid>
      {editOpened && <OccurrenceDrawer opened={editOpened} occurrence={o} onClose={edit.close} />}
      <ConfirmRequestModal
        opened={deleteOpened}
        title={`Excluir o atendimento “${o.subject}”?`}
        confirmLabel="Excluir"
        request={() => deleteOccurrence(id)}
        onDone={() => {
          refresh();
          deleteModal.close();
          notifySuccess('Atendimento movido para a lixeira');
          void navigate('/atendimentos');
        }}
        onClose={deleteModal.close}
      >
        O atendimento de {o.citizen.name} vai para a lixeira e pode ser restaurado depois.
        {o.demand ? ` A demanda ${o.demand.protocol} continua aberta.` : ''}
      </ConfirmRequestModal>
    </>
  );
}

const OccurrenceNotFound = () => (
  <RecordNotFound
    title="Atendimento não encontrado"
    description="Ele pode ter sido excluído ou pertencer a outro gabinete."
    to="/atendimentos"
    linkLabel="Ir para Atendimentos"
  />
);
