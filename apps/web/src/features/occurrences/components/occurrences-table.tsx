// The atendimentos table: data/hora, canal, eleitor, assunto (with its demanda), área, responsável, situação.
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { OccurrenceListItem } from '@gabinete/shared';
import { IconFileText } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { PersonText, RestoreButton, RestoreCell, stopRowClick } from '../../../components/table-cells.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { AreaLabel } from '../../areas/components/area-badge.tsx';
import { ChannelLabel, OccurrenceStatusBadge } from './occurrence-badges.tsx';

export const DEFAULT_OCCURRENCE_SORT = '-occurredAt';

interface OccurrencesTableProps {
  occurrences: OccurrenceListItem[];
  sort: string | null;
  onSort: (sort: string) => void;
  /** In the bin: a 'Restaurar' button per row. */
  onRestore?: (occurrence: OccurrenceListItem) => void;
  restoringId?: string | null;
}

export function DemandLink({ demand }: { demand: NonNullable<OccurrenceListItem['demand']> }) {
  return (
    <Badge
      component={Link}
      to={`/demandas/${demand._id}`}
      onClick={stopRowClick}
      variant="light"
      color="grape"
      radius="sm"
      tt="none"
      leftSection={<IconFileText size={12} />}
      style={{ cursor: 'pointer' }}
      title={demand.title}
    >
      Demanda {demand.protocol}
    </Badge>
  );
}

export function OccurrencesTable({
  occurrences,
  sort,
  onSort,
  onRestore,
  restoringId,
}: OccurrencesTableProps) {
  const th = { sort, onSort, defaultSort: DEFAULT_OCCURRENCE_SORT };
  const navigate = useNavigate();
  const table = (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Atendimentos">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="occurredAt" {...th}>
              Data e hora
            </SortableTh>
            <Table.Th>Canal</Table.Th>
            <Table.Th>Eleitor</Table.Th>
            <SortableTh column="subject" {...th}>
              Assunto
            </SortableTh>
            <Table.Th>Área</Table.Th>
            <Table.Th>Responsável</Table.Th>
            <Table.Th>Situação</Table.Th>
            {onRestore && <Table.Th aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {occurrences.map((o) => (
            <Table.Tr
              key={o._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/atendimentos/${o._id}`)}
            >
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(o.occurredAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <ChannelLabel channel={o.channel} />
              </Table.Td>
              <Table.Td maw={200}>
                <Anchor
                  component={Link}
                  to={`/eleitores/${o.citizen._id}`}
                  size="sm"
                  onClick={stopRowClick}
                  lineClamp={2}
                >
                  {o.citizen.name}
                </Anchor>
              </Table.Td>
              <Table.Td miw={220} maw={340}>
                <Anchor
                  component={Link}
                  to={`/atendimentos/${o._id}`}
                  size="sm"
                  fw={500}
                  c="var(--mantine-color-text)"
                  onClick={stopRowClick}
                  lineClamp={2}
                >
                  {o.subject}
                </Anchor>
                {o.demand && (
                  <Group mt={4}>
                    <DemandLink demand={o.demand} />
                  </Group>
                )}
              </Table.Td>
              <Table.Td maw={160}>
                <AreaLabel area={o.area} />
              </Table.Td>
              <Table.Td maw={160}>
                <PersonText person={o.responsible} />
              </Table.Td>
              <Table.Td miw={130}>
                <OccurrenceStatusBadge status={o.status} />
              </Table.Td>
              {onRestore && <RestoreCell loading={restoringId === o._id} onRestore={() => onRestore(o)} />}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Atendimentos"
      items={occurrences}
      table={table}
      card={(o) => ({
        key: o._id,
        href: `/atendimentos/${o._id}`,
        overline: formatDateTime(o.occurredAt),
        title: o.subject,
        subtitle: o.demand && <DemandLink demand={o.demand} />,
        badges: <OccurrenceStatusBadge status={o.status} />,
        fields: [
          {
            label: 'Eleitor',
            value: (
              <Anchor component={Link} to={`/eleitores/${o.citizen._id}`} size="sm" onClick={stopRowClick}>
                {o.citizen.name}
              </Anchor>
            ),
          },
          { label: 'Responsável', value: <PersonText person={o.responsible} /> },
          { label: 'Canal', value: <ChannelLabel channel={o.channel} /> },
          { label: 'Área', value: <AreaLabel area={o.area} /> },
        ],
        actions: onRestore && (
          <RestoreButton loading={restoringId === o._id} onRestore={() => onRestore(o)} />
        ),
      })}
    />
  );
}
