// '/emendas/:id': the record on the left (values, processo, links); histórico and comentários on the right;
// the allowed situação moves as buttons; editar, excluir (to the bin) and restaurar.
import { Alert, Button, Group, Menu } from '@mantine/core';
import {
  AMENDMENT_STATUS_LABELS,
  AMENDMENT_TRANSITIONS,
  amendmentLabel,
  type AmendmentStatus,
} from '@gabinete/shared';
import { IconArrowRight, IconDots, IconEdit, IconTrash } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordLayout } from '../../../components/record-layout.tsx';
import { RecordNotFound } from '../../../components/record-not-found.tsx';
import {
  amendmentQuery,
  amendmentsKeys,
  deleteAmendment,
  restoreAmendment,
} from '../../../features/amendments/api/amendments.api.ts';
import { AmendmentAttachmentsPanel } from '../../../features/amendments/components/amendment-attachments.tsx';
import { AmendmentStatusBadge } from '../../../features/amendments/components/amendment-badges.tsx';
import {
  AmendmentCommentsPanel,
  AmendmentHistoryPanel,
} from '../../../features/amendments/components/amendment-history.tsx';
import { AmendmentRecordCard } from '../../../features/amendments/components/amendment-record-card.tsx';
import { StatusMoveModal } from '../../../features/amendments/components/status-move-modal.tsx';
import { LinkedDocumentsPanel } from '../../../features/documents/components/linked-documents-panel.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLiveAmendments } from '../../../features/amendments/api/use-live-amendments.ts';

export function AmendmentRecordRoute() {
  useLiveAmendments();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<AmendmentStatus | null>(null);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const query = useQuery(amendmentQuery(id));
  const remove = useMutation({
    mutationFn: () => deleteAmendment(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess('Emenda movida para a lixeira');
      void navigate('/emendas', { replace: true });
    },
  });
  const restore = useMutation({
    mutationFn: () => restoreAmendment(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(amendmentsKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
      notifySuccess('Emenda restaurada');
    },
    onError: (error) => notifyError(error, 'Não foi possível restaurar'),
  });
  const a = query.data;
  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <RecordNotFound
        title="Emenda não encontrada"
        description="Ela não existe neste gabinete ou o endereço está incompleto."
        to="/emendas"
        linkLabel="Ir para Emendas"
      />
    );
  if (query.isError || !a) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  const deleted = a.deletedAt !== null;
  const canUpdate = ability.can('update', 'amendments') && !deleted;
  const label = amendmentLabel(a);
  return (
    <>
      {deleted && (
        <Alert color="orange" mb="md" title="Emenda na lixeira">
          <Group justify="space-between">
            Movida para a lixeira em {formatDateTime(a.deletedAt)}.
            {ability.can('delete', 'amendments') && (
              <Button size="xs" onClick={() => restore.mutate()} loading={restore.isPending}>
                Restaurar
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <PageHeader
        title={label}
        description={`${a.author}${a.city ? ` · ${a.city}/${a.uf}` : ''}`}
        badge={<AmendmentStatusBadge status={a.status} size="lg" />}
        actions={
          canUpdate && (
            <>
              {AMENDMENT_TRANSITIONS[a.status].map((s) => (
                <Button
                  key={s}
                  variant="light"
                  leftSection={<IconArrowRight size={16} />}
                  onClick={() => setTarget(s)}
                >
                  {AMENDMENT_STATUS_LABELS[s]}
                </Button>
              ))}
              <Button
                component={Link}
                to={`/emendas/${a._id}/editar`}
                variant="default"
                leftSection={<IconEdit size={16} />}
              >
                Editar
              </Button>
              {ability.can('delete', 'amendments') && (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button variant="default" aria-label="Mais ações" px="xs">
                      <IconDots size={18} />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteModal.open}>
                      Excluir
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </>
          )
        }
      />
      <RecordLayout
        card={<AmendmentRecordCard amendment={a} />}
        tabs={[
          { value: 'historico', label: 'Histórico', panel: <AmendmentHistoryPanel amendmentId={a._id} /> },
          {
            value: 'comentarios',
            label: 'Comentários',
            panel: <AmendmentCommentsPanel amendmentId={a._id} canWrite={canUpdate} />,
          },
          {
            value: 'anexos',
            label: 'Anexos',
            panel: <AmendmentAttachmentsPanel amendmentId={a._id} canWrite={canUpdate && !deleted} />,
          },
          ...(ability.can('read', 'documents') && !deleted
            ? [
                {
                  value: 'documentos',
                  label: 'Documentos',
                  panel: <LinkedDocumentsPanel amendmentId={a._id} />,
                },
              ]
            : []),
        ]}
      />
      <StatusMoveModal amendment={a} target={target} onClose={() => setTarget(null)} />
      <ConfirmModal
        opened={deleteOpened}
        title={`Excluir a ${label.replace(/^Emenda/, 'emenda')}?`}
        confirmLabel="Excluir"
        color="red"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
        onClose={deleteModal.close}
      >
        Ela vai para a lixeira e pode ser restaurada.
      </ConfirmModal>
    </>
  );
}
