// '/eleitores/:id': the record on the left; timeline, history, indicações, documentos ('Gerar ofício') and LGPD in
// tabs on the right.
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { RecordLayout } from '../../../components/record-layout.tsx';
import { citizenQuery } from '../../../features/citizens/api/citizens.api.ts';
import { CitizenHistory } from '../../../features/citizens/components/profile/citizen-history.tsx';
import { CitizenNotFound } from '../../../features/citizens/components/profile/citizen-not-found.tsx';
import { CitizenProfileHeader } from '../../../features/citizens/components/profile/citizen-profile-header.tsx';
import { CitizenRecordCard } from '../../../features/citizens/components/profile/citizen-record-card.tsx';
import { CitizenReferrals } from '../../../features/citizens/components/profile/citizen-referrals.tsx';
import { CitizenTimeline } from '../../../features/citizens/components/profile/citizen-timeline.tsx';
import { DeleteCitizenModal } from '../../../features/citizens/components/profile/delete-citizen-modal.tsx';
import { DeletedBanner } from '../../../features/citizens/components/profile/deleted-banner.tsx';
import { LinkedDocumentsPanel } from '../../../features/documents/components/linked-documents-panel.tsx';
import { CitizenPrivacyPanel } from '../../../features/privacy/components/citizen-privacy-panel.tsx';
import { CitizenSummaryAi } from '../../../features/ai/components/citizen-summary-ai.tsx';
import { forgetProfile, rememberProfile } from '../../../features/citizens/lib/recent-profiles.ts';
import { useAppAbility } from '../../../lib/ability.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUserData } from '../../../lib/session.ts';

export function CitizenProfileRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const me = useUserData();
  const userId = me?.user_id ?? me?._id;
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const query = useQuery(citizenQuery(id));
  const citizen = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (citizen && !citizen.deletedAt) {
      const place = [citizen.neighborhood, citizen.city].filter(Boolean).join(', ') || null;
      rememberProfile(userId, { _id: citizen._id, name: citizen.socialName || citizen.name, place });
    }
  }, [citizen, userId]);
  useEffect(() => {
    if (notFound) forgetProfile(userId, id);
  }, [notFound, userId, id]);

  if (query.isPending) return <PageSkeleton rows={10} />;
  if (notFound) return <CitizenNotFound />;
  if (query.isError || !citizen)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      {citizen.deletedAt && <DeletedBanner citizenId={citizen._id} deletedAt={citizen.deletedAt} />}
      <CitizenProfileHeader citizen={citizen} onDelete={deleteModal.open} />
      <RecordLayout
        card={<CitizenRecordCard citizen={citizen} />}
        tabs={[
          {
            value: 'linha-do-tempo',
            label: 'Linha do tempo',
            panel: (
              <Stack gap="md">
                {!citizen.deletedAt && <CitizenSummaryAi citizenId={citizen._id} />}
                <CitizenTimeline citizenId={citizen._id} />
              </Stack>
            ),
          },
          {
            value: 'historico',
            label: 'Histórico de alterações',
            panel: <CitizenHistory citizenId={citizen._id} />,
          },
          {
            value: 'indicacoes',
            label: `Indicações${citizen.referralsCount > 0 ? ` (${citizen.referralsCount})` : ''}`,
            panel: <CitizenReferrals citizenId={citizen._id} name={citizen.name} />,
          },
          ...(ability.can('read', 'documents') && !citizen.deletedAt
            ? [
                {
                  value: 'documentos',
                  label: 'Documentos',
                  panel: <LinkedDocumentsPanel citizenId={citizen._id} />,
                },
              ]
            : []),
          {
            value: 'privacidade',
            label: 'Privacidade (LGPD)',
            panel: <CitizenPrivacyPanel citizenId={citizen._id} citizenName={citizen.name} />,
          },
        ]}
      />
      <DeleteCitizenModal
        citizen={citizen}
        opened={deleteOpened}
        onClose={deleteModal.close}
        onDeleted={() => {
          deleteModal.close();
          forgetProfile(userId, citizen._id);
          void navigate('/eleitores', { replace: true });
        }}
      />
    </>
  );
}
