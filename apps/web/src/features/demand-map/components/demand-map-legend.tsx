// Legend of the demand map: the status colours (with how many points each), or the heat scale.
import { Group, Paper, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format.ts';
import { heatColor } from '../map-colors.ts';

interface Props {
  statuses: { _id: string; name: string; color: string; count: number }[] | null;
}

const Dot = ({ color, size = 12 }: { color: string; size?: number }) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: size,
      height: size,
      borderRadius: '50%',
      background: color,
      flexShrink: 0,
    }}
  />
);

export function DemandMapLegend({ statuses }: Props) {
  // Below the map, not over it: nine statuses would hide the points.
  return (
    <Paper withBorder radius="md" px="sm" py={6} mt="xs">
      <Group gap="md" wrap="wrap">
        {statuses ? (
          statuses
            .filter((s) => s.count > 0)
            .map((s) => (
              <Group key={s._id} gap={6} wrap="nowrap">
                <Dot color={`var(--mantine-color-${s.color}-6)`} />
                <Text size="xs">
                  {s.name} ({formatNumber(s.count)})
                </Text>
              </Group>
            ))
        ) : (
          <>
            <Text size="xs" fw={600}>
              Demandas por bairro:
            </Text>
            {[
              [0.1, 'poucas'],
              [0.3, ''],
              [0.6, ''],
              [0.9, 'muitas'],
            ].map(([share, label]) => (
              <Group key={String(share)} gap={4} wrap="nowrap">
                <Dot color={heatColor(share as number)} size={8 + (share as number) * 14} />
                {label && <Text size="xs">{label}</Text>}
              </Group>
            ))}
            <Text size="xs" c="dimmed">
              círculo maior = mais demandas
            </Text>
          </>
        )}
      </Group>
    </Paper>
  );
}
