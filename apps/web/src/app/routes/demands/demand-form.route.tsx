// '/demandas/nova' (optionally from ?citizenId= or ?occurrenceId=) and '/demandas/:id/editar'.
import { Alert, Anchor, Stack } from '@mantine/core';
import type { Demand } from '@gabinete/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { citizenQuery } from '../../../features/citizens/api/citizens.api.ts';
import { demandQuery, demandsKeys } from '../../../features/demands/api/demands.api.ts';
import { occurrenceForDemandQuery } from '../../../features/demands/api/prefill.api.ts';
import { DemandNotFound } from '../../../features/demands/components/record/demand-not-found.tsx';
import { DemandForm } from '../../../features/demands/components/form/demand-form.tsx';
import {
  demandToValues,
  emptyDemandValues,
  occurrenceToValues,
} from '../../../features/demands/lib/demand-form.logic.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';

function useOnSaved() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (demand: Demand) => {
      queryClient.setQueryData(demandsKeys.detail(demand._id), demand);
      void queryClient.invalidateQueries({ queryKey: demandsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.boards() });
      void queryClient.invalidateQueries({ queryKey: demandsKeys.detail(demand._id), refetchType: 'none' });
      notifySuccess(`Demanda ${demand.protocol} salva`);
      void navigate(`/demandas/${demand._id}`, { replace: true });
    },
    [navigate, queryClient],
  );
}

export function DemandNewRoute() {
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  const [search] = useSearchParams();
  const citizenId = search.get('citizenId');
  const occurrenceId = search.get('occurrenceId');
  const citizen = useQuery({ ...citizenQuery(citizenId ?? ''), enabled: !!citizenId, retry: false });
  const occurrence = useQuery({ ...occurrenceForDemandQuery(occurrenceId ?? ''), enabled: !!occurrenceId });

  if ((citizenId && citizen.isPending) || (occurrenceId && occurrence.isPending))
    return <PageSkeleton rows={10} />;

  let initial = emptyDemandValues();
  if (occurrence.data) initial = occurrenceToValues(occurrence.data, initial);
  else if (citizen.data)
    initial = { ...initial, citizens: [{ _id: citizen.data._id, name: citizen.data.name }] };
  const failed = occurrence.isError ? occurrence.error : citizen.isError ? citizen.error : null;
  const back = occurrence.data
    ? `/atendimentos/${occurrence.data._id}`
    : citizen.data
      ? `/eleitores/${citizen.data._id}`
      : '/demandas';

  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Nova demanda"
        description={
          occurrence.data
            ? `Aberta a partir do atendimento "${occurrence.data.subject}": os dados vieram dele.`
            : 'O que o eleitor pediu ao gabinete. Dá para completar depois.'
        }
      />
      {occurrence.data?.demand && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} mb="md">
          Este atendimento já tem a demanda{' '}
          <Anchor component={Link} to={`/demandas/${occurrence.data.demand._id}`} size="sm" fw={600}>
            {occurrence.data.demand.protocol}
          </Anchor>
          . Abra-a em vez de registrar outra.
        </Alert>
      )}
      {failed && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} mb="md">
          Não foi possível trazer os dados {occurrenceId ? 'do atendimento' : 'do eleitor'}:{' '}
          {errorMessage(failed)} Preencha a demanda manualmente.
        </Alert>
      )}
      <DemandForm initialValues={initial} onSaved={onSaved} onCancel={() => void navigate(back)} />
    </Stack>
  );
}

export function DemandEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onSaved = useOnSaved();
  const query = useQuery(demandQuery(id));

  if (query.isPending) return <PageSkeleton rows={10} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <DemandNotFound />;
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const demand = query.data;
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title={`Editar demanda ${demand.protocol}`}
        description="As alterações ficam no histórico da demanda."
      />
      <DemandForm
        key={demand._id}
        demand={demand}
        initialValues={demandToValues(demand)}
        onSaved={onSaved}
        onCancel={() => void navigate(`/demandas/${demand._id}`)}
        onReload={async () => (await query.refetch({ throwOnError: true })).data}
      />
    </Stack>
  );
}
