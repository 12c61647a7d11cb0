// The conversation: day separators, bubbles, older pages when scrolled to the top (the position kept),
// and the newest message in view when one arrives while the attendant is at the bottom.
import { Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@gabinete/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useLayoutEffect, useMemo, useRef } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messagesQuery } from '../api/chats.api.ts';
import { groupByDay, orderMessages } from '../lib/messages.ts';
import { MessageBubble } from './message-bubble.tsx';

const NEAR_BOTTOM_PX = 120;

export function MessageList({
  chatId,
  onRetry,
}: {
  chatId: string;
  onRetry: (message: ChatMessage) => void;
}) {
  const query = useInfiniteQuery(messagesQuery(chatId));
  const messages = useMemo(() => orderMessages(query.data?.pages ?? []), [query.data]);
  const days = useMemo(() => groupByDay(messages), [messages]);
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const restore = useRef<number | null>(null);
  const lastId = messages[messages.length - 1]?._id;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (restore.current !== null) {
      el.scrollTop = el.scrollHeight - restore.current;
      restore.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages.length, lastId]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < 40 && query.hasNextPage && !query.isFetchingNextPage) loadOlder();
  };

  const loadOlder = () => {
    const el = box.current;
    if (el) restore.current = el.scrollHeight - el.scrollTop;
    void query.fetchNextPage();
  };

  if (query.isPending) {
    return (
      <div className="gab-sac-messages" aria-busy="true" aria-label="Carregando mensagens">
        <Stack gap="sm">
          {[60, 40, 70, 30, 50].map((w, i) => (
            <Skeleton key={i} height={36} width={`${w}%`} ml={i % 2 ? 'auto' : 0} radius="md" />
          ))}
        </Stack>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="gab-sac-messages">
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="gab-sac-messages" ref={box} onScroll={onScroll} role="log" aria-label="Mensagens">
      <Stack gap={6}>
        {query.hasNextPage && (
          <Center>
            <Button variant="subtle" size="compact-sm" loading={query.isFetchingNextPage} onClick={loadOlder}>
              Carregar mensagens anteriores
            </Button>
          </Center>
        )}
        {days.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            Nenhuma mensagem nesta conversa ainda.
          </Text>
        )}
        {days.map((day) => (
          <Fragment key={day.key}>
            <div className="gab-sac-day" role="separator" aria-label={day.label}>
              {day.label}
            </div>
            {day.messages.map((m, i) => (
              <MessageBubble
                key={m.clientId ?? m._id}
                message={m}
                onRetry={onRetry}
                showAuthor={m.direction === 'out' && day.messages[i - 1]?.author?._id !== m.author?._id}
              />
            ))}
          </Fragment>
        ))}
      </Stack>
    </div>
  );
}
