// The list that '/' opens above the message box: shortcut and text, arrows to move, Enter or click to use.
import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { QuickReply } from '@gabinete/shared';

interface QuickReplyMenuProps {
  replies: QuickReply[];
  active: number;
  onPick: (reply: QuickReply) => void;
}

export function QuickReplyMenu({ replies, active, onPick }: QuickReplyMenuProps) {
  return (
    <Paper withBorder shadow="md" p={4} mb={6} mah={240} style={{ overflowY: 'auto' }}>
      {replies.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          Nenhuma resposta rápida com este atalho. Crie em 'Respostas rápidas'.
        </Text>
      ) : (
        <Stack gap={0} role="listbox" aria-label="Respostas rápidas" id="sac-quick-replies">
          {replies.map((reply, i) => (
            <UnstyledButton
              key={reply._id}
              role="option"
              aria-selected={i === active}
              p={6}
              style={{
                borderRadius: 4,
                background: i === active ? 'var(--mantine-color-blue-0)' : undefined,
              }}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onPick(reply)}
            >
              <Text size="sm" fw={700} span>
                /{reply.shortcut}{' '}
              </Text>
              <Text size="sm" c="dimmed" span lineClamp={1}>
                {reply.text}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
