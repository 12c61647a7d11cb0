// The rows that failed (paged) and 'Baixar relatório de erros (CSV)'.
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IMPORT_FIELD_LABELS, type Import, type ImportField } from '@gabinete/shared';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ListBody } from '../../../components/list-body.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadImportErrors, importErrorsQuery, importsKeys } from '../api/imports.api.ts';

const fieldLabel = (field: string | null) =>
  field ? (IMPORT_FIELD_LABELS[field as ImportField] ?? field) : '—';

export function ImportErrorsCard({ imp }: { imp: Import }) {
  const [page, setPage] = useState(1);
  const query = useQuery(importErrorsQuery(imp._id, page));
  const queryClient = useQueryClient();
  // New failures arrive while the import runs: reload the page of errors being looked at.
  const seenFailures = useRef(imp.failedRows);
  useEffect(() => {
    if (seenFailures.current === imp.failedRows) return;
    seenFailures.current = imp.failedRows;
    void queryClient.invalidateQueries({ queryKey: importsKeys.errors(imp._id, page) });
  }, [imp.failedRows, imp._id, page, queryClient]);
  const download = useMutation({
    mutationFn: () => downloadImportErrors(imp._id),
    onSuccess: (blob) => saveFile(blob, `erros-${imp.fileName.replace(/\.[^.]+$/, '')}.csv`),
    onError: (error) => notifyError(error, 'Não foi possível baixar o relatório'),
  });

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="lg">
          Linhas com erro
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Baixar relatório de erros (CSV)
        </Button>
      </Group>
      <ListBody
        query={query}
        rows={query.data?.errors}
        columns={3}
        onPageChange={setPage}
        empty={
          <Text size="sm" c="dimmed">
            Nenhuma linha com erro.
          </Text>
        }
      >
        {(errors) => (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped aria-label="Erros da importação">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Linha</Table.Th>
                  <Table.Th w={200}>Coluna</Table.Th>
                  <Table.Th>Erro</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.map((e, i) => (
                  <Table.Tr key={`${e.row}-${i}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{fieldLabel(e.field)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="red.8">
                        {e.message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
    </Card>
  );
}
