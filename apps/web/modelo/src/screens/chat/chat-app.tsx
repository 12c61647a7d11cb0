// The /modelo chat app: conversations and contacts at the left, the open conversation beside them (?contato=<id>);
// on phones the two panes take turns.
import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DemoPage, ErrorNotice, PageLoader } from '../../app/page.tsx';
import { useChatsAndContacts } from './chat-data.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatProfile } from './chat-profile.tsx';
import { ChatSidebar } from './chat-sidebar.tsx';

const BORDER = '1px solid var(--mantine-color-default-border)';

export function ChatApp() {
  const { data, isPending, error } = useChatsAndContacts();
  const [search, setSearch] = useSearchParams();
  const [profile, { open: openProfile, close: closeProfile }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const raw = Number(search.get('contato'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = (id: number | null) => setSearch(id === null ? {} : { contato: String(id) });

  let body;
  if (isPending) body = <PageLoader />;
  else if (error) body = <ErrorNotice error={error} />;
  else {
    const showList = !phone || selected === null;
    const showChat = !phone || selected !== null;
    body = (
      <Paper withBorder radius="md" h="calc(100dvh - 190px)" mih={480} style={{ overflow: 'hidden' }}>
        <Group h="100%" gap={0} wrap="nowrap" align="stretch">
          {showList && (
            <Box w={phone ? '100%' : 320} style={{ flexShrink: 0, borderRight: phone ? undefined : BORDER }}>
              <ChatSidebar data={data} selected={selected} onSelect={select} onOpenProfile={openProfile} />
            </Box>
          )}
          {showChat && (
            <Box style={{ flex: 1, minWidth: 0 }}>
              {selected !== null ? (
                <ChatConversation
                  key={selected}
                  contactId={selected}
                  me={data.profileUser}
                  onBack={phone ? () => select(null) : undefined}
                />
              ) : (
                <Center h="100%">
                  <Stack align="center" gap={6}>
                    <IconMessages size={44} stroke={1.3} color="var(--mantine-color-dimmed)" />
                    <Text fw={600}>Comece uma conversa</Text>
                    <Text size="sm" c="dimmed">
                      Escolha uma conversa ou um contato à esquerda.
                    </Text>
                  </Stack>
                </Center>
              )}
            </Box>
          )}
        </Group>
      </Paper>
    );
  }

  return (
    <DemoPage title="Chat" trail={[{ label: 'Aplicativos' }, { label: 'Chat' }]}>
      {body}
      <ChatProfile opened={profile} onClose={closeProfile} />
    </DemoPage>
  );
}
