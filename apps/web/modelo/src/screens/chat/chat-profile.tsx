// A drawer with the user's own chat profile (profile-user): photo, name, role, about, status and settings.
import { Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorNotice, PageLoader } from '../../app/page.tsx';
import { StatusAvatar } from './chat-avatar.tsx';
import { STATUS, useProfileUser } from './chat-data.ts';

const ROLE: Record<string, string> = { admin: 'Administrador', client: 'Cliente' };

function Setting({ label, on }: { label: string; on: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Badge variant="light" color={on ? 'green' : 'gray'}>
        {on ? 'Ativado' : 'Desativado'}
      </Badge>
    </Group>
  );
}

export function ChatProfile({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data, isPending, error } = useProfileUser(opened);
  return (
    <Drawer opened={opened} onClose={onClose} title="Meu perfil" position="left" size={320}>
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <ErrorNotice error={error} />
      ) : (
        <Stack gap="lg">
          <Stack align="center" gap={6}>
            <StatusAvatar src={data.avatar} name={data.fullName} status={data.status} size={72} />
            <Title order={3} fz="lg">
              {data.fullName}
            </Title>
            <Text size="sm" c="dimmed">
              {ROLE[data.role] ?? data.role}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Sobre
            </Text>
            <Text size="sm">{data.about}</Text>
          </Stack>
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Status
            </Text>
            <Badge variant="dot" color={STATUS[data.status].color} size="lg">
              {STATUS[data.status].label}
            </Badge>
          </Stack>
          <Stack gap="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Configurações
            </Text>
            <Setting label="Verificação em duas etapas" on={data.settings.isTwoStepAuthVerificationEnabled} />
            <Setting label="Notificações" on={data.settings.isNotificationsOn} />
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
