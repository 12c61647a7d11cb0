// The bell's live side: a notification:new event updates the cache and shows a short clickable toast;
// notification:unread follows the other tabs; after a reconnect the bell refetches what it may have missed.
// A burst (the minute's overdue check can notify a dozen at once) shows three toasts and one summary.
import { notifications as toasts } from '@mantine/notifications';
import type { Notification } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { applyNewNotification, applyUnreadCount } from '../api/notifications-cache.ts';
import { notificationsKeys } from '../api/notifications.api.ts';
import { NotificationKindIcon } from '../components/notification-kind-icon.tsx';
import { useOpenNotification } from './use-open-notification.ts';

const BURST_MS = 3000;
const BURST_TOASTS = 3;
const SUMMARY_ID = 'notifications-burst';

export function useLiveNotifications(): void {
  const client = useQueryClient();
  const open = useOpenNotification();
  const burst = useRef({ since: 0, count: 0 });

  useSocketEvent('notification:new', (notification: Notification) => {
    applyNewNotification(client, notification);
    const now = Date.now();
    if (now - burst.current.since > BURST_MS) burst.current = { since: now, count: 0 };
    burst.current.count++;
    const extra = burst.current.count - BURST_TOASTS;
    if (extra > 0) {
      const summary = {
        id: SUMMARY_ID,
        title: extra === 1 ? 'Mais 1 notificação' : `Mais ${extra} notificações`,
        message: 'Abra o sino para ver todas.',
        autoClose: 6000,
      };
      if (extra === 1) toasts.show(summary);
      else toasts.update(summary);
      return;
    }
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
