// The open conversation's header: who, which number, its status, agent and área; Assumir / Transferir /
// Finalizar for people who may update the SAC; on a phone a way back to the queues and to the citizen. The
// AI's reading of the citizen's latest message as a badge, and '⋯ › Resumir conversa' when the office has AI.
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconCircleCheck,
  IconDots,
  IconHandGrab,
  IconSparkles,
  IconUser,
} from '@tabler/icons-react';
import { CHAT_STATUS_COLORS, CHAT_STATUS_LABELS, type Chat } from '@gabinete/shared';
import { useState } from 'react';
import { formatPhone } from '../../../lib/phone.ts';
import { ChatSummaryDrawer } from '../../ai/components/chat-summary-drawer.tsx';
import { SentimentBadge } from '../../ai/components/sentiment-badge.tsx';
import { useAiAvailable } from '../../ai/lib/use-ai-available.ts';
import { chatName } from '../lib/chat-display.ts';
import { ChatArea } from './chat-area.tsx';

interface ChatHeaderProps {
  chat: Chat;
  canAct: boolean;
  assuming: boolean;
  onBack: () => void;
  onCitizen: () => void;
  onAssume: () => void;
  onTransfer: () => void;
  onFinish: () => void;
}

export function ChatHeader(props: ChatHeaderProps) {
  const { chat, canAct, assuming, onBack, onCitizen, onAssume, onTransfer, onFinish } = props;
  const { available: aiOn } = useAiAvailable();
  const [summary, setSummary] = useState(false);
  return (
    <Stack gap={6} px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <ActionIcon variant="subtle" aria-label="Voltar para as conversas" onClick={onBack} hiddenFrom="sm">
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={700} truncate component="h2" size="md" miw={0}>
          {chatName(chat)}
        </Text>
        <Badge color={CHAT_STATUS_COLORS[chat.status]} variant="light" style={{ flexShrink: 0 }}>
          {CHAT_STATUS_LABELS[chat.status]}
        </Badge>
        {chat.sentiment && <SentimentBadge sentiment={chat.sentiment} about="Última mensagem do cidadão" />}
        {aiOn && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" ml="auto" aria-label="Mais ações da conversa">
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconSparkles size={16} aria-hidden />}
                color="violet"
                onClick={() => setSummary(true)}
              >
                Resumir conversa com IA
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        <Tooltip label="Dados do cidadão">
          <ActionIcon
            variant="default"
            ml={aiOn ? undefined : 'auto'}
            aria-label="Dados do cidadão"
            onClick={onCitizen}
            className="gab-sac-citizen-toggle"
          >
            <IconUser size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" gap={6} wrap="wrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatPhone(chat.phone)}
          </Text>
          <ChatArea area={chat.area} />
          <Text size="xs" c="dimmed" truncate>
            {chat.agent ? `Com ${chat.agent.name}` : 'Sem atendente'}
          </Text>
        </Group>
        {canAct && chat.status !== 'closed' && (
          <Group gap={6} wrap="nowrap" ml="auto">
            {chat.status === 'pending' && (
              <Button
                size="compact-sm"
                leftSection={<IconHandGrab size={14} aria-hidden />}
                loading={assuming}
                onClick={onAssume}
              >
                Assumir
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconArrowsExchange size={14} aria-hidden />}
              onClick={onTransfer}
            >
              Transferir
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
              onClick={onFinish}
            >
              Finalizar
            </Button>
          </Group>
        )}
      </Group>
      {aiOn && <ChatSummaryDrawer chatId={chat._id} opened={summary} onClose={() => setSummary(false)} />}
    </Stack>
  );
}
