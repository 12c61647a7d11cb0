// The consent ledger, newest first: every grant and revocation with base legal, origem, evidência and who.
import { Badge, Table, Text } from '@mantine/core';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_SOURCE_LABELS,
  LEGAL_BASIS_LABELS,
} from '@gabinete/shared';
import { formatDateTime } from '../../../lib/format.ts';
import type { ConsentEntry } from '../api/privacy.api.ts';

export function ConsentHistory({ history }: { history: ConsentEntry[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum consentimento ou revogação registrado ainda.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" striped aria-label="Histórico de consentimentos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Registro</Table.Th>
            <Table.Th>Canal e finalidade</Table.Th>
            <Table.Th>Base legal</Table.Th>
            <Table.Th>Origem e evidência</Table.Th>
            <Table.Th>Por</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((e) => (
            <Table.Tr key={e._id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(e.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Badge radius="sm" color={e.granted ? 'green' : 'red'} variant="light" size="sm" tt="none">
                  {e.granted ? 'Autorizou' : 'Revogou'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{CONSENT_CHANNEL_LABELS[e.channel]}</Text>
                <Text size="xs" c="dimmed">
                  {CONSENT_PURPOSE_LABELS[e.purpose]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{LEGAL_BASIS_LABELS[e.legalBasis]}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{CONSENT_SOURCE_LABELS[e.source]}</Text>
                {e.evidence && (
                  <Text size="xs" c="dimmed">
                    {e.evidence}
                  </Text>
                )}
                {e.text && (
                  <Text size="xs" c="dimmed" fs="italic" lineClamp={2} title={e.text}>
                    “{e.text}”
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.user?.name ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
