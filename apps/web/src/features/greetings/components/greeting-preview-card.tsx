// 'Prévia de amanhã' (or of today): who the run would greet, on which channel and number, with the text,
// and who is skipped and why (no consent, revoked, no number, already greeted).
import { Alert, Badge, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { formatPhone, GREETING_CHANNEL_LABELS, isoDayBr } from '@gabinete/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../components/page-skeleton.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { greetingPreviewQuery } from '../api/greetings.api.ts';

export function GreetingPreviewCard() {
  const [day, setDay] = useState<'tomorrow' | 'today'>('tomorrow');
  const query = useQuery(greetingPreviewQuery(day));
  const data = query.data;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} fz={18}>
              {day === 'tomorrow' ? 'Prévia de amanhã' : 'Prévia de hoje'}
            </Title>
            <Text size="sm" c="dimmed">
              Quem receberia a felicitação{data ? ` em ${isoDayBr(data.day)}` : ''} e quem fica de fora, com o
              motivo.
            </Text>
          </div>
          <SegmentedControl
            aria-label="Dia da prévia"
            value={day}
            onChange={(value) => setDay(value as 'tomorrow' | 'today')}
            data={[
              { value: 'tomorrow', label: 'Amanhã' },
              { value: 'today', label: 'Hoje' },
            ]}
          />
        </Group>
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.isPending && <TableSkeleton columns={4} rows={4} />}
        {data?.dayBlocked && (
          <Alert color="orange" icon={<IconInfoCircle size={18} />}>
            {data.dayBlocked} A lista mostra quem receberia.
          </Alert>
        )}
        {data && (
          <Text size="sm" aria-live="polite">
            {formatNumber(data.toSend)} {data.toSend === 1 ? 'receberia' : 'receberiam'} ·{' '}
            {formatNumber(data.skipped)} {data.skipped === 1 ? 'fica de fora' : 'ficam de fora'}
            {data.truncated ? ' · mostrando os 300 primeiros' : ''}
          </Text>
        )}
        {data && data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            Ninguém faz aniversário {day === 'tomorrow' ? 'amanhã' : 'hoje'}.
          </Text>
        )}
        {data && data.items.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Eleitor</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Canal</Table.Th>
                  <Table.Th>Mensagem ou motivo</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.citizen._id}>
                    <Table.Td>
                      <Text component={Link} to={`/eleitores/${item.citizen._id}`} size="sm" c="blue">
                        {item.citizen.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {item.channel ? (
                        <Badge color="green" variant="light" tt="none">
                          Receberia
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" tt="none">
                          Fica de fora
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {item.channel
                          ? `${GREETING_CHANNEL_LABELS[item.channel]} · ${formatPhone(item.phone)}`
                          : '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        c={item.channel ? undefined : 'dimmed'}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {item.text ?? item.reason}
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
