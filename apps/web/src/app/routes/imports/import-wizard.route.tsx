// '/importacoes/nova': upload → column mapping → preview → start. The step and the import id live in the
// URL, so a reload (or a long coffee) resumes where it stopped.
import { Card, Stepper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { importPreviewQuery, importQuery, importsKeys } from '../../../features/imports/api/imports.api.ts';
import { samplesByColumn } from '../../../features/imports/import-mapping.ts';
import { ImportMappingStep } from '../../../features/imports/components/import-mapping-step.tsx';
import { ImportPreviewStep } from '../../../features/imports/components/import-preview-step.tsx';
import { ImportStartStep } from '../../../features/imports/components/import-start-step.tsx';
import { ImportUploadStep } from '../../../features/imports/components/import-upload-step.tsx';
import { allTagsQuery } from '../../../features/tags/api/tags.queries.ts';

const STEPS = ['arquivo', 'colunas', 'previa', 'iniciar'] as const;
type Step = (typeof STEPS)[number];

export function ImportWizardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = searchParams.get('id');
  const requested = searchParams.get('etapa') as Step | null;
  const step: Step = id
    ? requested && requested !== 'arquivo' && STEPS.includes(requested)
      ? requested
      : 'colunas'
    : 'arquivo';
  const active = STEPS.indexOf(step);

  const imp = useQuery({ ...importQuery(id ?? ''), enabled: Boolean(id) });
  const preview = useQuery({ ...importPreviewQuery(id ?? ''), enabled: Boolean(id) });
  const tags = useQuery({ ...allTagsQuery(), enabled: step === 'iniciar' });

  const go = (next: Step, nextId: string | null = id) =>
    setSearchParams(nextId ? { id: nextId, etapa: next } : {}, { replace: false });

  const samples = useMemo(
    () => (imp.data && preview.data ? samplesByColumn(imp.data.columns, preview.data.rows) : undefined),
    [imp.data, preview.data],
  );

  // An import already started has nothing left to set up: show its progress instead.
  const started = imp.data && imp.data.status !== 'uploaded';
  useEffect(() => {
    if (started && imp.data) void navigate(`/importacoes/${imp.data._id}`, { replace: true });
  }, [started, imp.data, navigate]);

  if (id && requested === 'arquivo') return <Navigate to="/importacoes/nova" replace />;

  const loadError = imp.error ?? (step === 'previa' ? preview.error : null);
  const body = (() => {
    if (step === 'arquivo') {
      return (
        <ImportUploadStep
          onUploaded={(uploaded) => {
            queryClient.setQueryData(importsKeys.detail(uploaded._id), uploaded);
            go('colunas', uploaded._id);
          }}
        />
      );
    }
    if (loadError)
      return <ErrorAlert error={loadError} onRetry={() => void (imp.refetch(), preview.refetch())} />;
    if (!imp.data || started) return <TableSkeleton columns={3} />;
    if (step === 'colunas') {
      return (
        <ImportMappingStep
          key={imp.data._id}
          imp={imp.data}
          samples={samples}
          onBack={() => go('arquivo', null)}
          onSaved={(saved) => {
            queryClient.setQueryData(importsKeys.detail(saved.import._id), saved.import);
            queryClient.setQueryData(importsKeys.preview(saved.import._id), saved);
            go('previa');
          }}
        />
      );
    }
    if (step === 'previa') {
      if (!preview.data) return <TableSkeleton columns={5} />;
      return (
        <ImportPreviewStep preview={preview.data} onBack={() => go('colunas')} onNext={() => go('iniciar')} />
      );
    }
    const names = (tags.data ?? []).filter((t) => imp.data.tagIds.includes(t._id)).map((t) => t.name);
    return (
      <ImportStartStep
        imp={imp.data}
        tagNames={names}
        onBack={() => go('previa')}
        onStarted={(running) => {
          queryClient.setQueryData(importsKeys.detail(running._id), running);
          void queryClient.invalidateQueries({ queryKey: importsKeys.lists() });
          void navigate(`/importacoes/${running._id}`);
        }}
      />
    );
  })();

  return (
    <>
      <PageHeader
        title="Nova importação"
        description="Traga a planilha de contatos do gabinete: você confere as colunas e as linhas antes de gravar."
      />
      <Card withBorder radius="md" padding="lg">
        <Stepper active={active} size="sm" mb="xl" allowNextStepsSelect={false}>
          <Stepper.Step label="Arquivo" description="CSV ou XLSX" />
          <Stepper.Step label="Colunas" description="Associar campos" />
          <Stepper.Step label="Conferência" description="Prévia e erros" />
          <Stepper.Step label="Início" description="Importar" />
        </Stepper>
        {body}
      </Card>
    </>
  );
}
