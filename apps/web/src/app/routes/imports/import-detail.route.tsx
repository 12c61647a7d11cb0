// '/importacoes/:id': live progress (polled every second while queued/running), counts, note and errors.
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import {
  cancelImport,
  importQuery,
  importsKeys,
  isImportActive,
} from '../../../features/imports/api/imports.api.ts';
import { ImportErrorsCard } from '../../../features/imports/components/import-errors-card.tsx';
import { ImportProgressCard } from '../../../features/imports/components/import-progress-card.tsx';
import { ImportStatusBadge } from '../../../features/imports/components/import-status-badge.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';

export function ImportDetailRoute() {
  const { id = '' } = useParams();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const query = useQuery(importQuery(id));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const imp = query.data;

  // Tell the person watching when the background job ends.
  const wasActive = useRef(false);
  useEffect(() => {
    if (!imp) return;
    if (isImportActive(imp)) wasActive.current = true;
    else if (wasActive.current) {
      wasActive.current = false;
      void queryClient.invalidateQueries({ queryKey: importsKeys.all });
      if (imp.status === 'completed') {
        notifySuccess(
          `${formatNumber(imp.createdRows)} criados, ${formatNumber(imp.updatedRows)} atualizados, ${formatNumber(imp.failedRows)} com erro.`,
          'Importação concluída',
        );
      } else if (imp.status === 'failed') {
        notifications.show({
          color: 'red',
          title: 'A importação falhou',
          message: imp.error ?? imp.note ?? '',
        });
      }
    }
  }, [imp, queryClient]);

  const cancel = useMutation({
    mutationFn: () => cancelImport(id),
    onSuccess: (updated) => {
      queryClient.setQueryData(importsKeys.detail(id), updated);
      setConfirmCancel(false);
    },
  });

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (imp!.status === 'uploaded') return <Navigate to={`/importacoes/nova?id=${id}&etapa=colunas`} replace />;
  const current = imp!;
  const finished = !isImportActive(current);

  return (
    <Stack gap="lg">
      <PageHeader
        title={current.fileName}
        description={`Importação de eleitores · ${current.format.toUpperCase()} · ${formatNumber(current.totalRows)} linhas`}
        badge={<ImportStatusBadge status={current.status} />}
        actions={
          <>
            <Button
              component={Link}
              to="/importacoes"
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Histórico
            </Button>
            {finished && current.createdRows + current.updatedRows > 0 && (
              <Button component={Link} to="/eleitores" leftSection={<IconUsers size={16} />}>
                Ver eleitores
              </Button>
            )}
          </>
        }
      />
      <ImportProgressCard
        imp={current}
        canCancel={ability.can('create', 'imports')}
        onCancel={() => setConfirmCancel(true)}
      />
      {(current.failedRows > 0 || finished) && <ImportErrorsCard imp={current} />}
      <ConfirmModal
        opened={confirmCancel}
        title={`Cancelar a importação de ${current.fileName}?`}
        confirmLabel="Cancelar importação"
        loading={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          cancel.reset();
          setConfirmCancel(false);
        }}
      >
        A importação para depois do lote em andamento. As linhas já importadas são mantidas; as demais não
        entram.
      </ConfirmModal>
    </Stack>
  );
}
