// The open conversation: the contact's header (name, status, about), the messages and the composer.
import { ActionIcon, Box, Button, Center, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice, PageLoader } from '../../app/page.tsx';
import { StatusAvatar } from './chat-avatar.tsx';
import { STATUS, useOpenChat, useSendMessage, type ChatsAndContacts } from './chat-data.ts';
import { ChatMessages } from './chat-messages.tsx';

interface ChatConversationProps {
  contactId: number;
  me: ChatsAndContacts['profileUser'];
  onBack?: () => void;
}

export function ChatConversation({ contactId, me, onBack }: ChatConversationProps) {
  const { data, isPending, error } = useOpenChat(contactId);
  const send = useSendMessage(data?.contact ?? null);
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const count = data?.chat?.chat.length ?? 0;

  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (isPending) return <PageLoader />;
  if (error) return <ErrorNotice error={error} />;
  const { contact, chat } = data;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText('') });
  };

  return (
    <Stack gap={0} h="100%">
      <Group
        gap="sm"
        p="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {onBack && (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label="Voltar às conversas">
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate component="h2" m={0}>
            {contact.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {STATUS[contact.status].label} · {contact.about}
          </Text>
        </Box>
      </Group>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} type="auto" bg="var(--mantine-color-body)">
        <Box p="md">
          {chat && chat.chat.length > 0 ? (
            <ChatMessages messages={chat.chat} meId={me.id} me={me} contact={contact} />
          ) : (
            <Center py={48}>
              <Stack align="center" gap={4}>
                <IconMessageCircle size={36} stroke={1.4} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  Nenhuma mensagem com {contact.fullName} ainda. Escreva a primeira!
                </Text>
              </Stack>
            </Center>
          )}
        </Box>
      </ScrollArea>
      {send.error ? <ErrorNotice error={send.error} /> : null}
      <Box
        component="form"
        onSubmit={submit}
        p="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder="Escreva uma mensagem"
            aria-label="Mensagem"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autoComplete="off"
          />
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            disabled={!text.trim()}
            loading={send.isPending}
          >
            Enviar
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}
