// 'Enviadas hoje': the greetings the run wrote today (office day), each with its delivery state.
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatPhone, GREETING_CHANNEL_LABELS } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SmsStatusBadge } from '../../sms/components/sms-badges.tsx';
import { greetingsSentQuery } from '../api/greetings.api.ts';

export function GreetingsSentCard() {
  const query = useQuery(greetingsSentQuery());
  const messages = query.data?.messages;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} fz={18}>
            Enviadas hoje
          </Title>
          <Text size="sm" c="dimmed">
            Cada felicitação também fica na linha do tempo do eleitor.
          </Text>
        </div>
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending && <TableSkeleton columns={4} rows={3} />}
        {messages && messages.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhuma felicitação enviada hoje.
          </Text>
        )}
        {messages && messages.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Eleitor</Table.Th>
                  <Table.Th>Canal</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Horário</Table.Th>
                  <Table.Th>Mensagem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td>
                      {m.citizen ? (
                        <Text component={Link} to={`/eleitores/${m.citizen._id}`} size="sm" c="blue">
                          {m.citizen.name}
                        </Text>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {GREETING_CHANNEL_LABELS[m.channel]} · {formatPhone(m.phone)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SmsStatusBadge status={m.status} />
                      {m.error && (
                        <Text size="xs" c="red">
                          {m.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(m.createdAt).slice(-5)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {m.body}
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
