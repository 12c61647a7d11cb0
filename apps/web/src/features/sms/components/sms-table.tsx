// The SMS history as a table (notebook) or cards (phone): when, the citizen and phone, the text, the
// finalidade, the situação and, when it failed, why.
import { Anchor, Table, Text } from '@mantine/core';
import { formatPhone, type SmsMessage } from '@gabinete/shared';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { SmsPurposeBadge, SmsStatusBadge, smsKindLabel } from './sms-badges.tsx';

function Who({ message }: { message: SmsMessage }) {
  return (
    <>
      {message.citizen ? (
        <Anchor component={Link} to={`/eleitores/${message.citizen._id}`} size="sm" fw={500} c="inherit">
          {message.citizen.name}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Número sem cadastro
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatPhone(message.phone)}
      </Text>
    </>
  );
}

const why = (m: SmsMessage) =>
  m.status === 'falhou' || (m.status === 'pendente' && m.error) ? m.error : null;

export function SmsTable({ messages }: { messages: SmsMessage[] }) {
  const table = (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label="SMS">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>Data</Table.Th>
            <Table.Th>Eleitor</Table.Th>
            <Table.Th>Mensagem</Table.Th>
            <Table.Th miw={130}>Finalidade</Table.Th>
            <Table.Th miw={130}>Situação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={m._id}>
              <Table.Td>
                <Text size="sm" title={formatDateTime(m.createdAt)}>
                  {formatRelative(m.createdAt)}
                </Text>
                <Text size="xs" c="dimmed">
                  {smsKindLabel(m)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Who message={m} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
                  {m.body}
                </Text>
                {m.direction === 'out' && (
                  <Text size="xs" c="dimmed">
                    {m.segments} {m.segments === 1 ? 'segmento' : 'segmentos'} · {m.encoding}
                    {m.user ? ` · por ${m.user.name}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <SmsPurposeBadge purpose={m.purpose} />
              </Table.Td>
              <Table.Td>
                <SmsStatusBadge status={m.status} />
                {why(m) && (
                  <Text size="xs" c={m.status === 'falhou' ? 'red' : 'dimmed'} mt={4}>
                    {why(m)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="SMS"
      items={messages}
      table={table}
      card={(m) => ({
        key: m._id,
        overline: `${formatRelative(m.createdAt)} · ${smsKindLabel(m)}`,
        title: m.citizen?.name ?? formatPhone(m.phone),
        subtitle: m.citizen ? formatPhone(m.phone) : undefined,
        badges: (
          <>
            <SmsStatusBadge status={m.status} />
            <SmsPurposeBadge purpose={m.purpose} />
          </>
        ),
        fields: [
          { label: 'Mensagem', value: m.body, wide: true },
          ...(why(m) ? [{ label: 'Motivo', value: why(m), wide: true }] : []),
        ],
      })}
    />
  );
}
