// The floating header: menu toggles, office name, trial badge, the WhatsApp status, the notifications bell
// and the user menu; it also holds the session's live connection open.
import { ActionIcon, Avatar, Burger, Flex, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { UserData } from '@gabinete/shared';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { WhatsappNavbarBadge } from '../../features/whatsapp/components/whatsapp-navbar-badge.tsx';
import { useAppAbility } from '../../lib/ability.ts';
import { useSocketSession } from '../../lib/socket.ts';
import { TrialBadge } from './trial-badge.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  userData: UserData;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

export function AppHeader({
  userData,
  collapsed,
  onToggleCollapsed,
  drawerOpened,
  onToggleDrawer,
}: AppHeaderProps) {
  const toggleLabel = collapsed ? 'Expandir menu' : 'Recolher menu';
  const canReadNotifications = useAppAbility().can('read', 'notifications');
  useSocketSession(userData._id);
  return (
    <Paper
      shadow="sm"
      radius="md"
      mx={{ base: 'xs', sm: 'md' }}
      mt="sm"
      px={{ base: 'xs', sm: 'md' }}
      h={56}
      withBorder
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        {/* Only the office block gives way to long names (it wraps to two lines); the rest keeps its size. */}
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            hiddenFrom="sm"
            size="sm"
            aria-label={drawerOpened ? 'Fechar menu' : 'Abrir menu'}
          />
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onToggleCollapsed}
              aria-label={toggleLabel}
              visibleFrom="sm"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
          {userData.organizationLogo && (
            <Avatar
              src={userData.organizationLogo}
              alt={`Logotipo de ${userData.organizationName}`}
              size={32}
              radius="sm"
              visibleFrom="xs"
              data-testid="office-logo"
            />
          )}
          <Flex
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'flex-start', sm: 'center' }}
            gap={{ base: 2, sm: 'sm' }}
            miw={0}
          >
            <Text
              fw={600}
              fz={{ base: 'xs', sm: 'sm' }}
              lh={1.25}
              lineClamp={2}
              title={userData.organizationName}
              data-testid="office-name"
            >
              {userData.organizationName}
            </Text>
            <TrialBadge userData={userData} />
          </Flex>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <WhatsappNavbarBadge />
          {canReadNotifications && <NotificationBell />}
          <UserMenu userData={userData} />
        </Group>
      </Group>
    </Paper>
  );
}
