// One conversation in the queue: name, phone, the last message and when, unread count, área and agent, and
// the AI's reading of the citizen's latest message when it is not neutral.
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Chat } from '@gabinete/shared';
import { formatRelative } from '../../../lib/format.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { chatName, chatPreview } from '../lib/chat-display.ts';
import { SentimentBadge } from '../../ai/components/sentiment-badge.tsx';
import { ChatArea } from './chat-area.tsx';
import '../sac.css';

export function ChatRow({ chat, selected, onOpen }: { chat: Chat; selected: boolean; onOpen: () => void }) {
  const name = chatName(chat);
  const unread = chat.unseenMsgs;
  return (
    <UnstyledButton
      className="gab-sac-row"
      data-selected={selected || undefined}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      aria-label={`${name}${unread ? `, ${unread} não lida${unread > 1 ? 's' : ''}` : ''}`}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c={unread ? 'green.8' : 'dimmed'} style={{ flexShrink: 0 }}>
            {formatRelative(chat.lastMessage?.at ?? chat.updatedAt, '')}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c={unread ? undefined : 'dimmed'} truncate>
            {chatPreview(chat)}
          </Text>
          {unread > 0 && (
            <Badge size="sm" circle={unread < 10} color="green" style={{ flexShrink: 0 }} aria-hidden>
              {unread}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatPhone(chat.phone)}
          </Text>
          <ChatArea area={chat.area} />
          {/* Neutral says nothing worth a badge in a busy queue; the header shows it. */}
          {chat.sentiment && chat.sentiment !== 'neutro' && (
            <SentimentBadge sentiment={chat.sentiment} about="Última mensagem do cidadão" />
          )}
          {chat.agent && (
            <Text size="xs" c="dimmed" truncate>
              · {chat.agent.name}
            </Text>
          )}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
