// '/emendas/nova' and '/emendas/:id/editar'.
import { type Amendment } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { amendmentQuery, amendmentsKeys } from '../../../features/amendments/api/amendments.api.ts';
import { AmendmentForm } from '../../../features/amendments/components/amendment-form.tsx';
import {
  amendmentToValues,
  emptyAmendmentValues,
} from '../../../features/amendments/lib/amendment-form.logic.ts';
import { notifySuccess } from '../../../lib/notify.ts';

function useOnSaved() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (a: Amendment) => {
      queryClient.setQueryData(amendmentsKeys.detail(a._id), a);
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all, refetchType: 'none' });
      notifySuccess('Emenda salva');
      void navigate(`/emendas/${a._id}`, { replace: true });
    },
    [navigate, queryClient],
  );
}

export function AmendmentNewRoute() {
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  return (
    <>
      <PageHeader
        title="Nova emenda"
        description="Registre a emenda; os valores e as etapas podem ser atualizados depois."
      />
      <AmendmentForm
        initial={emptyAmendmentValues()}
        onSaved={onSaved}
        onCancel={() => void navigate('/emendas')}
      />
    </>
  );
}

export function AmendmentEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  const query = useQuery(amendmentQuery(id));
  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.isError || !query.data)
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <PageHeader title="Editar emenda" />
      <AmendmentForm
        key={query.data._id}
        initial={amendmentToValues(query.data)}
        amendment={query.data}
        onSaved={onSaved}
        onCancel={() => void navigate(`/emendas/${id}`)}
      />
    </>
  );
}
