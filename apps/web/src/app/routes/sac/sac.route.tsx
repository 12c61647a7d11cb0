// '/sac': the office's WhatsApp inbox — queues, the open conversation and the citizen side by side, live.
// The queue, área, search, order and open chat live in the URL (?fila=&area=&q=&ordem=&chat=), so a reload
// keeps them.
// ?novo=<citizenId> (the profile's 'Conversar pelo SAC') opens 'Nova conversa' with that eleitor chosen.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  chatQuery,
  INBOX_TABS,
  type InboxListParams,
  type InboxTab,
} from '../../../features/sac/api/chats.api.ts';
import { ChatPlaceholder, ChatWindow } from '../../../features/sac/components/chat-window.tsx';
import { CitizenPanel } from '../../../features/sac/components/citizen-panel.tsx';
import { InboxQueues } from '../../../features/sac/components/inbox-queues.tsx';
import { NewChatModal } from '../../../features/sac/components/new-chat-modal.tsx';
import { QuickRepliesModal } from '../../../features/sac/components/quick-replies-modal.tsx';
import { useLiveInbox } from '../../../features/sac/hooks/use-live-inbox.tsx';
import '../../../features/sac/sac.css';
import { useAppAbility } from '../../../lib/ability.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const asTab = (value: string | null): InboxTab =>
  INBOX_TABS.includes(value as InboxTab) ? (value as InboxTab) : 'pending';

function SidePanel({ chatId }: { chatId: string }) {
  const chat = useQuery(chatQuery(chatId));
  if (!chat.data) return <aside className="gab-sac-column gab-sac-side" aria-label="Dados do cidadão" />;
  return <CitizenPanel chat={chat.data} />;
}

export function SacRoute() {
  usePageTitle('SAC');
  const [search, setSearch] = useSearchParams();
  const [quickReplies, setQuickReplies] = useState(false);
  /** Open 'Nova conversa', with the eleitor already chosen or not. */
  const [newChat, setNewChat] = useState<{ citizenId: string | null } | null>(null);
  const params: InboxListParams = {
    tab: asTab(search.get('fila')),
    areaId: search.get('area'),
    q: search.get('q') ?? '',
    negativeFirst: search.get('ordem') === 'negativos',
  };
  const chatId = search.get('chat');

  const change = useCallback(
    (changes: Record<string, string | null>, push = false) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            const name = key === 'tab' ? 'fila' : key;
            if (!value || (name === 'fila' && value === 'pending')) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: !push },
      );
    },
    [setSearch],
  );
  const open = useCallback((id: string) => change({ chat: id }, true), [change]);
  const canWrite = useAppAbility().can('update', 'sac');
  const novo = search.get('novo');
  useEffect(() => {
    if (novo === null) return;
    if (canWrite) setNewChat({ citizenId: novo || null });
    change({ novo: null });
  }, [novo, canWrite, change]);
  useLiveInbox();

  return (
    <>
      <div className="gab-sac" data-view={chatId ? 'chat' : 'list'} data-side={chatId ? undefined : 'none'}>
        <InboxQueues
          params={params}
          selectedId={chatId}
          onChange={change}
          onOpen={open}
          onQuickReplies={() => setQuickReplies(true)}
          onNewChat={() => setNewChat({ citizenId: null })}
        />
        {chatId ? (
          <ChatWindow key={chatId} chatId={chatId} onBack={() => change({ chat: null })} />
        ) : (
          <ChatPlaceholder />
        )}
        {chatId && <SidePanel chatId={chatId} />}
      </div>
      <QuickRepliesModal opened={quickReplies} onClose={() => setQuickReplies(false)} />
      <NewChatModal
        opened={newChat !== null}
        initialCitizenId={newChat?.citizenId}
        onClose={() => setNewChat(null)}
        onStarted={(chat) => {
          setNewChat(null);
          change({ tab: 'mine', area: null, q: null, chat: chat._id }, true);
        }}
      />
    </>
  );
}
