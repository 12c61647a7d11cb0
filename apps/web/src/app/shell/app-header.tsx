// The floating header: menu toggles, office name, trial badge, the WhatsApp status, the notifications bell
// and the user menu; it also holds the session's live connection open.
import { ActionIcon, Burger, Group, Paper, Text, Tooltip } from '@mantine/core';
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
    <Paper shadow="sm" radius="md" mx="md" mt="sm" px="md" h={56} withBorder>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
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
          <Text fw={600} lineClamp={1} data-testid="office-name">
            {userData.organizationName}
          </Text>
          <TrialBadge userData={userData} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <WhatsappNavbarBadge />
          {canReadNotifications && <NotificationBell />}
          <UserMenu userData={userData} />
        </Group>
      </Group>
    </Paper>
  );
}
