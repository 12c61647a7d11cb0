// The bell in the floating navbar: unread count (99+), the latest ten, 'Marcar todas como lidas' and
// 'Ver todas'; it updates live from the socket and refetches on window focus when the socket is down.
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell, IconChecks, IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useSocketStatus } from '../../../lib/socket.ts';
import { latestNotificationsQuery } from '../api/notifications.api.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.tsx';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { NotificationItem } from './notification-item.tsx';

export const unreadBadge = (unread: number) => (unread > 99 ? '99+' : String(unread));

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const query = useQuery(latestNotificationsQuery());
  const { markAll } = useNotificationActions();
  const openNotification = useOpenNotification();
  const socket = useSocketStatus();
  useLiveNotifications();

  const unread = query.data?.unread ?? 0;
  const label = unread ? `Notificações: ${unread} não lidas` : 'Notificações';
  const items = query.data?.notifications ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={400}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Indicator
          label={unreadBadge(unread)}
          disabled={unread === 0}
          color="red"
          size={18}
          offset={6}
          inline
          data-testid="notifications-badge"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 24px)">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={600}>Notificações</Text>
          <Button
            variant="subtle"
            size="compact-xs"
            fz="xs"
            leftSection={<IconChecks size={14} />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como lidas
          </Button>
        </Group>
        <Divider />
        {socket.message && (
          <Alert color="yellow" variant="light" radius={0} py={6} icon={<IconPlugConnectedX size={16} />}>
            <Text size="xs">{socket.message}</Text>
          </Alert>
        )}
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap={2} p={4}>
            {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
            {query.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={56} radius="sm" />)}
            {query.data && items.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="lg" px="md">
                Nenhuma notificação por aqui. Avisos de demandas, tarefas e agenda aparecem aqui.
              </Text>
            )}
            {items.map((n) => (
              <NotificationItem
                key={n._id}
                notification={n}
                onOpen={(item) => {
                  setOpened(false);
                  openNotification(item);
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Button
          component={Link}
          to="/notificacoes"
          variant="subtle"
          fullWidth
          radius={0}
          onClick={() => setOpened(false)}
        >
          Ver todas
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
