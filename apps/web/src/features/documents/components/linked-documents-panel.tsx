// The documents of a demanda, emenda, eleitor or atendimento (the chain demanda → ofício → resposta), with 'Gerar ofício'.
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { documentsQuery } from '../api/documents.api.ts';
import { DocumentsTable } from './documents-table.tsx';
import { GenerateDocumentButton } from './new-document-menu.tsx';

interface Props {
  demandId?: string;
  citizenId?: string;
  occurrenceId?: string;
  amendmentId?: string;
  /** Another way to start a document beside 'Gerar ofício' (the demanda's 'Gerar documento com IA'). */
  extraAction?: ReactNode;
}

export function LinkedDocumentsPanel({ extraAction, ...links }: Props) {
  const ability = useAppAbility();
  const query = useQuery(documentsQuery({ ...links, perPage: 50, sort: '-updatedAt' }));
  const docs = query.data?.documents;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Ofícios e outros documentos ligados a este registro, com a resposta recebida.
        </Text>
        <Group gap="sm">
          {extraAction}
          {ability.can('create', 'documents') && <GenerateDocumentButton links={links} />}
        </Group>
      </Group>
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <TableSkeleton columns={5} rows={2} />}
      {docs && docs.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum documento ainda.
        </Text>
      )}
      {docs && docs.length > 0 && <DocumentsTable documents={docs} />}
    </Stack>
  );
}
