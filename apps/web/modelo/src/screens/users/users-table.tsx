// The users table: avatar, name and e-mail, role with icon, plan, status badge and an actions menu with delete;
// on a phone one card per user, as in the office app's lists.
import { Anchor, Avatar, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveList } from '../../../../src/components/responsive-list.tsx';
import { ConfirmDeleteModal, RowActions, useConfirmedDelete } from '../../app/list-parts.tsx';
import { planLabel, RoleLabel, statusOf, type DemoUserRecord } from './user-labels.tsx';

export function UsersTable({ users }: { users: DemoUserRecord[] }) {
  const { deleting, ask, modal } = useConfirmedDelete<DemoUserRecord>(
    '/apps/users/delete',
    ['modelo', 'users'],
    'Usuário excluído.',
  );

  if (users.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nenhum usuário encontrado com esses filtros.
      </Text>
    );
  }

  const table = (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Função</Table.Th>
            <Table.Th>Plano</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const status = statusOf(user.status);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={user.avatar || null} name={user.fullName} color="initials" radius="xl" />
                    <div>
                      <Anchor component={Link} to={`/usuarios/${user.id}`} fw={600} size="sm">
                        {user.fullName}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        @{user.username} · {user.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RoleLabel role={user.role} />
                </Table.Td>
                <Table.Td>{planLabel(user.currentPlan)}</Table.Td>
                <Table.Td>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <RowActions
                    label={`Ações de ${user.fullName}`}
                    viewTo={`/usuarios/${user.id}`}
                    onDelete={() => ask(user)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <>
      <ResponsiveList
        label="Usuários"
        items={users}
        table={table}
        card={(user) => {
          const status = statusOf(user.status);
          return {
            key: String(user.id),
            href: `/usuarios/${user.id}`,
            leading: <Avatar src={user.avatar || null} name={user.fullName} color="initials" radius="xl" />,
            title: user.fullName,
            subtitle: (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{user.username} · {user.email}
              </Text>
            ),
            // The role beside the status: in a half-width field 'Administrador' would break in two.
            badges: (
              <>
                <Badge color={status.color} variant="light">
                  {status.label}
                </Badge>
                <Text size="sm" component="span">
                  <RoleLabel role={user.role} />
                </Text>
              </>
            ),
            fields: [
              { label: 'Plano', value: planLabel(user.currentPlan) },
              { label: 'País', value: user.country },
            ],
            menu: (
              <RowActions
                label={`Ações de ${user.fullName}`}
                viewTo={`/usuarios/${user.id}`}
                onDelete={() => ask(user)}
              />
            ),
          };
        }}
      />
      <ConfirmDeleteModal title="Excluir usuário" {...modal}>
        Excluir <strong>{deleting?.fullName}</strong> de forma permanente? Esta ação não pode ser desfeita.
      </ConfirmDeleteModal>
    </>
  );
}
