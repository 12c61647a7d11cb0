// One template user (/modelo/usuarios/:id): profile card, plan card and tabs built from the user record.
import { Anchor, Avatar, Badge, Button, Card, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconCrown, IconUserOff, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { DemoApiError, demoApi } from '../../lib/api.ts';
import { planLabel, RoleLabel, roleOf, statusOf, type DemoUserRecord } from './user-labels.tsx';
import { PlanCard } from './user-plan-card.tsx';
import { UserTabs } from './user-tabs.tsx';

const TRAIL = [{ label: 'Aplicativos' }, { label: 'Usuários', to: '/usuarios' }];

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={90}>
        {label}:
      </Text>
      <Text size="sm" c="dimmed" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {icon}
      <div>
        <Text fw={600} size="sm">
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      </div>
    </Group>
  );
}

export function UserView() {
  const { id } = useParams();
  const query = useQuery({
    queryKey: ['modelo', 'users', 'one', id],
    queryFn: () => demoApi.get<{ user: DemoUserRecord }>('/api/users/user', { id }),
  });

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (query.error instanceof DemoApiError && query.error.status === 404) {
      return (
        <DemoPage title="Usuário não encontrado" trail={TRAIL}>
          <Card withBorder padding="xl">
            <Stack align="center" gap="sm">
              <IconUserOff size={40} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
              <Text ta="center">Não há usuário com o código {id} no modelo. Ele pode ter sido excluído.</Text>
              <Button
                component={Link}
                to="/usuarios"
                leftSection={<IconArrowLeft size={16} />}
                variant="light"
              >
                Voltar para a lista de usuários
              </Button>
            </Stack>
          </Card>
        </DemoPage>
      );
    }
    return (
      <DemoPage title="Usuário" trail={TRAIL}>
        <ErrorNotice error={query.error} />
      </DemoPage>
    );
  }

  const { user } = query.data;
  const status = statusOf(user.status);
  const role = roleOf(user.role);
  return (
    <DemoPage
      title={user.fullName}
      trail={TRAIL}
      actions={
        <Anchor component={Link} to="/usuarios" size="sm">
          Voltar para a lista
        </Anchor>
      }
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack>
            <Card withBorder padding="lg">
              <Stack align="center" gap={6}>
                <Avatar
                  src={user.avatar || null}
                  name={user.fullName}
                  color="initials"
                  size={96}
                  radius="md"
                />
                <Title order={2} fz="lg" ta="center">
                  {user.fullName}
                </Title>
                <Badge color={role.color} variant="light">
                  {role.label}
                </Badge>
              </Stack>
              <Group justify="space-around" mt="lg" wrap="wrap" gap="md">
                <Stat
                  icon={<IconCrown size={22} color="var(--mantine-color-blue-6)" aria-hidden />}
                  label="Plano"
                  value={planLabel(user.currentPlan)}
                />
                <Stat
                  icon={<IconBriefcase size={22} color="var(--mantine-color-blue-6)" aria-hidden />}
                  label="Empresa"
                  value={user.company}
                />
                <Stat
                  icon={<IconWorld size={22} color="var(--mantine-color-blue-6)" aria-hidden />}
                  label="País"
                  value={user.country}
                />
              </Group>
              <Divider my="md" label="Detalhes" labelPosition="left" />
              <Stack gap={8}>
                <Detail label="Usuário">@{user.username}</Detail>
                <Detail label="E-mail">{user.email}</Detail>
                <Detail label="Status">
                  <Badge color={status.color} variant="light" size="sm">
                    {status.label}
                  </Badge>
                </Detail>
                <Detail label="Função">
                  <RoleLabel role={user.role} />
                </Detail>
                <Detail label="Contato">{user.contact}</Detail>
                <Detail label="País">{user.country}</Detail>
                <Detail label="Plano">{planLabel(user.currentPlan)}</Detail>
              </Stack>
            </Card>
            <PlanCard plan={user.currentPlan} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <UserTabs user={user} />
        </Grid.Col>
      </Grid>
    </DemoPage>
  );
}
