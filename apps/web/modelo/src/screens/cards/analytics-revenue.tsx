// Analytics cards: the revenue report (earnings and expenses per month) and this month's revenue against the last.
import { AreaChart, BarChart } from '@mantine/charts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { CardFrame, ChartBox, formatGrowth, MONTHS, parseFigure } from './card-frame.tsx';

interface Series {
  name: string;
  data: number[];
}

interface RevenueReport {
  years: string[];
  price: string;
  budget: string;
  series: Series[];
}

const thousands = (value: number) => formatMoney(value * 1000);

export function RevenueReportCard() {
  return (
    <CardFrame<RevenueReport>
      kind="analytics"
      name="revenue-report"
      title="Relatório de receita"
      subtitle="Receitas e despesas por mês, em milhares"
      skeletonHeight={300}
      aside={<Badge variant="light">2020</Badge>}
    >
      {(data) => {
        const [earning, expense] = data.series;
        const rows = (earning?.data ?? []).map((value, i) => ({
          mes: MONTHS[i] ?? String(i + 1),
          receitas: value,
          despesas: expense?.data[i] ?? 0,
        }));
        return (
          <Stack gap="md">
            <ChartBox label="Receitas e despesas por mês" h={240}>
              <BarChart
                h={240}
                data={rows}
                dataKey="mes"
                type="stacked"
                withLegend
                legendProps={{ verticalAlign: 'top', height: 36 }}
                series={[
                  { name: 'receitas', label: 'Receitas', color: 'violet.6' },
                  { name: 'despesas', label: 'Despesas', color: 'orange.5' },
                ]}
                barChartProps={{ stackOffset: 'sign' }}
                maxBarWidth={16}
                valueFormatter={thousands}
                yAxisProps={{ width: 44, tickFormatter: (v: number) => formatNumber(v) }}
              />
            </ChartBox>
            <Group justify="space-around" wrap="wrap" gap="md">
              <Stack gap={0} align="center">
                <Text size="xs" c="dimmed">
                  Receita do ano
                </Text>
                <Text fw={700} fz="xl">
                  {formatMoney(parseFigure(data.price))}
                </Text>
              </Stack>
              <Stack gap={0} align="center">
                <Text size="xs" c="dimmed">
                  Orçamento
                </Text>
                <Text fw={700} fz="xl">
                  {formatMoney(parseFigure(data.budget))}
                </Text>
              </Stack>
            </Group>
          </Stack>
        );
      }}
    </CardFrame>
  );
}

interface Revenue {
  thisMonth: string;
  lastMonth: string;
  series: Series[];
}

export function RevenueCard() {
  return (
    <CardFrame<Revenue> kind="analytics" name="revenue" title="Receita" subtitle="Este mês e o mês anterior">
      {(data) => {
        const [current, previous] = data.series;
        const rows = (current?.data ?? []).map((value, i) => ({
          dia: `${i * 4 + 1}`.padStart(2, '0'),
          atual: value,
          anterior: previous?.data[i] ?? 0,
        }));
        const now = parseFigure(data.thisMonth);
        const before = parseFigure(data.lastMonth);
        const growth = formatGrowth(((now - before) / before) * 100);
        const all = rows.flatMap((row) => [row.atual, row.anterior]);
        const low = Math.floor(Math.min(...all) / 1000) * 1000 - 1000;
        const high = Math.ceil(Math.max(...all) / 1000) * 1000;
        return (
          <Stack gap="md">
            <Group gap="xl" wrap="wrap" style={{ rowGap: 8 }}>
              <div>
                <Text size="xs" c="dimmed">
                  Este mês
                </Text>
                <Group gap={6}>
                  <Text fw={700} fz="xl">
                    {formatMoney(now)}
                  </Text>
                  <Badge color={growth.startsWith('+') ? 'teal' : 'red'} variant="light">
                    {growth}
                  </Badge>
                </Group>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Mês anterior
                </Text>
                <Text fw={700} fz="xl" c="dimmed">
                  {formatMoney(before)}
                </Text>
              </div>
            </Group>
            <ChartBox label="Receita diária deste mês e do anterior" h={200}>
              <AreaChart
                h={200}
                data={rows}
                dataKey="dia"
                curveType="natural"
                withLegend
                legendProps={{ verticalAlign: 'top', height: 36 }}
                series={[
                  { name: 'atual', label: 'Este mês', color: 'violet.6' },
                  { name: 'anterior', label: 'Mês anterior', color: 'gray.5', strokeDasharray: '5 5' },
                ]}
                valueFormatter={formatMoney}
                yAxisProps={{
                  width: 70,
                  domain: [low, high],
                  tickCount: 4,
                  tickFormatter: (v: number) => `R$ ${formatNumber(v / 1000)} mil`,
                }}
                fillOpacity={0.15}
              />
            </ChartBox>
          </Stack>
        );
      }}
    </CardFrame>
  );
}
