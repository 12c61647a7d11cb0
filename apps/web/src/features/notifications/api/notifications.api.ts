// Notifications API: query keys, reads and writes, each parsed with the shared schema.
import {
  NotificationBulkResultSchema,
  NotificationChangeSchema,
  NotificationListSchema,
  type NotificationKind,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';
import { getSocketStatus } from '../../../lib/socket.ts';

export interface NotificationsListParams {
  page: number;
  perPage: number;
  unread: boolean;
  kind: NotificationKind | null;
}

/** How many the bell's dropdown shows. */
export const LATEST_COUNT = 10;

export const notificationsKeys = {
  all: ['notifications'] as const,
  /** The bell: the latest ten and the unread count, in one request. */
  latest: () => [...notificationsKeys.all, 'latest'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  list: (params: NotificationsListParams) => [...notificationsKeys.lists(), params] as const,
};

const listPath = (params: Partial<NotificationsListParams>) =>
  withQuery('/api/notifications', {
    page: params.page,
    perPage: params.perPage,
    unread: params.unread ? 'true' : undefined,
    kind: params.kind,
  });

export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.latest(),
    queryFn: ({ signal }) => api.get(listPath({ perPage: LATEST_COUNT }), NotificationListSchema, { signal }),
    // The socket keeps it fresh while connected; when it is down, coming back to the window refetches.
    staleTime: 15_000,
    refetchOnWindowFocus: () => (getSocketStatus().connected ? false : 'always'),
  });

export const notificationsListQuery = (params: NotificationsListParams) =>
  queryOptions({
    queryKey: notificationsKeys.list(params),
    queryFn: ({ signal }) => api.get(listPath(params), NotificationListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

const itemPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

export const markNotificationRead = (id: string) =>
  api.patch(`${itemPath(id)}/read`, undefined, NotificationChangeSchema);
export const markNotificationUnread = (id: string) =>
  api.patch(`${itemPath(id)}/unread`, undefined, NotificationChangeSchema);
export const markAllNotificationsRead = () =>
  api.patch('/api/notifications/read-all', undefined, NotificationBulkResultSchema);
export const deleteNotification = (id: string) => api.del(itemPath(id), NotificationBulkResultSchema);
