// The user view's tabs (Conta, Segurança, Cobrança, Notificações), all built from the user record alone.
import { Badge, Card, Checkbox, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconBell, IconCreditCard, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { planLabel, roleOf, statusOf, type DemoUserRecord } from './user-labels.tsx';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

const NOTICES = [
  { key: 'new', label: 'Novidades para você' },
  { key: 'activity', label: 'Atividade da conta' },
  { key: 'browser', label: 'Novo navegador usado para entrar' },
  { key: 'device', label: 'Novo dispositivo vinculado' },
];

function NotificationsTab() {
  const [checked, setChecked] = useState<Record<string, boolean>>({
    'new-email': true,
    'activity-email': true,
  });
  const toggle = (key: string) => setChecked((prev) => ({ ...prev, [key]: !prev[key] }));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Escolha por onde este usuário recebe avisos. As escolhas valem só nesta página.
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Navegador</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTICES.map((notice) => (
              <Table.Tr key={notice.key}>
                <Table.Td>{notice.label}</Table.Td>
                {['email', 'browser'].map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      aria-label={`${notice.label} por ${channel === 'email' ? 'e-mail' : 'navegador'}`}
                      checked={checked[`${notice.key}-${channel}`] ?? false}
                      onChange={() => toggle(`${notice.key}-${channel}`)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function UserTabs({ user }: { user: DemoUserRecord }) {
  const status = statusOf(user.status);
  return (
    <Card withBorder padding="lg">
      <Tabs defaultValue="conta">
        <Tabs.List mb="md">
          <Tabs.Tab value="conta" leftSection={<IconUser size={16} />}>
            Conta
          </Tabs.Tab>
          <Tabs.Tab value="seguranca" leftSection={<IconLock size={16} />}>
            Segurança
          </Tabs.Tab>
          <Tabs.Tab value="cobranca" leftSection={<IconCreditCard size={16} />}>
            Cobrança
          </Tabs.Tab>
          <Tabs.Tab value="notificacoes" leftSection={<IconBell size={16} />}>
            Notificações
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conta">
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Tbody>
                <Row label="Nome completo" value={user.fullName} />
                <Row label="Nome de usuário" value={`@${user.username}`} />
                <Row label="E-mail" value={user.email} />
                <Row label="Empresa" value={user.company} />
                <Row label="Função" value={roleOf(user.role).label} />
                <Row label="Código" value={`#${user.id}`} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
        <Tabs.Panel value="seguranca">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm">Login</Text>
              <Text size="sm" fw={600}>
                {user.email}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Acesso ao sistema</Text>
              <Badge color={status.color} variant="light">
                {user.status === 'active'
                  ? 'Liberado'
                  : user.status === 'pending'
                    ? 'Aguardando ativação'
                    : 'Bloqueado'}
              </Badge>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Recuperação por telefone</Text>
              <Text size="sm" fw={600}>
                {user.contact}
              </Text>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="cobranca">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm">Plano contratado</Text>
              <Badge variant="light">{planLabel(user.currentPlan)}</Badge>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Empresa faturada</Text>
              <Text size="sm" fw={600}>
                {user.company}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">País de cobrança</Text>
              <Text size="sm" fw={600}>
                {user.country}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">E-mail de cobrança</Text>
              <Text size="sm" fw={600}>
                {user.email}
              </Text>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notificacoes">
          <NotificationsTab />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
