// Tickets as a table (notebook) or cards (phone): nº, assunto, the office (platform queue), categoria,
// situação, who is in charge (platform queue) and the last message.
import { Anchor, Table, Text } from '@mantine/core';
import type { SupportTicket } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { SupportCategoryBadge, SupportStatusBadge } from './support-badges.tsx';

interface SupportTicketsTableProps {
  tickets: SupportTicket[];
  /** '/suporte' for an office, '/plataforma/suporte' for the platform team. */
  basePath: string;
  /** The platform queue shows the office and the member in charge. */
  queue?: boolean;
}

export function SupportTicketsTable({ tickets, basePath, queue = false }: SupportTicketsTableProps) {
  const navigate = useNavigate();
  const href = (t: SupportTicket) => `${basePath}/${t._id}`;
  const table = (
    <Table.ScrollContainer minWidth={queue ? 960 : 720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Chamados">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Nº</Table.Th>
            <Table.Th>Assunto</Table.Th>
            {queue && <Table.Th>Gabinete</Table.Th>}
            <Table.Th>Categoria</Table.Th>
            <Table.Th miw={150}>Situação</Table.Th>
            {queue && <Table.Th>Responsável</Table.Th>}
            <Table.Th>Última mensagem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((t) => (
            <Table.Tr key={t._id} className="gab-clickable-row" onClick={() => void navigate(href(t))}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  #{t.number}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={href(t)}
                  c="inherit"
                  fw={500}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {t.subject}
                </Anchor>
                {!queue && t.openedBy && (
                  <Text size="xs" c="dimmed">
                    Aberto por {t.openedBy.name}
                  </Text>
                )}
              </Table.Td>
              {queue && (
                <Table.Td>
                  <Text size="sm">{t.organization.name}</Text>
                  {t.openedBy && (
                    <Text size="xs" c="dimmed">
                      {t.openedBy.name}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <SupportCategoryBadge category={t.category} />
              </Table.Td>
              <Table.Td>
                <SupportStatusBadge status={t.status} />
              </Table.Td>
              {queue && (
                <Table.Td>
                  <Text size="sm">{t.assignee?.name ?? 'Ninguém ainda'}</Text>
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" title={formatDateTime(t.lastMessageAt)}>
                  {formatRelative(t.lastMessageAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Chamados"
      items={tickets}
      table={table}
      card={(t) => ({
        key: t._id,
        href: href(t),
        overline: `#${t.number} · ${formatRelative(t.lastMessageAt)}`,
        title: t.subject,
        badges: (
          <>
            <SupportStatusBadge status={t.status} />
            <SupportCategoryBadge category={t.category} />
          </>
        ),
        fields: queue
          ? [
              { label: 'Gabinete', value: t.organization.name },
              { label: 'Responsável', value: t.assignee?.name ?? 'Ninguém ainda' },
            ]
          : [{ label: 'Aberto por', value: t.openedBy?.name ?? '—' }],
      })}
    />
  );
}
