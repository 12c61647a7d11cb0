// An área as records show it: its colour dot and name (colour is never the only signal).
import { Group, Text, type MantineSize } from '@mantine/core';
import { ColorDot } from '../../../components/color-dot.tsx';

export function AreaDot({ color, size = 10 }: { color: string; size?: number }) {
  return <ColorDot color={color} size={size} />;
}

export function AreaLabel({
  area,
  size = 'sm',
}: {
  area: { name: string; color: string } | null;
  size?: MantineSize;
}) {
  if (!area) {
    return (
      <Text size={size} c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <AreaDot color={area.color} />
      <Text size={size} lineClamp={2}>
        {area.name}
      </Text>
    </Group>
  );
}
