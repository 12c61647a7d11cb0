// A small statistics card: an icon, the figure, its title, a note and a little chart underneath.
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardFrame } from './card-frame.tsx';

export interface StatSeries {
  series: { name: string; data: number[] }[];
}

interface StatCardProps<T extends StatSeries> {
  name: string;
  title: string;
  icon: ReactNode;
  color: string;
  /** The figure shown big, from the card's data. */
  figure: (data: T) => string;
  /** A short line under the figure (e.g. the change against the previous period). */
  note?: (data: T) => ReactNode;
  chart: (values: number[], data: T) => ReactNode;
}

export function StatCard<T extends StatSeries>({
  name,
  title,
  icon,
  color,
  figure,
  note,
  chart,
}: StatCardProps<T>) {
  return (
    <CardFrame<T>
      kind="statistics"
      name={name}
      title={title}
      skeletonHeight={120}
      aside={
        <ThemeIcon variant="light" color={color} size={38} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      {(data) => (
        <Stack gap="xs">
          <div>
            <Text fz={28} fw={700} lh={1.15} data-figure>
              {figure(data)}
            </Text>
            {note && (
              <Text size="xs" c="dimmed" component="div">
                {note(data)}
              </Text>
            )}
          </div>
          {chart(data.series[0]?.data ?? [], data)}
        </Stack>
      )}
    </CardFrame>
  );
}

/** The change of the last point against the one before it, coloured. */
export function Change({ values }: { values: number[] }) {
  const last = values.at(-1) ?? 0;
  const before = values.at(-2) ?? last;
  const change = before === 0 ? 0 : ((last - before) / before) * 100;
  const text = `${change < 0 ? '−' : '+'}${Math.abs(change).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
  return (
    <Group gap={4} wrap="nowrap">
      <Text span size="xs" fw={600} c={change < 0 ? 'red.7' : 'teal.7'}>
        {text}
      </Text>
      <Text span size="xs" c="dimmed">
        em relação ao período anterior
      </Text>
    </Group>
  );
}
