// Analytics cards: the goal overview (one ring) and the product orders (three nested rings with their counts).
import { Box, Center, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format.ts';
import { CardFrame, ChartBox, LegendRow, parseFigure, percent } from './card-frame.tsx';

interface GoalOverview {
  completed: string;
  inProgress: string;
  series: number[];
}

export function GoalOverviewCard() {
  return (
    <CardFrame<GoalOverview>
      kind="analytics"
      name="goal-overview"
      title="Meta"
      subtitle="Visão geral do objetivo"
    >
      {(data) => {
        const done = data.series[0] ?? 0;
        return (
          <Stack gap="md">
            <ChartBox label={`${done}% da meta concluída`}>
              <Center>
                <RingProgress
                  size={200}
                  thickness={18}
                  roundCaps
                  sections={[{ value: done, color: 'teal.6' }]}
                  label={
                    <Stack gap={0} align="center">
                      <Text fw={700} fz={28}>
                        {percent(done)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        concluída
                      </Text>
                    </Stack>
                  }
                />
              </Center>
            </ChartBox>
            <SimpleGrid cols={2} spacing={0}>
              <Stack
                gap={0}
                align="center"
                py="xs"
                style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="xs" c="dimmed">
                  Concluído
                </Text>
                <Text fw={700} fz="lg">
                  {formatNumber(parseFigure(data.completed))}
                </Text>
              </Stack>
              <Stack gap={0} align="center" py="xs">
                <Text size="xs" c="dimmed">
                  Em andamento
                </Text>
                <Text fw={700} fz="lg">
                  {formatNumber(parseFigure(data.inProgress))}
                </Text>
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </CardFrame>
  );
}

interface ProductOrders {
  chart_info: { finished: number; pending: number; rejected: number };
  series: number[];
}

const ORDER_KINDS = [
  { key: 'finished', label: 'Concluídos', color: 'violet.6' },
  { key: 'pending', label: 'Pendentes', color: 'orange.5' },
  { key: 'rejected', label: 'Recusados', color: 'red.6' },
] as const;

export function ProductOrdersCard() {
  return (
    <CardFrame<ProductOrders>
      kind="analytics"
      name="product-orders"
      title="Pedidos de produtos"
      subtitle="Por situação"
    >
      {(data) => {
        return (
          <Stack gap="md">
            <ChartBox label="Pedidos por situação, em porcentagem" h={200}>
              <Box pos="relative" w={200} h={200} mx="auto">
                {ORDER_KINDS.map((kind, i) => (
                  <RingProgress
                    key={kind.key}
                    size={200 - i * 44}
                    thickness={14}
                    roundCaps
                    sections={[
                      {
                        value: data.series[i] ?? 0,
                        color: kind.color,
                        tooltip: `${kind.label}: ${percent(data.series[i] ?? 0)}`,
                      },
                    ]}
                    pos="absolute"
                    top={i * 22}
                    left={i * 22}
                  />
                ))}
              </Box>
            </ChartBox>
            <Stack gap={6}>
              {ORDER_KINDS.map((kind, i) => (
                <LegendRow
                  key={kind.key}
                  color={kind.color}
                  name={kind.label}
                  note={
                    <Text size="xs" c="dimmed">
                      {percent(data.series[i] ?? 0)}
                    </Text>
                  }
                >
                  <Text size="sm" fw={600}>
                    {formatNumber(data.chart_info[kind.key])}
                  </Text>
                </LegendRow>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </CardFrame>
  );
}
