// '/eleitores/novo' and '/eleitores/:id/editar': the citizen record as one page form.
import { Stack } from '@mantine/core';
import type { Citizen } from '@gabinete/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { citizenQuery, citizensKeys } from '../../../features/citizens/api/citizens.api.ts';
import { CitizenNotFound } from '../../../features/citizens/components/profile/citizen-not-found.tsx';
import { CitizenForm } from '../../../features/citizens/components/form/citizen-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';

function useOnSaved() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (citizen: Citizen) => {
      queryClient.setQueryData(citizensKeys.detail(citizen._id), citizen);
      void queryClient.invalidateQueries({ queryKey: citizensKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: citizensKeys.detail(citizen._id), refetchType: 'none' });
      notifySuccess('Eleitor salvo');
      void navigate(`/eleitores/${citizen._id}`, { replace: true });
    },
    [navigate, queryClient],
  );
}

export function CitizenNewRoute() {
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title="Novo eleitor" description="Preencha o que souber agora; dá para completar depois." />
      <CitizenForm onSaved={onSaved} onCancel={() => void navigate('/eleitores')} />
    </Stack>
  );
}

export function CitizenEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  const query = useQuery(citizenQuery(id));

  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <CitizenNotFound />;
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const citizen = query.data;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={`Editar ${citizen.name}`} description="Alterações ficam no histórico do eleitor." />
      <CitizenForm
        key={citizen.updatedAt}
        citizen={citizen}
        onSaved={onSaved}
        onCancel={() => void navigate(`/eleitores/${citizen._id}`)}
      />
    </Stack>
  );
}
