// The área of a conversation in the queue row and in the chat header: its colour dot and name, small.
import { Group, Text } from '@mantine/core';
import type { Chat } from '@gabinete/shared';
import { ColorDot } from '../../../components/color-dot.tsx';

export function ChatArea({ area }: { area: Chat['area'] }) {
  if (!area) return null;
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <ColorDot color={area.color} />
      <Text size="xs" c="dimmed" truncate>
        {area.name}
      </Text>
    </Group>
  );
}
