// The connection's status history: when, what it meant, and the provider's raw value in small text.
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { historyQuery } from '../api/whatsapp.api.ts';
import { connectionView } from '../lib/whatsapp-status.ts';
import { WhatsappStatusBadge } from './whatsapp-status-badge.tsx';

export function WhatsappHistory() {
  const query = useQuery(historyQuery());
  const rows = query.data?.history ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Histórico da conexão
        </Title>
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={28} />)}
        {query.data && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma mudança registrada ainda. Cada conexão, desconexão e leitura de QR Code aparece aqui.
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table striped verticalSpacing={6} aria-label="Histórico da conexão">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>Quando</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={`${row.at}-${i}`}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <WhatsappStatusBadge view={{ ...connectionView(row), label: row.label }} />
                      <Text span size="xs" c="dimmed" ml="xs" ff="monospace">
                        {row.status}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
