// Analytics cards: the support tracker (tickets with a resolved ring) and the average sessions (bars + goals).
import { BarChart } from '@mantine/charts';
import { Badge, Center, Group, Progress, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format.ts';
import { CardFrame, ChartBox, LAST_DAYS_LABEL, formatGrowth, percent } from './card-frame.tsx';

interface SupportTracker {
  lastDays: string[];
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  responseTime: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function SupportTrackerCard() {
  return (
    <CardFrame<SupportTracker>
      kind="analytics"
      name="support-tracker"
      title="Acompanhamento de suporte"
      subtitle={LAST_DAYS_LABEL['Last 28 Days']}
      skeletonHeight={260}
    >
      {(data) => {
        const resolved = Math.round(((data.totalTicket - data.openTicket) / data.totalTicket) * 100);
        return (
          <Stack gap="md">
            <Group justify="space-around" align="center" wrap="wrap" gap="md">
              <Stack gap={0} align="center">
                <Text fz={40} fw={700} lh={1.1}>
                  {formatNumber(data.totalTicket)}
                </Text>
                <Text size="sm" c="dimmed">
                  Tickets no total
                </Text>
              </Stack>
              <ChartBox label={`${resolved}% dos tickets resolvidos`}>
                <Center>
                  <RingProgress
                    size={170}
                    thickness={16}
                    roundCaps
                    sections={[{ value: resolved, color: 'violet.6' }]}
                    label={
                      <Stack gap={0} align="center">
                        <Text fw={700} fz="xl">
                          {percent(resolved)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          resolvidos
                        </Text>
                      </Stack>
                    }
                  />
                </Center>
              </ChartBox>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              <Figure label="Novos tickets" value={formatNumber(data.newTicket)} />
              <Figure label="Tickets abertos" value={formatNumber(data.openTicket)} />
              <Figure
                label="Tempo de resposta"
                value={`${formatNumber(data.responseTime)} ${data.responseTime === 1 ? 'dia' : 'dias'}`}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </CardFrame>
  );
}

interface AvgSessions {
  sessions: number;
  growth: string;
  goal: number;
  users: number;
  retention: number;
  duration: number;
  series: { name: string; data: number[] }[];
}

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];

function Goal({
  label,
  value,
  progress,
  color,
}: {
  label: string;
  value: string;
  progress: number;
  color: string;
}) {
  return (
    <div>
      <Group justify="space-between" gap={4} mb={4}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="xs" fw={600}>
          {value}
        </Text>
      </Group>
      <Progress value={progress} color={color} size="sm" aria-label={`${label}: ${value}`} />
    </div>
  );
}

export function AvgSessionsCard() {
  return (
    <CardFrame<AvgSessions>
      kind="analytics"
      name="avg-sessions"
      title="Média de sessões"
      subtitle="Últimos 7 dias"
      skeletonHeight={260}
    >
      {(data) => {
        const values = data.series[0]?.data ?? [];
        const growth = formatGrowth(data.growth);
        return (
          <Stack gap="md">
            <Stack gap="sm">
              <div>
                <Text fz={32} fw={700} lh={1.1}>
                  {formatNumber(data.sessions)}
                </Text>
                <Group gap={6}>
                  <Badge color={growth.startsWith('+') ? 'teal' : 'red'} variant="light">
                    {growth}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    em relação ao período anterior
                  </Text>
                </Group>
              </div>
              <ChartBox label="Sessões por dia da semana" h={120}>
                <BarChart
                  h={120}
                  data={values.map((value, i) => ({ dia: WEEKDAYS[i] ?? String(i + 1), sessoes: value }))}
                  dataKey="dia"
                  series={[{ name: 'sessoes', label: 'Sessões', color: 'violet.6' }]}
                  withYAxis={false}
                  gridAxis="none"
                  barProps={{ radius: 4 }}
                  maxBarWidth={14}
                  valueFormatter={formatNumber}
                />
              </ChartBox>
            </Stack>
            <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
              <Goal label="Meta de usuários" value={formatNumber(data.goal)} progress={100} color="violet" />
              <Goal
                label="Usuários"
                value={formatNumber(data.users)}
                progress={Math.min(100, (data.users / data.goal) * 100)}
                color="orange"
              />
              <Goal label="Retenção" value={percent(data.retention)} progress={data.retention} color="red" />
              <Goal
                label="Duração"
                value={`${data.duration} ${data.duration === 1 ? 'ano' : 'anos'}`}
                progress={Math.min(100, data.duration * 100)}
                color="teal"
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </CardFrame>
  );
}
