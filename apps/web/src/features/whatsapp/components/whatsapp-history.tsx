// The connection's status history: when and what it meant, in pt-BR words only (no provider codes).
import { Card, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { WppStatus } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { historyQuery } from '../api/whatsapp.api.ts';
import { foldHistory } from '../lib/fold-history.ts';
import { connectionView } from '../lib/whatsapp-status.ts';

/** The pt-BR label with the icon in the status colour (the words carry the meaning, not the colour). */
function StatusLine({ status, label }: { status: WppStatus; label: string }) {
  const { color } = connectionView({ status });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ThemeIcon color={color} variant="light" size={22} radius="xl">
        <IconBrandWhatsapp size={14} />
      </ThemeIcon>
      <Text size="sm" fw={500} lh={1.3}>
        {label}
      </Text>
    </Group>
  );
}

export function WhatsappHistory() {
  const query = useQuery(historyQuery());
  const rows = foldHistory(query.data?.history ?? []);
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
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={6} aria-label="Histórico da conexão">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={140}>Quando</Table.Th>
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
                      <StatusLine status={row.status} label={row.label} />
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
