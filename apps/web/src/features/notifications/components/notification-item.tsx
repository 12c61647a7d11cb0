// One notification as the bell and the page show it: kind icon, title, text, when, and an unread mark.
import { Box, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { Notification } from '@gabinete/shared';
import type { ReactNode } from 'react';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { NotificationKindIcon } from './notification-kind-icon.tsx';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** Row actions (the page's read/unread and delete). */
  actions?: ReactNode;
  /** The page shows who acted; the bell keeps it short. */
  showActor?: boolean;
}

export function NotificationItem({ notification: n, onOpen, actions, showActor }: NotificationItemProps) {
  const unread = !n.readAt;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="sm"
      py="xs"
      // A faint tint: with many unread the list must stay readable, the bold title and dot carry the signal.
      bg={unread ? 'color-mix(in srgb, var(--mantine-primary-color-filled) 6%, transparent)' : undefined}
      data-unread={unread || undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <UnstyledButton
        onClick={() => onOpen(n)}
        style={{ flex: 1, minWidth: 0 }}
        aria-label={`${unread ? 'Não lida: ' : ''}${n.title}`}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <NotificationKindIcon kind={n.kind} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
              {n.title}
            </Text>
            {n.body && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {n.body}
              </Text>
            )}
            <Tooltip label={formatDateTime(n.createdAt)} openDelay={400}>
              <Text size="xs" c="dimmed" w="fit-content">
                {formatRelative(n.createdAt)}
                {showActor && n.actor ? ` · por ${n.actor.name}` : ''}
              </Text>
            </Tooltip>
          </Stack>
        </Group>
      </UnstyledButton>
      {unread && (
        <Box mt={6} w={8} h={8} bg="blue" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      )}
      {actions}
    </Group>
  );
}
