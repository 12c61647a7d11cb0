// Titular requests: tipo, canal, situação, prazo, who opened and the answer; 'Responder' while open.
// On a phone each request is a card.
import { Anchor, Button, Table, Text } from '@mantine/core';
import { PRIVACY_REQUEST_TYPE_LABELS } from '@gabinete/shared';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import type { PrivacyRequest } from '../api/privacy.api.ts';
import { isFinal } from '../privacy-deadline.ts';
import { PrivacyRequestStatus } from './privacy-request-status.tsx';

interface PrivacyRequestsTableProps {
  requests: PrivacyRequest[];
  /** The office-wide list names the citizen; a profile does not need to. */
  showCitizen?: boolean;
  onResolve?: (request: PrivacyRequest) => void;
}

function RequestDetails({ r }: { r: PrivacyRequest }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        Pedido por {r.channel} em {formatDateTime(r.createdAt)}
        {r.createdBy ? ` · registrado por ${r.createdBy.name}` : ''}
      </Text>
      {r.details && (
        <Text size="xs" lineClamp={2} title={r.details}>
          {r.details}
        </Text>
      )}
      {r.response && (
        <Text size="xs" mt={4} lineClamp={3} title={r.response}>
          <Text span fw={600} inherit>
            Resposta{r.resolvedBy ? ` de ${r.resolvedBy.name}` : ''}
            {r.resolvedAt ? ` em ${formatDateTime(r.resolvedAt)}` : ''}:
          </Text>{' '}
          {r.response}
        </Text>
      )}
    </>
  );
}

function Deadline({ r }: { r: PrivacyRequest }) {
  return (
    <>
      <Text size="sm" c={r.overdue ? 'red.8' : undefined} fw={r.overdue ? 600 : undefined}>
        {formatDateTime(r.dueAt)}
      </Text>
      {!isFinal(r.status) && (
        <Text size="xs" c="dimmed">
          {r.overdue ? `venceu ${formatRelative(r.dueAt)}` : `vence ${formatRelative(r.dueAt)}`}
        </Text>
      )}
    </>
  );
}

const citizenLink = (r: PrivacyRequest) => (
  <Anchor component={Link} to={`/eleitores/${r.citizen._id}`} size="sm">
    {r.citizen.name}
  </Anchor>
);

export function PrivacyRequestsTable({
  requests,
  showCitizen = false,
  onResolve,
}: PrivacyRequestsTableProps) {
  const resolveButton = (r: PrivacyRequest) =>
    onResolve &&
    !isFinal(r.status) && (
      <Button size="compact-sm" variant="light" onClick={() => onResolve(r)}>
        Responder
      </Button>
    );
  const table = (
    <Table.ScrollContainer minWidth={showCitizen ? 760 : 540}>
      <Table verticalSpacing="sm" aria-label="Solicitações LGPD">
        <Table.Thead>
          <Table.Tr>
            {showCitizen && <Table.Th>Eleitor</Table.Th>}
            <Table.Th>Solicitação</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Prazo</Table.Th>
            {onResolve && <Table.Th w={110} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r._id}>
              {showCitizen && <Table.Td>{citizenLink(r)}</Table.Td>}
              <Table.Td>
                <Text size="sm" fw={500}>
                  {PRIVACY_REQUEST_TYPE_LABELS[r.type]}
                </Text>
                <RequestDetails r={r} />
              </Table.Td>
              {/* Wide enough for 'Em andamento' and 'Atrasada' side by side, uncut. */}
              <Table.Td miw={120}>
                <PrivacyRequestStatus request={r} />
              </Table.Td>
              <Table.Td miw={140}>
                <Deadline r={r} />
              </Table.Td>
              {onResolve && <Table.Td>{resolveButton(r)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Solicitações LGPD"
      items={requests}
      table={table}
      card={(r) => ({
        key: r._id,
        title: PRIVACY_REQUEST_TYPE_LABELS[r.type],
        subtitle: <RequestDetails r={r} />,
        badges: <PrivacyRequestStatus request={r} />,
        fields: [
          ...(showCitizen ? [{ label: 'Eleitor', value: citizenLink(r) }] : []),
          { label: 'Prazo', value: <Deadline r={r} /> },
        ],
        actions: resolveButton(r),
      })}
    />
  );
}
