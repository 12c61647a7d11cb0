// Read, unread, read all and delete, each updating the bell and the lists as soon as the server answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { applyOwnChange } from '../api/notifications-cache.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationUnread,
} from '../api/notifications.api.ts';

export function useNotificationActions() {
  const client = useQueryClient();
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (res) => applyOwnChange(client, res),
    onError: (error) => notifyError(error),
  });
  const markUnread = useMutation({
    mutationFn: markNotificationUnread,
    onSuccess: (res) => applyOwnChange(client, res),
    onError: (error) => notifyError(error),
  });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (res) => {
      applyOwnChange(client, { allRead: true, unread: res.unread });
      notifySuccess(res.message);
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSuccess: (res, id) => {
      applyOwnChange(client, { removedId: id, unread: res.unread });
      notifySuccess(res.message);
    },
    onError: (error) => notifyError(error),
  });
  return { markRead, markUnread, markAll, remove };
}
