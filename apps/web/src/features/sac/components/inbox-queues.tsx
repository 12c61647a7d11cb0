// The queues column: Aguardando / Em atendimento / Minhas / Finalizadas with their counts, the área filter,
// search by name or phone, the conversations of the chosen queue, and 'Nova conversa' to write first.
import { ActionIcon, Button, Chip, Group, Select, Skeleton, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconMessageBolt, IconMessagePlus } from '@tabler/icons-react';
import { AI_SUGGESTION_LABEL } from '@gabinete/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useAppAbility } from '../../../lib/ability.ts';
import { useAiAvailable } from '../../ai/lib/use-ai-available.ts';
import { areasQuery } from '../../areas/api/areas.api.ts';
import { HelpButton } from '../../tutorial/components/help-button.tsx';
import { chatListQuery, type InboxListParams, type InboxTab } from '../api/chats.api.ts';
import { ChatRow } from './chat-row.tsx';

const EMPTY: Record<InboxTab, string> = {
  pending: 'Nenhuma conversa aguardando. As mensagens que chegarem pelo WhatsApp aparecem aqui.',
  open: 'Nenhuma conversa em atendimento agora.',
  mine: 'Você não tem conversas em atendimento. Assuma uma em Aguardando.',
  closed: 'Nenhuma conversa finalizada ainda.',
};

const QUEUES: { tab: InboxTab; label: string }[] = [
  { tab: 'pending', label: 'Aguardando' },
  { tab: 'open', label: 'Em atendimento' },
  { tab: 'mine', label: 'Minhas' },
  { tab: 'closed', label: 'Finalizadas' },
];

interface InboxQueuesProps {
  params: InboxListParams;
  selectedId: string | null;
  onChange: (changes: Partial<Record<'tab' | 'area' | 'q' | 'ordem', string | null>>) => void;
  onOpen: (chatId: string) => void;
  onQuickReplies: () => void;
  onNewChat: () => void;
}

export function InboxQueues(props: InboxQueuesProps) {
  const { params, selectedId, onChange, onOpen, onQuickReplies, onNewChat } = props;
  const canWrite = useAppAbility().can('update', 'sac');
  const list = useQuery(chatListQuery(params));
  // 'há 5 minutos' keeps counting while the attendant sits on the inbox.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const areas = useQuery(areasQuery());
  const { available: aiOn } = useAiAvailable();
  const counts = list.data?.counts;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const filtered = Boolean(params.areaId || params.q);

  return (
    <section className="gab-sac-column gab-sac-queues" aria-label="Filas de conversas">
      <Stack gap="xs" p="sm" pb={0}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={2} wrap="nowrap">
            <Text fw={700} size="lg" component="h1">
              SAC
            </Text>
            <HelpButton />
          </Group>
          <Group gap={6} wrap="nowrap">
            {canWrite && (
              <Tooltip label="Escrever para um eleitor ou número">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMessagePlus size={16} aria-hidden />}
                  onClick={onNewChat}
                >
                  Nova conversa
                </Button>
              </Tooltip>
            )}
            <Tooltip label="Respostas rápidas">
              <ActionIcon variant="default" aria-label="Respostas rápidas" onClick={onQuickReplies}>
                <IconMessageBolt size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {/* One row of four: the count over the label, so the longest label ('Em atendimento') fits. */}
        <Tabs value={params.tab} onChange={(tab) => onChange({ tab })} variant="pills" radius="md">
          <Tabs.List grow style={{ flexWrap: 'nowrap', gap: 4 }}>
            {QUEUES.map(({ tab, label }) => {
              const n = tab === 'closed' ? undefined : counts?.[tab];
              return (
                <Tabs.Tab
                  key={tab}
                  value={tab}
                  px={6}
                  py={4}
                  aria-label={`${label}${count(n)}`}
                  data-testid={`sac-tab-${tab}`}
                >
                  <Stack gap={0} align="center">
                    <Text span fw={700} size="md" lh={1.3} aria-hidden>
                      {n ?? '\u00a0'}
                    </Text>
                    <Text span size="xs" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
                      {label}
                    </Text>
                  </Stack>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs>
        <Group gap="xs" wrap="nowrap" pb="xs">
          <div style={{ flex: 1, minWidth: 0 }}>
            <SearchInput
              value={params.q}
              onSearch={(q) => onChange({ q })}
              label="Buscar conversa"
              placeholder="Nome ou telefone"
            />
          </div>
          <Select
            aria-label="Área"
            placeholder="Área"
            clearable
            w={116}
            data={(areas.data ?? []).map((a) => ({ value: a._id, label: a.name }))}
            value={params.areaId}
            onChange={(area) => onChange({ area })}
          />
        </Group>
        {(aiOn || params.negativeFirst) && (
          <Tooltip label={`${AI_SUGGESTION_LABEL}: o sentimento da última mensagem de cada cidadão`}>
            <Chip
              size="xs"
              color="red"
              variant="light"
              mb="xs"
              w="fit-content"
              checked={Boolean(params.negativeFirst)}
              onChange={(on) => onChange({ ordem: on ? 'negativos' : null })}
            >
              Negativos primeiro
            </Chip>
          </Tooltip>
        )}
      </Stack>
      <div style={{ flex: 1, overflowY: 'auto', borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {list.isPending ? (
          <Stack gap={0} aria-busy="true" aria-label="Carregando conversas">
            {Array.from({ length: 6 }, (_, i) => (
              <Stack key={i} gap={6} p="sm">
                <Skeleton height={12} width="60%" />
                <Skeleton height={10} width="90%" />
              </Stack>
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack p="sm">
            <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
          </Stack>
        ) : list.data.chats.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {filtered ? 'Nenhuma conversa com estes filtros.' : EMPTY[params.tab]}
          </Text>
        ) : (
          <nav aria-label="Conversas">
            {list.data.chats.map((chat) => (
              <ChatRow
                key={chat._id}
                chat={chat}
                selected={chat._id === selectedId}
                onOpen={() => onOpen(chat._id)}
              />
            ))}
          </nav>
        )}
      </div>
    </section>
  );
}
