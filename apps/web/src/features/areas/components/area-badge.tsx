// An área as records show it: its colour dot and name (colour is never the only signal).
import { Group, Text, type MantineSize } from '@mantine/core';

export function AreaDot({ color, size = 10 }: { color: string; size?: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-6)`,
      }}
    />
  );
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
