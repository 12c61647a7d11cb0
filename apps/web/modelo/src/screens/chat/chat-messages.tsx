// The conversation's messages: bubbles grouped by sender, the user's own on the right, each with its time.
import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatWhen } from '../../lib/format.ts';
import { type ChatContact, type ChatMessage } from './chat-data.ts';

interface ChatMessagesProps {
  messages: ChatMessage[];
  meId: number;
  me: { fullName: string; avatar: string };
  contact: ChatContact;
}

/** Consecutive messages from the same sender form one group. */
function groupBySender(messages: ChatMessage[]): ChatMessage[][] {
  const groups: ChatMessage[][] = [];
  for (const m of messages) {
    const last = groups.at(-1);
    if (last && last[0]?.senderId === m.senderId) last.push(m);
    else groups.push([m]);
  }
  return groups;
}

export function ChatMessages({ messages, meId, me, contact }: ChatMessagesProps) {
  return (
    <Stack gap="md" component="ol" aria-label="Mensagens" p={0} m={0} style={{ listStyle: 'none' }}>
      {groupBySender(messages).map((group, gi) => {
        const mine = group[0]?.senderId === meId;
        const who = mine ? me : contact;
        return (
          <Group
            key={gi}
            component="li"
            align="flex-end"
            gap="xs"
            wrap="nowrap"
            style={{ flexDirection: mine ? 'row-reverse' : 'row' }}
          >
            <Avatar src={who.avatar} name={who.fullName} color="initials" size="sm" alt={who.fullName} />
            <Stack gap={4} align={mine ? 'flex-end' : 'flex-start'} maw="75%">
              {group.map((m, i) => (
                <Box key={i} ta={mine ? 'right' : 'left'}>
                  <Paper
                    px="sm"
                    py={6}
                    radius="lg"
                    bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
                    c={mine ? 'white' : undefined}
                    data-mine={mine || undefined}
                    style={{ display: 'inline-block', textAlign: 'left' }}
                  >
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.message}
                    </Text>
                  </Paper>
                  <Text size="xs" c="dimmed" mt={2}>
                    {formatWhen(m.time, true)}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
