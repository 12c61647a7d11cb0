// The /modelo area's frame: header (name, 'dados fictícios', user menu) and the menu built from the screen
// table, showing only what the template user may see.
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useDemoAbility } from '../lib/ability.ts';
import { clearDemoSession, roleLabel, useDemoUser } from '../lib/session.ts';
import { PageLoader } from './page.tsx';
import { MENU_GROUPS, menuPath, screens } from './screens.tsx';

function DemoMenu({ onNavigate }: { onNavigate: () => void }) {
  const ability = useDemoAbility();
  const { pathname } = useLocation();
  const visible = screens.filter((s) => s.menu && ability.can(s.action, s.subject));
  // One entry is lit: the longest menu path the address is in ('/loja/carrinho' lights Carrinho, not Loja).
  const within = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const current = visible
    .map(menuPath)
    .filter(within)
    .sort((a, b) => b.length - a.length)[0];
  return (
    <nav aria-label="Menu do modelo">
      <Stack gap="md">
        {MENU_GROUPS.map((group) => {
          const items = visible.filter((s) => s.menu?.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                {group}
              </Text>
              {items.map((s) => {
                const to = menuPath(s);
                return (
                  <NavLink
                    key={s.path}
                    component={Link}
                    to={to}
                    label={s.menu?.label}
                    leftSection={s.menu?.icon}
                    active={to === current}
                    // A plain link: react-router's NavLink would also mark '/loja' current inside '/loja/…'.
                    aria-current={to === current ? 'page' : undefined}
                    onClick={onNavigate}
                  />
                );
              })}
            </div>
          );
        })}
      </Stack>
    </nav>
  );
}

function UserMenu() {
  const user = useDemoUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Menu do usuário">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatar} name={user.fullName || user.username} color="initials" size="sm" />
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {user.fullName || user.username}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleLabel(user.role)}
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            clearDemoSession();
            void navigate('/entrar');
          }}
        >
          Sair do modelo
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function DemoShell() {
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Abrir o menu" />
            <Text component={Link} to="/" fw={700} fz={{ base: 'md', sm: 'lg' }} c="dark" truncate>
              Modelo de interface
            </Text>
            <Badge variant="light" color="orange" visibleFrom="xs">
              Dados fictícios
            </Badge>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Text component="a" href="/" size="sm" c="dimmed" visibleFrom="sm">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden /> Voltar ao Gabinete
              </Group>
            </Text>
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          <DemoMenu onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
