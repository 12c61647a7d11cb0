// Analytics cards: sessions by device (donut) and customers by kind (pie), each with its legend of figures.
import { DonutChart, PieChart } from '@mantine/charts';
import { Center, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatNumber } from '../../lib/format.ts';
import { CardFrame, ChartBox, formatGrowth, LegendRow, percent } from './card-frame.tsx';

const COLORS = ['violet.6', 'orange.5', 'red.6'];

interface SessionsDevice {
  chart_info: { name: string; usage: number; upDown: number }[];
}

export function SessionsDeviceCard() {
  return (
    <CardFrame<SessionsDevice>
      kind="analytics"
      name="sessions-device"
      title="Sessões por dispositivo"
      subtitle="Participação e variação no período"
    >
      {(data) => {
        const rows = data.chart_info.map((row, i) => ({
          name: row.name,
          value: row.usage,
          color: COLORS[i % COLORS.length]!,
          upDown: row.upDown,
        }));
        return (
          <Stack gap="md">
            <ChartBox label="Sessões por dispositivo, em porcentagem">
              <Center>
                <DonutChart
                  data={rows}
                  size={180}
                  thickness={24}
                  paddingAngle={2}
                  chartLabel={percent(rows[0]?.value ?? 0)}
                  styles={{ label: { fontSize: 20, fontWeight: 700 } }}
                  valueFormatter={percent}
                  tooltipDataSource="segment"
                />
              </Center>
            </ChartBox>
            <Stack gap={6}>
              {rows.map((row) => (
                <LegendRow key={row.name} color={row.color} name={row.name}>
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {percent(row.value)}
                    </Text>
                    <Group
                      gap={2}
                      wrap="nowrap"
                      c={row.upDown >= 0 ? 'teal.7' : 'red.7'}
                      miw={64}
                      justify="flex-end"
                    >
                      {row.upDown >= 0 ? <IconArrowUpRight size={14} /> : <IconArrowDownRight size={14} />}
                      <Text size="xs" fw={600}>
                        {formatGrowth(row.upDown)}
                      </Text>
                    </Group>
                  </Group>
                </LegendRow>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </CardFrame>
  );
}

interface Customers {
  listData: { text: string; result: number }[];
}

export function CustomersCard() {
  return (
    <CardFrame<Customers> kind="analytics" name="customers" title="Clientes" subtitle="Por origem">
      {(data) => {
        const rows = data.listData.map((row, i) => ({
          name: row.text,
          value: row.result,
          color: COLORS[i % COLORS.length]!,
        }));
        const total = rows.reduce((sum, row) => sum + row.value, 0);
        return (
          <Stack gap="md">
            <ChartBox label="Clientes por origem">
              <Center>
                <PieChart
                  data={rows}
                  size={180}
                  withTooltip
                  tooltipDataSource="segment"
                  valueFormatter={formatNumber}
                  strokeWidth={2}
                />
              </Center>
            </ChartBox>
            <Stack gap={6}>
              {rows.map((row) => (
                <LegendRow key={row.name} color={row.color} name={row.name}>
                  <Text size="sm" fw={600}>
                    {formatNumber(row.value)}
                  </Text>
                </LegendRow>
              ))}
              <Group
                justify="space-between"
                pt={4}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text size="sm" c="dimmed">
                  Total
                </Text>
                <Text size="sm" fw={700}>
                  {formatNumber(total)}
                </Text>
              </Group>
            </Stack>
          </Stack>
        );
      }}
    </CardFrame>
  );
}
