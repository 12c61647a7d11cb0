// The áreas table: colour and name, description, counts linking to the filtered lists, situação, actions.
import { ActionIcon, Anchor, Badge, Group, Menu, Table, Text } from '@mantine/core';
import type { Area } from '@gabinete/shared';
import { IconDots, IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { AreaDot } from './area-badge.tsx';

interface AreasTableProps {
  areas: Area[];
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (area: Area) => void;
  onToggleActive: (area: Area) => void;
  onDelete: (area: Area) => void;
}

function CountLink({ to, count, label }: { to: string; count: number; label: string }) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        0
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={`${formatNumber(count)} ${label}`}>
      {formatNumber(count)}
    </Anchor>
  );
}

export function AreasTable({
  areas,
  canUpdate,
  canDelete,
  onEdit,
  onToggleActive,
  onDelete,
}: AreasTableProps) {
  const withActions = canUpdate || canDelete;
  const actionsMenu = (area: Area) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${area.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canUpdate && (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(area)}>
              Editar
            </Menu.Item>
            <Menu.Item
              leftSection={area.active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              onClick={() => onToggleActive(area)}
            >
              {area.active ? 'Desativar' : 'Reativar'}
            </Menu.Item>
          </>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(area)}>
            Excluir
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
  const table = (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Áreas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Área</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th ta="right">Demandas abertas</Table.Th>
            <Table.Th ta="right">Demandas</Table.Th>
            <Table.Th ta="right">Atendimentos</Table.Th>
            <Table.Th>Situação</Table.Th>
            {withActions && <Table.Th w={48} aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => {
            const q = `areaIds=${area._id}`;
            return (
              <Table.Tr key={area._id} style={{ opacity: area.active ? 1 : 0.65 }}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <AreaDot color={area.color} size={14} />
                    {canUpdate ? (
                      <Anchor
                        component="button"
                        type="button"
                        c="inherit"
                        fw={500}
                        onClick={() => onEdit(area)}
                      >
                        {area.name}
                      </Anchor>
                    ) : (
                      <Text fw={500} size="sm">
                        {area.name}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" c={area.description ? undefined : 'dimmed'} lineClamp={2}>
                    {area.description ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <CountLink
                    to={`/demandas?${q}&situation=open`}
                    count={area.openDemandsCount}
                    label={`demandas abertas em ${area.name}`}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <CountLink
                    to={`/demandas?${q}`}
                    count={area.demandsCount}
                    label={`demandas em ${area.name}`}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <CountLink
                    to={`/atendimentos?${q}`}
                    count={area.occurrencesCount}
                    label={`atendimentos em ${area.name}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={area.active ? 'green' : 'gray'} radius="sm" tt="none">
                    {area.active ? 'Ativa' : 'Inativa'}
                  </Badge>
                </Table.Td>
                {withActions && <Table.Td>{actionsMenu(area)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Áreas"
      items={areas}
      table={table}
      card={(area) => {
        const q = `areaIds=${area._id}`;
        return {
          key: area._id,
          onOpen: canUpdate ? () => onEdit(area) : undefined,
          leading: <AreaDot color={area.color} size={14} />,
          title: area.name,
          subtitle: area.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {area.description}
            </Text>
          ),
          badges: (
            <Badge variant="light" color={area.active ? 'green' : 'gray'} radius="sm" tt="none">
              {area.active ? 'Ativa' : 'Inativa'}
            </Badge>
          ),
          fields: [
            {
              label: 'Demandas abertas',
              value: (
                <CountLink
                  to={`/demandas?${q}&situation=open`}
                  count={area.openDemandsCount}
                  label={`demandas abertas em ${area.name}`}
                />
              ),
            },
            {
              label: 'Atendimentos',
              value: (
                <CountLink
                  to={`/atendimentos?${q}`}
                  count={area.occurrencesCount}
                  label={`atendimentos em ${area.name}`}
                />
              ),
            },
          ],
          menu: withActions && actionsMenu(area),
        };
      }}
    />
  );
}
