// The links in the office's order: rede, nome, endereço, a switch for the dashboard, arrows to move, actions.
import { ActionIcon, Anchor, Group, Menu, Switch, Table, Text } from '@mantine/core';
import { SOCIAL_NETWORK_LABELS, type SocialLink } from '@gabinete/shared';
import { IconArrowDown, IconArrowUp, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { stopRowClick } from '../../../components/table-cells.tsx';
import { NetworkIcon } from './network-icon.tsx';

interface SocialLinksTableProps {
  links: SocialLink[];
  canUpdate: boolean;
  canDelete: boolean;
  /** True while a change is saving: the arrows and switches wait. */
  busy: boolean;
  onEdit: (link: SocialLink) => void;
  onToggleVisible: (link: SocialLink) => void;
  onMove: (link: SocialLink, by: -1 | 1) => void;
  onDelete: (link: SocialLink) => void;
}

export function SocialLinksTable(props: SocialLinksTableProps) {
  const { links, canUpdate, canDelete, busy, onEdit, onToggleVisible, onMove, onDelete } = props;
  const withActions = canUpdate || canDelete;

  const moveButtons = (link: SocialLink, index: number) =>
    canUpdate && (
      <Group gap={4} wrap="nowrap" onClick={stopRowClick}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Subir ${link.label}`}
          disabled={busy || index === 0}
          onClick={() => onMove(link, -1)}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Descer ${link.label}`}
          disabled={busy || index === links.length - 1}
          onClick={() => onMove(link, 1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Group>
    );
  const visibleSwitch = (link: SocialLink) => (
    <Switch
      checked={link.visible}
      disabled={!canUpdate || busy}
      onChange={() => onToggleVisible(link)}
      onClick={stopRowClick}
      aria-label={`Mostrar ${link.label} no dashboard`}
      label={link.visible ? 'Visível' : 'Oculto'}
    />
  );
  const actionsMenu = (link: SocialLink) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Ações de ${link.label}`}
          onClick={stopRowClick}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canUpdate && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(link)}>
            Editar
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(link)}>
            Excluir
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
  /** The address as a link; on a phone without 'https://www.', so the profile name fits. */
  const urlLink = (link: SocialLink, short = false) => (
    <Anchor
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      lineClamp={1}
      onClick={stopRowClick}
      style={{ wordBreak: 'break-all' }}
    >
      {short ? link.url.replace(/^https:\/\/(www\.)?/, '') : link.url}
    </Anchor>
  );

  const table = (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Links sociais">
        <Table.Thead>
          <Table.Tr>
            {canUpdate && <Table.Th w={80}>Ordem</Table.Th>}
            <Table.Th>Link</Table.Th>
            <Table.Th>Endereço</Table.Th>
            <Table.Th>Dashboard</Table.Th>
            {withActions && <Table.Th w={48} aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link, index) => (
            <Table.Tr key={link._id} style={{ opacity: link.visible ? 1 : 0.7 }}>
              {canUpdate && <Table.Td>{moveButtons(link, index)}</Table.Td>}
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <NetworkIcon network={link.network} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm">
                      {link.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {SOCIAL_NETWORK_LABELS[link.network]}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td maw={340}>{urlLink(link)}</Table.Td>
              <Table.Td>{visibleSwitch(link)}</Table.Td>
              {withActions && <Table.Td>{actionsMenu(link)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Links sociais"
      items={links}
      table={table}
      card={(link) => {
        const index = links.indexOf(link);
        return {
          key: link._id,
          onOpen: canUpdate ? () => onEdit(link) : undefined,
          leading: <NetworkIcon network={link.network} />,
          title: link.label,
          subtitle: (
            <>
              <Text size="xs" c="dimmed">
                {SOCIAL_NETWORK_LABELS[link.network]}
              </Text>
              {urlLink(link, true)}
            </>
          ),
          fields: [{ label: 'Dashboard', value: visibleSwitch(link) }],
          actions: moveButtons(link, index),
          menu: withActions && actionsMenu(link),
        };
      }}
    />
  );
}
