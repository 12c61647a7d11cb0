// The frame every analytics/statistics card shares: fetches its own endpoint, a skeleton while loading, errors.
import { Box, Card, ColorSwatch, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../app/page.tsx';
import { demoApi } from '../../lib/api.ts';

export type CardKind = 'analytics' | 'statistics';

/** One card's fixed object from GET /card/card-<kind>/<name>. */
export function useCardData<T>(kind: CardKind, name: string) {
  return useQuery({
    queryKey: ['modelo', 'cards', kind, name],
    queryFn: () => demoApi.get<T>(`/card/card-${kind}/${name}`),
  });
}

interface CardFrameProps<T> {
  kind: CardKind;
  name: string;
  title: string;
  subtitle?: string;
  /** Something on the right of the title (a badge, an icon). */
  aside?: ReactNode;
  /** Rough height of the content, for the skeleton. */
  skeletonHeight?: number;
  children: (data: T) => ReactNode;
}

export function CardFrame<T>({
  kind,
  name,
  title,
  subtitle,
  aside,
  skeletonHeight = 220,
  children,
}: CardFrameProps<T>) {
  const query = useCardData<T>(kind, name);
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="md">
        <div>
          <Title order={2} fz="md" fw={600}>
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        {aside && <Box style={{ flexShrink: 0 }}>{aside}</Box>}
      </Group>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={`Carregando ${title.toLowerCase()}`}>
          <Skeleton height={skeletonHeight} radius="md" />
        </Stack>
      ) : query.isError ? (
        <ErrorNotice error={query.error} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

/** A chart's box, named for screen readers (the numbers are written beside it too). */
export function ChartBox({ label, children, h }: { label: string; children: ReactNode; h?: number }) {
  return (
    <Box role="img" aria-label={`Gráfico: ${label}`} h={h} w="100%">
      {children}
    </Box>
  );
}

/** The template's figures arrive as US text ('24,930'); statistics use '2,71k' with a decimal comma. */
export function parseFigure(text: string): number {
  const thousands = /k$/i.test(text);
  if (thousands) return Math.round(Number(text.slice(0, -1).replace(/\./g, '').replace(',', '.')) * 1000);
  return Number(text.replace(/,/g, ''));
}

/** '+4.8%' → '+4,8%'. */
export function formatGrowth(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(String(value).replace('%', ''));
  const text = Math.abs(n).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return `${n < 0 ? '−' : '+'}${text}%`;
}

/** Short pt-BR month names for the charts' monthly axes. */
export const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

export const LAST_DAYS_LABEL: Record<string, string> = {
  'Last 28 Days': 'Últimos 28 dias',
  'Last Month': 'Último mês',
  'Last Year': 'Último ano',
};

export const percent = (value: number): string =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/** One legend line under a chart: the colour dot ('violet.6') and name, an optional note, figures on the right. */
export function LegendRow({
  color,
  name,
  note,
  children,
}: {
  color: string;
  name: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap={8} wrap="nowrap">
        <ColorSwatch color={`var(--mantine-color-${color.replace('.', '-')})`} size={12} withShadow={false} />
        <Text size="sm">{name}</Text>
        {note}
      </Group>
      {children}
    </Group>
  );
}
