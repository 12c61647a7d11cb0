// The demandas table: protocolo, título, eleitor(es), área, prioridade, situação, prazo, responsável.
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { DemandListItem } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { PersonText, RestoreButton, RestoreCell, stopRowClick } from '../../../components/table-cells.tsx';
import { formatDay } from '../../../lib/format.ts';
import { AreaLabel } from '../../areas/components/area-badge.tsx';
import { OverdueBadge, PriorityBadge, StatusBadge } from './demand-badges.tsx';

interface DemandsTableProps {
  demands: DemandListItem[];
  sort: string | null;
  onSort: (sort: string) => void;
  /** In the bin: a 'Restaurar' button per row. */
  onRestore?: (demand: DemandListItem) => void;
  restoringId?: string | null;
}

export const DEFAULT_DEMAND_SORT = '-createdAt';

export function citizensLabel(d: Pick<DemandListItem, 'citizens' | 'citizensCount'>): string {
  const first = d.citizens[0]?.name;
  if (!first) return '—';
  const others = d.citizensCount - 1;
  return others > 0 ? `${first} e mais ${others}` : first;
}

export function DemandsTable({ demands, sort, onSort, onRestore, restoringId }: DemandsTableProps) {
  const th = { sort, onSort, defaultSort: DEFAULT_DEMAND_SORT };
  const navigate = useNavigate();
  const table = (
    <Table.ScrollContainer minWidth={1000}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Demandas">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="protocol" {...th}>
              Protocolo
            </SortableTh>
            <SortableTh column="title" {...th}>
              Título e área
            </SortableTh>
            <Table.Th>Eleitor(es)</Table.Th>
            <SortableTh column="priority" {...th}>
              Prioridade
            </SortableTh>
            <Table.Th>Situação</Table.Th>
            <SortableTh column="dueDate" {...th}>
              Prazo
            </SortableTh>
            <Table.Th>Responsável</Table.Th>
            {onRestore && <Table.Th aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {demands.map((d) => (
            <Table.Tr
              key={d._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/demandas/${d._id}`)}
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/demandas/${d._id}`}
                  fw={600}
                  size="sm"
                  ff="monospace"
                  onClick={stopRowClick}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {d.protocol}
                </Anchor>
              </Table.Td>
              <Table.Td miw={220} maw={300}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {d.title}
                </Text>
                <Group gap={6} wrap="nowrap" mt={2}>
                  {d.area && <AreaLabel area={d.area} size="xs" />}
                  {(d.neighborhood || d.city) && (
                    <Text size="xs" c="dimmed" truncate>
                      {d.area ? '· ' : ''}
                      {[d.neighborhood, d.city].filter(Boolean).join(', ')}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td miw={140} maw={190}>
                <Text size="sm" lineClamp={2} title={d.citizens.map((c) => c.name).join(', ')}>
                  {citizensLabel(d)}
                </Text>
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={d.priority} />
              </Table.Td>
              <Table.Td miw={130} w={150}>
                <StatusBadge status={d.status} wrap />
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(d.dueDate)}
                  </Text>
                  {d.overdue && <OverdueBadge size="xs" />}
                </Stack>
              </Table.Td>
              <Table.Td miw={110}>
                <PersonText person={d.responsible} />
              </Table.Td>
              {onRestore && <RestoreCell loading={restoringId === d._id} onRestore={() => onRestore(d)} />}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Demandas"
      items={demands}
      table={table}
      card={(d) => ({
        key: d._id,
        href: `/demandas/${d._id}`,
        overline: d.protocol,
        title: d.title,
        badges: (
          <>
            <StatusBadge status={d.status} wrap />
            <PriorityBadge priority={d.priority} />
            {d.overdue && <OverdueBadge size="xs" />}
          </>
        ),
        fields: [
          { label: 'Prazo', value: formatDay(d.dueDate) },
          { label: 'Responsável', value: <PersonText person={d.responsible} /> },
          { label: 'Eleitor(es)', value: citizensLabel(d) },
          { label: 'Área', value: d.area ? <AreaLabel area={d.area} size="xs" /> : '—' },
        ],
        actions: onRestore && (
          <RestoreButton loading={restoringId === d._id} onRestore={() => onRestore(d)} />
        ),
      })}
    />
  );
}
