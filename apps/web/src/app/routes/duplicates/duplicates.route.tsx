// '/eleitores/duplicados': likely pairs; '?a=&b=' compares two records and merges them; '?com=' picks the
// other record first (from a profile's 'Mesclar com outro cadastro').
import { Alert, Button, Card } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { citizenQuery } from '../../../features/citizens/api/citizens.api.ts';
import { duplicatePairsQuery } from '../../../features/duplicates/api/duplicates.api.ts';
import {
  comparePath,
  DuplicatePairsTable,
} from '../../../features/duplicates/components/duplicate-pairs-table.tsx';
import { MergeComparison } from '../../../features/duplicates/components/merge-comparison.tsx';
import { MergePickOther } from '../../../features/duplicates/components/merge-pick-other.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';

const NO_FILTERS = [] as const;

function BackToList() {
  return (
    <Button
      component={Link}
      to="/eleitores/duplicados"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Duplicados
    </Button>
  );
}

function CompareView({ aId, bId }: { aId: string; bId: string }) {
  const navigate = useNavigate();
  const a = useQuery(citizenQuery(aId));
  const b = useQuery(citizenQuery(bId));
  const header = (
    <PageHeader
      title="Comparar e mesclar"
      description="Junte dois cadastros da mesma pessoa sem perder nada."
      actions={<BackToList />}
    />
  );
  if (aId === bId) {
    return (
      <>
        {header}
        <Alert color="red">Escolha dois eleitores diferentes para mesclar.</Alert>
      </>
    );
  }
  const error = a.error ?? b.error;
  if (error) {
    return (
      <>
        {header}
        <ErrorAlert error={error} onRetry={() => void (a.refetch(), b.refetch())} />
      </>
    );
  }
  if (!a.data || !b.data) return <PageSkeleton />;
  const gone = [a.data, b.data].find((c) => c.deletedAt);
  return (
    <>
      {header}
      {gone ? (
        <Alert color="orange">
          {gone.name} está na lixeira (talvez já tenha sido mesclado). Restaure o cadastro antes de mesclar.
        </Alert>
      ) : (
        <MergeComparison
          key={`${aId}-${bId}`}
          a={a.data}
          b={b.data}
          onMerged={(kept) => void navigate(`/eleitores/${kept._id}`)}
        />
      )}
    </>
  );
}

function PickView({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useQuery(citizenQuery(id));
  return (
    <>
      <PageHeader
        title="Mesclar com outro cadastro"
        description="Escolha o cadastro duplicado e compare os dois lado a lado."
        actions={
          <Button
            component={Link}
            to={`/eleitores/${id}`}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Voltar ao perfil
          </Button>
        }
      />
      {query.isPending && <PageSkeleton rows={2} />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <MergePickOther citizen={query.data} onPicked={(other) => void navigate(comparePath(id, other))} />
      )}
    </>
  );
}

function PairsView() {
  const { params, update } = useListParams(NO_FILTERS);
  const query = useQuery(duplicatePairsQuery(params.page, params.perPage));
  return (
    <>
      <PageHeader
        title="Duplicados"
        description="Cadastros que parecem ser da mesma pessoa: mesmo CPF, título, telefone, ou nome e nascimento."
      />
      <Card withBorder radius="md" padding="md">
        <ListBody
          query={query}
          rows={query.data?.pairs}
          columns={4}
          onPageChange={(page) => update({ page })}
          empty={
            <EmptyList
              filtered={false}
              title="Nenhum duplicado encontrado"
              description="Quando dois cadastros tiverem o mesmo CPF, título, telefone, ou nome e data de nascimento, eles aparecem aqui para você mesclar."
            />
          }
        >
          {(pairs) => <DuplicatePairsTable pairs={pairs} />}
        </ListBody>
      </Card>
    </>
  );
}

export function DuplicatesRoute() {
  const [searchParams] = useSearchParams();
  const a = searchParams.get('a');
  const b = searchParams.get('b');
  const com = searchParams.get('com');
  if (a && b) return <CompareView aId={a} bId={b} />;
  if (com) return <PickView id={com} />;
  return <PairsView />;
}
