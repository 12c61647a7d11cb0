// The documents of a list: identificação, assunto, destinatário, situação, resposta até (cards on a phone).
import { Stack, Table, Text } from '@mantine/core';
import { DOCUMENT_KIND_LABELS, type DocumentListItem } from '@gabinete/shared';
import { useNavigate } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatDate, formatDay } from '../../../lib/format.ts';
import { DocumentStatusBadge } from './document-badges.tsx';

export function DocumentsTable({ documents }: { documents: DocumentListItem[] }) {
  const navigate = useNavigate();
  return (
    <ResponsiveList
      label="Documentos"
      items={documents}
      card={(d) => ({
        key: d._id,
        href: `/documentos/${d._id}`,
        overline: d.identifier,
        title: d.subject || 'Sem assunto',
        badges: <DocumentStatusBadge status={d.status} overdue={d.overdue} />,
        fields: [
          { label: 'Destinatário', value: d.recipientName || '—' },
          { label: 'Resposta até', value: d.replyDueDate ? formatDay(d.replyDueDate) : '—' },
        ],
      })}
      table={
        <Table.ScrollContainer minWidth={860}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Identificação</Table.Th>
                <Table.Th>Assunto</Table.Th>
                <Table.Th>Destinatário</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Resposta até</Table.Th>
                <Table.Th>Atualizado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((d) => (
                <Table.Tr
                  key={d._id}
                  className="gab-clickable-row"
                  onClick={() => void navigate(`/documentos/${d._id}`)}
                >
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {d.number ? d.identifier : `${DOCUMENT_KIND_LABELS[d.kind]} (rascunho)`}
                      </Text>
                      {d.demand && (
                        <Text size="xs" c="dimmed">
                          Demanda {d.demand.protocol}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {d.subject || 'Sem assunto'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{d.recipientName || '—'}</Table.Td>
                  <Table.Td miw={190}>
                    <DocumentStatusBadge status={d.status} overdue={d.overdue} />
                  </Table.Td>
                  <Table.Td c={d.overdue ? 'red' : undefined} fw={d.overdue ? 600 : undefined}>
                    {d.replyDueDate ? formatDay(d.replyDueDate) : '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(d.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}
