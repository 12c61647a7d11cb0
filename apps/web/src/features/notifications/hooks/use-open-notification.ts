// Opening a notification: it becomes read and the app goes to the record it is about.
import type { Notification } from '@gabinete/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationActions } from './use-notification-actions.ts';

export function useOpenNotification() {
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();
  const { mutate } = markRead;
  return useCallback(
    (notification: Notification) => {
      if (!notification.readAt) mutate(notification._id);
      if (notification.link) void navigate(notification.link);
    },
    [mutate, navigate],
  );
}
