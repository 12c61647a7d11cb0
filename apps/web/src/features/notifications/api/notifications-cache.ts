// Keeps the bell's cached page in step with the socket and with this tab's own changes, without refetching
// what the event already says.
import type { Notification, NotificationListSchema } from '@gabinete/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LATEST_COUNT, notificationsKeys } from './notifications.api.ts';

type NotificationList = z.infer<typeof NotificationListSchema>;

function updateLatest(client: QueryClient, update: (list: NotificationList) => NotificationList): void {
  client.setQueryData<NotificationList>(notificationsKeys.latest(), (list) => (list ? update(list) : list));
}

const invalidateLists = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: notificationsKeys.lists() });

/** A notification:new event: first in the dropdown, one more unread, the page's lists refetched. */
export function applyNewNotification(client: QueryClient, notification: Notification): void {
  const cached = client.getQueryData<NotificationList>(notificationsKeys.latest());
  if (!cached) {
    void client.invalidateQueries({ queryKey: notificationsKeys.latest() });
  } else if (!cached.notifications.some((n) => n._id === notification._id)) {
    updateLatest(client, (list) => ({
      ...list,
      notifications: [notification, ...list.notifications].slice(0, LATEST_COUNT),
      total: list.total + 1,
      unread: list.unread + (notification.readAt ? 0 : 1),
    }));
  }
  invalidateLists(client);
}

/** A notification:unread event: when the count differs from ours, another tab changed something. */
export function applyUnreadCount(client: QueryClient, unread: number): void {
  const cached = client.getQueryData<NotificationList>(notificationsKeys.latest());
  if (cached?.unread === unread) return;
  updateLatest(client, (list) => ({ ...list, unread }));
  void client.invalidateQueries({ queryKey: notificationsKeys.all });
}

/** This tab read, unread or deleted one: patch the dropdown at once, then refetch the lists. */
export function applyOwnChange(
  client: QueryClient,
  change: { notification?: Notification; removedId?: string; allRead?: boolean; unread: number },
): void {
  updateLatest(client, (list) => {
    let notifications = list.notifications;
    if (change.notification) {
      const next = change.notification;
      notifications = notifications.map((n) => (n._id === next._id ? next : n));
    }
    if (change.removedId) notifications = notifications.filter((n) => n._id !== change.removedId);
    if (change.allRead) {
      const now = new Date().toISOString();
      notifications = notifications.map((n) => (n.readAt ? n : { ...n, readAt: now }));
    }
    const removed = list.notifications.length - notifications.length;
    return { ...list, notifications, unread: change.unread, total: list.total - removed };
  });
  invalidateLists(client);
}
