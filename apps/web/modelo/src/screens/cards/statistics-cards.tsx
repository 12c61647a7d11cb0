// Painéis › Estatísticas: small statistics cards with their little charts, each from its own endpoint.
import { BarChart, LineChart, Sparkline } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import {
  IconBox,
  IconChartLine,
  IconCurrencyReal,
  IconMail,
  IconPackage,
  IconShoppingCart,
  IconUsers,
  IconUserCheck,
  IconWorld,
} from '@tabler/icons-react';
import { DemoPage } from '../../app/page.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { ChartBox, MONTHS, parseFigure } from './card-frame.tsx';
import { Change, StatCard, type StatSeries } from './stat-card.tsx';

type Figure = StatSeries & { statistics: string };
type Analytics<K extends string> = StatSeries & { analyticsData: Record<K, number> };

const rows = (values: number[]) =>
  values.map((value, i) => ({ mes: MONTHS[i % 12] ?? String(i + 1), valor: value }));

function Spark({ values, color, label }: { values: number[]; color: string; label: string }) {
  return (
    <ChartBox label={label} h={70}>
      <Sparkline h={70} data={values} color={color} curveType="natural" fillOpacity={0.35} strokeWidth={2} />
    </ChartBox>
  );
}

function Line({ values, color, label }: { values: number[]; color: string; label: string }) {
  return (
    <ChartBox label={label} h={70}>
      <LineChart
        h={70}
        data={values.map((valor, i) => ({ dia: `Dia ${i + 1}`, valor }))}
        dataKey="dia"
        series={[{ name: 'valor', label: 'Valor', color }]}
        withXAxis={false}
        withYAxis={false}
        withDots={false}
        gridAxis="none"
        curveType="monotone"
        strokeWidth={3}
        yAxisProps={{ domain: ['dataMin', 'dataMax'] }}
        lineChartProps={{ margin: { top: 6, right: 6, bottom: 6, left: 6 } }}
        valueFormatter={formatNumber}
      />
    </ChartBox>
  );
}

const lastValue = (data: StatSeries) => formatNumber(data.series[0]?.data.at(-1) ?? 0);

export function StatisticsCards() {
  return (
    <DemoPage title="Estatísticas" trail={[{ label: 'Painéis' }]}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        <StatCard<Figure>
          name="orders-bar-chart"
          title="Pedidos"
          icon={<IconShoppingCart size={20} />}
          color="orange"
          figure={(d) => formatNumber(parseFigure(d.statistics))}
          note={() => 'Neste ano'}
          chart={(values) => (
            <ChartBox label="Pedidos por mês" h={70}>
              <BarChart
                h={70}
                data={rows(values)}
                dataKey="mes"
                series={[{ name: 'valor', label: 'Pedidos', color: 'orange.5' }]}
                withXAxis={false}
                withYAxis={false}
                gridAxis="none"
                maxBarWidth={14}
                barProps={{ radius: 4 }}
                valueFormatter={formatNumber}
              />
            </ChartBox>
          )}
        />
        <StatCard<Figure>
          name="profit-line-chart"
          title="Lucro"
          icon={<IconChartLine size={20} />}
          color="cyan"
          figure={(d) => formatMoney(parseFigure(d.statistics))}
          note={() => 'Neste ano'}
          chart={(values) => (
            <ChartBox label="Lucro por mês" h={70}>
              <LineChart
                h={70}
                data={rows(values)}
                dataKey="mes"
                series={[{ name: 'valor', label: 'Lucro', color: 'cyan.6' }]}
                withXAxis={false}
                withYAxis={false}
                gridAxis="none"
                curveType="linear"
                strokeWidth={3}
                lineChartProps={{ margin: { top: 8, right: 8, bottom: 8, left: 8 } }}
                valueFormatter={formatNumber}
              />
            </ChartBox>
          )}
        />
        <StatCard<Analytics<'subscribers'>>
          name="subscribers"
          title="Assinantes"
          icon={<IconUsers size={20} />}
          color="violet"
          figure={(d) => formatNumber(d.analyticsData.subscribers)}
          note={() => 'Assinantes conquistados'}
          chart={(values) => <Spark values={values} color="violet.6" label="Assinantes por semana" />}
        />
        <StatCard<Analytics<'revenue'>>
          name="revenue"
          title="Receita"
          icon={<IconCurrencyReal size={20} />}
          color="teal"
          figure={(d) => formatMoney(d.analyticsData.revenue)}
          note={() => 'Receita gerada'}
          chart={(values) => <Spark values={values} color="teal.6" label="Receita por semana" />}
        />
        <StatCard<Analytics<'sales'>>
          name="sales"
          title="Vendas"
          icon={<IconPackage size={20} />}
          color="red"
          figure={(d) => formatNumber(d.analyticsData.sales)}
          note={() => 'Vendas no trimestre'}
          chart={(values) => <Spark values={values} color="red.6" label="Vendas por semana" />}
        />
        <StatCard<Analytics<'orders'>>
          name="orders"
          title="Pedidos recebidos"
          icon={<IconBox size={20} />}
          color="yellow"
          figure={(d) => formatNumber(d.analyticsData.orders)}
          note={() => 'Pedidos recebidos no período'}
          chart={(values) => <Spark values={values} color="yellow.6" label="Pedidos recebidos por semana" />}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard<StatSeries>
          name="site-traffic"
          title="Tráfego do site"
          icon={<IconWorld size={20} />}
          color="blue"
          figure={lastValue}
          note={(d) => <Change values={d.series[0]?.data ?? []} />}
          chart={(values) => <Line values={values} color="blue.6" label="Taxa de tráfego por dia" />}
        />
        <StatCard<StatSeries>
          name="active-users"
          title="Usuários ativos"
          icon={<IconUserCheck size={20} />}
          color="teal"
          figure={lastValue}
          note={(d) => <Change values={d.series[0]?.data ?? []} />}
          chart={(values) => <Line values={values} color="teal.6" label="Usuários ativos por dia" />}
        />
        <StatCard<StatSeries>
          name="newsletter"
          title="Newsletter"
          icon={<IconMail size={20} />}
          color="orange"
          figure={lastValue}
          note={(d) => <Change values={d.series[0]?.data ?? []} />}
          chart={(values) => (
            <Line values={values} color="orange.6" label="Inscrições na newsletter por dia" />
          )}
        />
      </SimpleGrid>
    </DemoPage>
  );
}
