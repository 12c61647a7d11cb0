// A row's actions on the page: read/unread toggle and delete.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { Notification } from '@gabinete/shared';

interface NotificationRowActionsProps {
  notification: Notification;
  busy: boolean;
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

export function NotificationRowActions({
  notification,
  busy,
  onToggleRead,
  onDelete,
}: NotificationRowActionsProps) {
  const toggleLabel = notification.readAt ? 'Marcar como não lida' : 'Marcar como lida';
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={toggleLabel}
          disabled={busy}
          onClick={() => onToggleRead(notification)}
        >
          {notification.readAt ? <IconMail size={18} /> : <IconMailOpened size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Excluir">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir a notificação ${notification.title}`}
          disabled={busy}
          onClick={() => onDelete(notification)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
