// Legend of the citizen map: what a filled and a dashed point mean, and what a bubble counts.
import { Group, Paper, Text } from '@mantine/core';
import { APPROXIMATE_STYLE, EXACT_STYLE } from '../map-style.ts';

function Dot({ style }: { style: typeof EXACT_STYLE }) {
  const r = style.radius ?? 6;
  const size = r * 2 + 4;
  return (
    <svg width={size} height={size} aria-hidden>
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        fill={style.fillColor}
        fillOpacity={style.fillOpacity}
        stroke={style.color === '#ffffff' ? '#1c7ed6' : style.color}
        strokeWidth={style.weight}
        strokeDasharray={style.dashArray as string | undefined}
      />
    </svg>
  );
}

export function MapLegend() {
  return (
    <Paper withBorder radius="md" px="sm" py={6} shadow="xs" className="gab-map-legend">
      <Group gap="md" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Dot style={EXACT_STYLE} />
          <Text size="xs">endereço do eleitor</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Dot style={APPROXIMATE_STYLE} />
          <Text size="xs">posição aproximada: centro da cidade</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <span className="gab-map-cluster" style={{ width: 22, height: 22, fontSize: 10 }} aria-hidden>
            <span>12</span>
          </span>
          <Text size="xs">grupo de eleitores próximos (clique para aproximar)</Text>
        </Group>
      </Group>
    </Paper>
  );
}
