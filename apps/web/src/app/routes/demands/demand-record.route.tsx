// '/demandas/:id': the record on the left; comentários, anexos and histórico in tabs on the right.
import type { DemandStatus } from '@gabinete/shared';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordLayout } from '../../../components/record-layout.tsx';
import { demandStatusesQuery } from '../../../features/demands/api/demand-statuses.api.ts';
import { demandQuery } from '../../../features/demands/api/demands.api.ts';
import { AttachmentsPanel } from '../../../features/demands/components/record/attachments-panel.tsx';
import { CommentsPanel } from '../../../features/demands/components/record/comments-panel.tsx';
import { DeleteDemandModal } from '../../../features/demands/components/record/delete-demand-modal.tsx';
import { DemandDeletedBanner } from '../../../features/demands/components/record/deleted-banner.tsx';
import { DemandHeader } from '../../../features/demands/components/record/demand-header.tsx';
import { DemandNotFound } from '../../../features/demands/components/record/demand-not-found.tsx';
import { DemandRecordCard } from '../../../features/demands/components/record/demand-record-card.tsx';
import { LinkedDocumentsPanel } from '../../../features/documents/components/linked-documents-panel.tsx';
import { OficioAiButton } from '../../../features/ai/components/oficio-ai-button.tsx';
import { HistoryPanel } from '../../../features/demands/components/record/history-panel.tsx';
import { StatusChangeModal } from '../../../features/demands/components/record/status-change-modal.tsx';
import { allowedTargets } from '../../../features/demands/lib/board-moves.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { useLiveDemands } from '../../../features/demands/api/use-live-demands.ts';
import { ApiError } from '../../../lib/api-client.ts';

export function DemandRecordRoute() {
  useLiveDemands();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const [target, setTarget] = useState<DemandStatus | null>(null);
  const query = useQuery(demandQuery(id));
  const statuses = useQuery(demandStatusesQuery());
  const demand = query.data;

  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <DemandNotFound />;
  if (query.isError || !demand)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  const deleted = demand.deletedAt !== null;
  const canUpdate = ability.can('update', 'demands') && !deleted;
  return (
    <>
      {demand.deletedAt && <DemandDeletedBanner demandId={demand._id} deletedAt={demand.deletedAt} />}
      <DemandHeader
        demand={demand}
        targets={allowedTargets(statuses.data ?? [], demand.status._id)}
        onChangeStatus={setTarget}
        onDelete={deleteModal.open}
      />
      <RecordLayout
        card={<DemandRecordCard demand={demand} />}
        tabs={[
          {
            value: 'comentarios',
            label: `Comentários${demand.commentsCount > 0 ? ` (${demand.commentsCount})` : ''}`,
            panel: <CommentsPanel demandId={demand._id} canWrite={!deleted} />,
          },
          {
            value: 'anexos',
            label: `Anexos${demand.attachmentsCount > 0 ? ` (${demand.attachmentsCount})` : ''}`,
            panel: <AttachmentsPanel demandId={demand._id} canUpload={canUpdate} canDelete={canUpdate} />,
          },
          { value: 'historico', label: 'Histórico', panel: <HistoryPanel demandId={demand._id} /> },
          ...(ability.can('read', 'documents')
            ? [
                {
                  value: 'documentos',
                  label: 'Documentos',
                  panel: (
                    <LinkedDocumentsPanel
                      demandId={demand._id}
                      extraAction={
                        deleted ? null : <OficioAiButton demandId={demand._id} demandTitle={demand.title} />
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <StatusChangeModal demand={demand} target={target} onClose={() => setTarget(null)} />
      <DeleteDemandModal
        demand={demand}
        opened={deleteOpened}
        onClose={deleteModal.close}
        onDeleted={() => {
          deleteModal.close();
          void navigate('/demandas', { replace: true });
        }}
      />
    </>
  );
}
