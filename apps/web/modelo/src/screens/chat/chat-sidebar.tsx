// The chat app's left column: the user's own profile, the contact search, 'Conversas' and 'Contatos'.
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusAvatar } from './chat-avatar.tsx';
import { formatWhen } from '../../lib/format.ts';
import { type ChatContact, type ChatsAndContacts } from './chat-data.ts';

interface ContactItemProps {
  contact: ChatContact;
  active: boolean;
  withChat: boolean;
  onSelect: () => void;
}

function ContactItem({ contact, active, withChat, onSelect }: ContactItemProps) {
  const last = contact.chat?.lastMessage;
  const unseen = withChat ? (contact.chat?.unseenMsgs ?? 0) : 0;
  return (
    <UnstyledButton
      onClick={onSelect}
      w="100%"
      px="sm"
      py={8}
      aria-current={active ? 'true' : undefined}
      aria-label={`${contact.fullName}${unseen > 0 ? `, ${unseen} ${unseen === 1 ? 'nova' : 'novas'}` : ''}`}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} truncate>
              {contact.fullName}
            </Text>
            {withChat && last && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatWhen(last.time)}
              </Text>
            )}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              {withChat && last ? last.message : contact.role}
            </Text>
            {unseen > 0 && (
              <Badge size="sm" circle color="red" aria-hidden>
                {unseen}
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

interface ChatSidebarProps {
  data: ChatsAndContacts;
  selected: number | null;
  onSelect: (id: number) => void;
  onOpenProfile: () => void;
}

export function ChatSidebar({ data, selected, onSelect, onOpenProfile }: ChatSidebarProps) {
  const [q, setQ] = useState('');
  const match = (c: ChatContact) =>
    c.fullName.toLocaleLowerCase('pt-BR').includes(q.trim().toLocaleLowerCase('pt-BR'));
  const chats = data.chatsContacts.filter(match);
  const contacts = data.contacts.filter(match);
  const me = data.profileUser;
  const section = (title: string, items: ChatContact[], withChat: boolean, empty: string) => (
    <Box component="section" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap={2}>
          {items.map((c) => (
            <ContactItem
              key={c.id}
              contact={c}
              withChat={withChat}
              active={c.id === selected}
              onSelect={() => onSelect(c.id)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );

  return (
    <Stack gap={0} h="100%">
      <Group
        gap="sm"
        p="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <ActionIcon
          variant="transparent"
          size="auto"
          radius="xl"
          onClick={onOpenProfile}
          aria-label="Abrir meu perfil"
        >
          <StatusAvatar src={me.avatar} name={me.fullName} status={me.status} />
        </ActionIcon>
        <TextInput
          style={{ flex: 1 }}
          placeholder="Pesquisar contatos"
          aria-label="Pesquisar contatos"
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          type="search"
        />
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap="md" p="xs">
          {section('Conversas', chats, true, q ? 'Nenhuma conversa encontrada.' : 'Nenhuma conversa ainda.')}
          {section('Contatos', contacts, false, 'Nenhum contato encontrado.')}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
