// The users table: avatar, name and e-mail, role with icon, plan, status badge and an actions menu with delete.
import { ActionIcon, Anchor, Avatar, Badge, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDotsVertical, IconEye, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../app/list-parts.tsx';
import { demoApi } from '../../lib/api.ts';
import { planLabel, RoleLabel, statusOf, type DemoUserRecord } from './user-labels.tsx';

export function UsersTable({ users }: { users: DemoUserRecord[] }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<DemoUserRecord | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => demoApi.delete('/apps/users/delete', { id }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: 'Usuário excluído.' });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ['modelo', 'users'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  if (users.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        Nenhum usuário encontrado com esses filtros.
      </Text>
    );
  }

  return (
    <>
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
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${user.fullName}`}>
                          <IconDotsVertical size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          component={Link}
                          to={`/usuarios/${user.id}`}
                          leftSection={<IconEye size={16} />}
                        >
                          Ver
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => setDeleting(user)}
                        >
                          Excluir
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Excluir usuário"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        Excluir <strong>{deleting?.fullName}</strong> de forma permanente? Esta ação não pode ser desfeita.
      </ConfirmDeleteModal>
    </>
  );
}
