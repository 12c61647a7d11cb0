// Anexos of a record (demanda, emenda): upload (checked here for size and type before sending), the list with
// name, size, who and when, download through the API client (Bearer token) and delete with confirmation.
import { ActionIcon, Button, FileButton, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  DEMAND_ATTACHMENT_ACCEPT_LABEL,
  DEMAND_ATTACHMENT_MAX_BYTES,
  type DemandAttachmentSchema,
} from '@gabinete/shared';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../features/demands/lib/attachment-check.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatFileSize } from '../lib/file-size.ts';
import { formatDateTime, formatRelative } from '../lib/format.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { saveFile } from '../lib/save-file.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { ErrorAlert, FormError } from './error-alert.tsx';

export type Attachment = z.infer<typeof DemandAttachmentSchema>;

/** Where a record's anexos live in the API. */
export interface AttachmentsSource {
  queryKey: QueryKey;
  list: (signal: AbortSignal) => Promise<Attachment[]>;
  upload: (file: File) => Promise<Attachment>;
  download: (attachmentId: string) => Promise<Blob>;
  remove: (attachmentId: string) => Promise<unknown>;
  /** After an upload or removal: the list, the history, the record's counts. */
  refresh: () => void;
  /** The removal's note in the confirmation ('fica no histórico da demanda'). */
  recordNoun: string;
}

interface Props {
  source: AttachmentsSource;
  canUpload: boolean;
  canDelete: boolean;
}

export function AttachmentsPanel({ source, canUpload, canDelete }: Props) {
  const query = useQuery({ queryKey: source.queryKey, queryFn: ({ signal }) => source.list(signal) });
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const refresh = source.refresh;
  const upload = useMutation({
    mutationFn: (file: File) => source.upload(file),
    onSuccess: (saved) => {
      refresh();
      notifySuccess(`"${saved.fileName}" anexado`);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (a: Attachment) => source.remove(a._id),
    onSuccess: (_, a) => {
      refresh();
      notifySuccess(`"${a.fileName}" removido`);
      setDeleting(null);
    },
  });

  const pick = (file: File | null) => {
    if (!file) return;
    const reason = attachmentProblem(file);
    setProblem(reason);
    if (!reason) upload.mutate(file);
  };
  async function download(a: Attachment) {
    setDownloading(a._id);
    try {
      saveFile(await source.download(a._id), a.fileName);
    } catch (error) {
      notifyError(error, 'Não foi possível baixar o arquivo');
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Stack gap="md">
      {canUpload && (
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" maw={460}>
            {DEMAND_ATTACHMENT_ACCEPT_LABEL}, até {formatFileSize(DEMAND_ATTACHMENT_MAX_BYTES)} por arquivo.
          </Text>
          <FileButton onChange={pick} accept={ATTACHMENT_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                leftSection={<IconPaperclip size={16} />}
                loading={upload.isPending}
              >
                Anexar arquivo
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <FormError message={problem} />
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton height={80} radius="sm" />}
      {query.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum anexo. Guarde aqui ofícios, respostas, planos de trabalho e fotos.
        </Text>
      )}
      {!!query.data?.length && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label="Anexos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Arquivo</Table.Th>
                <Table.Th>Tamanho</Table.Th>
                <Table.Th>Enviado por</Table.Th>
                <Table.Th aria-label="Ações" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((a) => (
                <Table.Tr key={a._id}>
                  <Table.Td maw={260}>
                    <Text size="sm" fw={500} truncate title={a.fileName}>
                      {a.fileName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatFileSize(a.size)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.uploadedBy?.name ?? '—'}</Text>
                    <Text size="xs" c="dimmed" title={formatDateTime(a.createdAt)}>
                      {formatRelative(a.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Baixar">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Baixar ${a.fileName}`}
                          loading={downloading === a._id}
                          onClick={() => void download(a)}
                        >
                          <IconDownload size={16} />
                        </ActionIcon>
                      </Tooltip>
                      {canDelete && (
                        <Tooltip label="Excluir">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Excluir ${a.fileName}`}
                            onClick={() => {
                              remove.reset();
                              setDeleting(a);
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={`Excluir o anexo "${deleting?.fileName ?? ''}"?`}
        confirmLabel="Excluir anexo"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        O arquivo deixa de estar disponível para a equipe. A remoção fica no histórico {source.recordNoun}.
      </ConfirmModal>
    </Stack>
  );
}
