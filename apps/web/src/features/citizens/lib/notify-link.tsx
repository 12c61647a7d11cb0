// A notification with an action (a link to another page, 'Desfazer'); notifications live outside the router.
import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { navigateTo } from '../../../lib/navigation.ts';

interface NotifyActionOptions {
  title: string;
  message: string;
  actionLabel: string;
  /** An app path to open, or a callback. */
  action: string | (() => void);
  color?: string;
  autoClose?: number | false;
}

export function notifyWithAction({
  title,
  message,
  actionLabel,
  action,
  color = 'green',
  autoClose = 10_000,
}: NotifyActionOptions) {
  const id = notifications.show({
    color,
    title,
    autoClose,
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            if (typeof action === 'string') navigateTo(action);
            else action();
          }}
        >
          {actionLabel}
        </Anchor>
      </Group>
    ),
  });
  return id;
}
