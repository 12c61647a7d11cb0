// The bell's live side: a notification:new event updates the cache and shows a short clickable toast;
// notification:unread follows the other tabs; after a reconnect the bell refetches what it may have missed.
import { notifications as toasts } from '@mantine/notifications';
import type { Notification } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { applyNewNotification, applyUnreadCount } from '../api/notifications-cache.ts';
import { notificationsKeys } from '../api/notifications.api.ts';
import { NotificationKindIcon } from '../components/notification-kind-icon.tsx';
import { useOpenNotification } from './use-open-notification.ts';

export function useLiveNotifications(): void {
  const client = useQueryClient();
  const open = useOpenNotification();

  useSocketEvent('notification:new', (notification: Notification) => {
    applyNewNotification(client, notification);
    const id = `notification-${notification._id}`;
    toasts.show({
      id,
      title: notification.title,
      message: notification.body ?? 'Clique para abrir.',
      icon: <NotificationKindIcon kind={notification.kind} size={28} />,
      withBorder: true,
      autoClose: 6000,
      style: { cursor: 'pointer' },
      onClick: () => {
        toasts.hide(id);
        open(notification);
      },
    });
  });

  useSocketEvent('notification:unread', ({ unread }) => applyUnreadCount(client, unread));

  const { connected } = useSocketStatus();
  const everConnected = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (everConnected.current) void client.invalidateQueries({ queryKey: notificationsKeys.all });
    everConnected.current = true;
  }, [connected, client]);
}
