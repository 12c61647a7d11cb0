// '/exportacoes': the export history; refreshes itself while an export is being generated.
import { Alert, Button, Card, Stack } from '@mantine/core';
import { EXPORT_TTL_HOURS, type Export } from '@gabinete/shared';
import { IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ListBody } from '../../../components/list-body.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { exportsListQuery, isExportPending } from '../../../features/exports/api/exports.api.ts';
import { ExportsTable } from '../../../features/exports/components/exports-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useListParams } from '../../../lib/use-list-params.ts';

const NO_FILTERS = [] as const;

/** Notifies once when an export seen running on this page becomes ready. */
function useReadyNotification(exports: Export[] | undefined) {
  const pending = useRef(new Set<string>());
  useEffect(() => {
    for (const exp of exports ?? []) {
      if (isExportPending(exp)) pending.current.add(exp._id);
      else if (pending.current.delete(exp._id) && exp.status === 'completed') {
        notifySuccess(`${formatNumber(exp.rowCount)} linhas prontas para baixar.`, 'Exportação pronta');
      }
    }
  }, [exports]);
}

export function ExportsRoute() {
  const { params, update } = useListParams(NO_FILTERS);
  const query = useQuery(exportsListQuery(params.page, params.perPage));
  useReadyNotification(query.data?.exports);

  return (
    <>
      <PageHeader
        title="Histórico de exportação"
        description="As planilhas de eleitores geradas pela equipe."
      />
      <Stack gap="md">
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          Para exportar, filtre a lista de eleitores e use “Exportar”. Os links de download valem por{' '}
          {EXPORT_TTL_HOURS} horas; depois disso o arquivo é apagado.
        </Alert>
        <Card withBorder radius="md" padding="md">
          <ListBody
            query={query}
            rows={query.data?.exports}
            columns={6}
            onPageChange={(page) => update({ page })}
            empty={
              <EmptyList
                filtered={false}
                title="Nenhuma exportação ainda"
                description="As exportações feitas a partir da lista de eleitores aparecem aqui, com o link para baixar."
                action={
                  <Button
                    component={Link}
                    to="/eleitores"
                    variant="default"
                    leftSection={<IconUsers size={16} />}
                  >
                    Ir para eleitores
                  </Button>
                }
              />
            }
          >
            {(exports) => <ExportsTable exports={exports} />}
          </ListBody>
        </Card>
      </Stack>
    </>
  );
}
