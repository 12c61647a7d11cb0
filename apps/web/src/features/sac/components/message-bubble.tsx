// One message: the citizen's on the left, the office's on the right with its delivery, notes in yellow
// ('Nota interna'), events centred in grey; a citizen's message read by the AI carries its sentiment and área.
import { Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ChatMessage } from '@gabinete/shared';
import { deliveryView } from '../lib/delivery.ts';
import { messageTime } from '../lib/messages.ts';
import { SentimentBadge } from '../../ai/components/sentiment-badge.tsx';
import { DeliveryTicks } from './delivery-ticks.tsx';
import { MessageMedia } from './message-media.tsx';

interface MessageBubbleProps {
  message: ChatMessage;
  showAuthor: boolean;
  /** Resends a message this tab could not deliver to the server (same clientId). */
  onRetry?: (message: ChatMessage) => void;
}

export function MessageBubble({ message, showAuthor, onRetry }: MessageBubbleProps) {
  if (message.direction === 'event') {
    return (
      <div className="gab-sac-event" role="note">
        {message.body} · {messageTime(message.createdAt)}
      </div>
    );
  }
  const note = message.direction === 'note';
  const view = deliveryView(message);
  const failure = view?.state === 'falhou' ? view : null;
  return (
    <div
      className="gab-sac-bubble"
      data-direction={message.direction}
      data-failed={message.deliveryState === 'falhou' || undefined}
      data-testid="chat-message"
    >
      {note && (
        <Group gap={4} mb={2} wrap="nowrap" align="flex-start">
          <IconLock size={12} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="xs" fw={700} c="yellow.9">
            Nota interna{message.author ? ` · ${message.author.name}` : ''}
          </Text>
        </Group>
      )}
      {!note && showAuthor && message.author && (
        <Text size="xs" fw={700} c="teal.8">
          {message.author.name}
        </Text>
      )}
      {message.media && <MessageMedia media={message.media} kind={message.kind} />}
      {message.body && <Text size="sm">{message.body}</Text>}
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {message.ai && (
          <SentimentBadge sentiment={message.ai.sentiment} topic={message.ai.topic} about="Mensagem" />
        )}
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {messageTime(message.createdAt)}
        </Text>
        <DeliveryTicks message={message} />
      </Group>
      {failure && (
        <Text size="xs" c="red.7">
          {failure.label}
        </Text>
      )}
      {onRetry && message._id.startsWith('pending:') && message.deliveryState === 'falhou' && (
        <Group justify="flex-end">
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRetry(message)}>
            Tentar de novo
          </Button>
        </Group>
      )}
    </div>
  );
}
