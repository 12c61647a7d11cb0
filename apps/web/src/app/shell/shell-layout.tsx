// The app shell (spec §2 default layout): vertical menu collapsible to icons, a drawer on small screens,
// floating header and full-width content.
import { AppShell, Drawer, Group, ScrollArea, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { useRememberPage } from '../../features/support/lib/previous-page.ts';
import { useUserData } from '../../lib/session.ts';
import { AppHeader } from './app-header.tsx';
import { LiveConnectionBanner } from './live-connection-banner.tsx';
import { MainMenu } from './main-menu.tsx';
import { useMenuCollapsed } from './menu-collapsed.ts';
import { useRefreshMe } from './use-refresh-me.ts';

const NAVBAR_WIDTH = 260;
const NAVBAR_COLLAPSED_WIDTH = 72;

function Brand({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <UnstyledButton
      component={Link}
      to="/"
      onClick={onNavigate}
      aria-label="Início"
      px={collapsed ? 0 : 'sm'}
    >
      <Group gap="xs" justify={collapsed ? 'center' : 'flex-start'} wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="filled">
          <IconBuildingBank size={20} aria-hidden />
        </ThemeIcon>
        {!collapsed && (
          <Text fw={700} size="lg">
            Gabinete
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}

export function ShellLayout({ children }: { children?: ReactNode }) {
  const userData = useUserData();
  const [collapsed, toggleCollapsed] = useMenuCollapsed();
  const [drawerOpened, drawer] = useDisclosure(false);
  useRefreshMe(Boolean(userData));
  useRememberPage();

  if (!userData) return null;

  return (
    <AppShell
      layout="alt"
      header={{ height: 72 }}
      navbar={{
        width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: false },
      }}
      padding="md"
    >
      <AppShell.Header className="gab-floating-header">
        <AppHeader
          userData={userData}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar p={collapsed ? 'xs' : 'sm'} data-collapsed={collapsed || undefined}>
        <AppShell.Section mb="md" mt={4}>
          <Brand collapsed={collapsed} />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} scrollbars="y">
          <MainMenu collapsed={collapsed} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer
        position="left"
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        title="Menu"
        hiddenFrom="sm"
      >
        <Brand collapsed={false} onNavigate={drawer.close} />
        <MainMenu onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main>
        <LiveConnectionBanner />
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
