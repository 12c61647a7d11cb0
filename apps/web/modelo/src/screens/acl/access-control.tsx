// The template's access-control page (read ACL): every user sees the common card; only a user who manages all
// sees the administrators' card. It lists the abilities of the logged-in user.
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DemoPage } from '../../app/page.tsx';
import { useDemoAbility } from '../../lib/ability.ts';
import { roleLabel, useDemoUser } from '../../lib/session.ts';

const ACTION: Record<string, string> = {
  manage: 'gerenciar',
  read: 'ler',
  create: 'criar',
  update: 'editar',
  delete: 'excluir',
};
const SUBJECT: Record<string, string> = {
  all: 'tudo',
  ACL: 'Controle de acesso (ACL)',
  Auth: 'Autenticação (Auth)',
};

export function AccessControl() {
  const ability = useDemoAbility();
  const user = useDemoUser();
  return (
    <DemoPage title="Controle de acesso" trail={[{ label: 'Acesso' }]}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="xs">
            Comum a todos os usuários
          </Title>
          <Text size="sm" c="dimmed">
            Qualquer usuário com permissão de ler o Controle de acesso vê este cartão. O cliente do modelo só
            chega até aqui; as demais telas pedem a permissão de gerenciar tudo.
          </Text>
        </Card>
        {ability.can('manage', 'all') && (
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="lg" mb="xs">
              Somente administradores
            </Title>
            <Text size="sm" c="dimmed">
              Este cartão aparece só para quem pode gerenciar tudo, como admin@demo.com e as contas criadas no
              cadastro do modelo.
            </Text>
          </Card>
        )}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Suas permissões
            </Title>
            <Badge variant="light">{roleLabel(user?.role)}</Badge>
          </Group>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ação</Table.Th>
                <Table.Th>Assunto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(user?.ability ?? []).map((rule) => (
                <Table.Tr key={`${rule.action}:${rule.subject}`}>
                  <Table.Td>{ACTION[rule.action] ?? rule.action}</Table.Td>
                  <Table.Td>{SUBJECT[rule.subject] ?? rule.subject}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Card>
    </DemoPage>
  );
}
