// The users table: avatar + nome, e-mail, perfil, situação, último acesso; a row opens the user.
import { ActionIcon, Anchor, Avatar, Group, Menu, Table, Text } from '@mantine/core';
import { ROLE_LABELS, type UserListItem } from '@gabinete/shared';
import { IconDots, IconFileMinus, IconMessageMinus, IconUserMinus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, formatRelative, initials } from '../../../lib/format.ts';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { RESET_KIND_CONFIG, type ResetKind } from './reset-kinds.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

const RESET_ICONS = { voters: IconUserMinus, demands: IconFileMinus, occurrences: IconMessageMinus } as const;

interface UsersTableProps {
  users: UserListItem[];
  sort: string | null;
  onSort: (sort: string) => void;
  /** Office admins: remove the voters, demandas or atendimentos a user registered (spec §7). */
  onReset?: (user: UserListItem, kind: ResetKind) => void;
}

export function UsersTable({ users, sort, onSort, onReset }: UsersTableProps) {
  const th = { sort, onSort, defaultSort: 'name' };
  const navigate = useNavigate();
  const resetMenu = (user: UserListItem) =>
    onReset && (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${user.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(RESET_ICONS) as ResetKind[]).map((kind) => {
            const Icon = RESET_ICONS[kind];
            return (
              <Menu.Item
                key={kind}
                color="red"
                leftSection={<Icon size={16} />}
                onClick={() => onReset(user, kind)}
              >
                {RESET_KIND_CONFIG[kind].menuLabel}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    );
  const table = (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Usuários">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" {...th}>
              Nome
            </SortableTh>
            <SortableTh column="email" {...th}>
              E-mail
            </SortableTh>
            <SortableTh column="role" {...th}>
              Perfil
            </SortableTh>
            <Table.Th>Situação</Table.Th>
            <SortableTh column="lastLoginAt" {...th}>
              Último acesso
            </SortableTh>
            {onReset && <Table.Th w={48} aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr
              key={user._id}
              className="gab-clickable-row"
              onClick={() => void navigate(`/usuarios/${user._id}`)}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={user.avatar} alt="" radius="xl" size={32} color="blue">
                    {initials(user.name)}
                  </Avatar>
                  <Anchor
                    component={Link}
                    to={`/usuarios/${user._id}`}
                    c="inherit"
                    fw={500}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {user.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{ROLE_LABELS[user.role]}</Text>
              </Table.Td>
              <Table.Td>
                <UserStatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c="dimmed"
                  title={user.lastLoginAt ? formatDateTime(user.lastLoginAt) : undefined}
                >
                  {formatRelative(user.lastLoginAt, 'Nunca')}
                </Text>
              </Table.Td>
              {onReset && <Table.Td onClick={(event) => event.stopPropagation()}>{resetMenu(user)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <ResponsiveList
      label="Usuários"
      items={users}
      table={table}
      card={(user) => ({
        key: user._id,
        href: `/usuarios/${user._id}`,
        leading: (
          <Avatar src={user.avatar} alt="" radius="xl" size={32} color="blue">
            {initials(user.name)}
          </Avatar>
        ),
        title: user.name,
        subtitle: (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        ),
        badges: <UserStatusBadge status={user.status} />,
        fields: [
          { label: 'Perfil', value: ROLE_LABELS[user.role] },
          { label: 'Último acesso', value: formatRelative(user.lastLoginAt, 'Nunca') },
        ],
        menu: resetMenu(user),
      })}
    />
  );
}
