// Demandas em aberto por área: a donut with the total in the middle and, beside it, each área with its
// count, opening the list of its open demandas ('Sem área' has no filter of its own, so it is not a link).
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import type { DashboardDemands } from '@gabinete/shared';
import { Link, useNavigate } from 'react-router';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { countText } from '../lib/dashboard-format.ts';
import { DashboardCard } from './dashboard-card.tsx';

const MAX_ROWS = 8;

function AreaRow({ name, color, count }: { name: string; color: string; count: number }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={3}>
      <Group gap={8} wrap="nowrap" miw={0}>
        <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={12} withShadow={false} />
        <Text size="sm" truncate>
          {name}
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        {countText(count)}
      </Text>
    </Group>
  );
}

export function DemandsAreaCard({
  demands,
  loading,
}: {
  demands: DashboardDemands | undefined;
  loading: boolean;
}) {
  const navigate = useNavigate();
  const areas = demands?.byArea.filter((a) => a.open > 0) ?? [];
  const shown = areas.slice(0, MAX_ROWS);
  const others = areas.slice(MAX_ROWS).reduce((n, a) => n + a.open, 0);
  return (
    <DashboardCard
      title="Em aberto por área"
      icon={<IconCategory size={18} />}
      color="grape"
      link={{ to: dashboardLinks.openDemands(), label: 'Ver em aberto' }}
      loading={loading}
      skeletonHeight={300}
    >
      {demands && areas.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {demands.total === 0
            ? 'As demandas em aberto aparecem aqui, separadas por área.'
            : 'Nenhuma demanda em aberto. Tudo resolvido por aqui!'}
        </Text>
      ) : (
        demands && (
          <Group align="center" gap="lg" wrap="wrap" justify="center">
            <DonutChart
              data={areas.map((a) => ({ name: a.name, value: a.open, color: `${a.color}.6` }))}
              size={170}
              thickness={26}
              chartLabel={countText(demands.open)}
              styles={{ label: { fontSize: 22, fontWeight: 700 } }}
              valueFormatter={(n) => countText(n)}
              tooltipDataSource="segment"
              paddingAngle={1}
              cellProps={(cell) => {
                const area = areas.find((a) => a.name === cell.name);
                return area?._id
                  ? {
                      style: { cursor: 'pointer' },
                      onClick: () => void navigate(dashboardLinks.openDemandsInArea(area._id!)),
                    }
                  : {};
              }}
            />
            <Stack gap={0} style={{ flex: '1 1 200px' }} miw={0}>
              {shown.map((a) =>
                a._id ? (
                  <UnstyledButton
                    key={a._id}
                    component={Link}
                    to={dashboardLinks.openDemandsInArea(a._id)}
                    aria-label={`${a.name}: ${countText(a.open)} em aberto`}
                    className="dash-row-link"
                  >
                    <AreaRow name={a.name} color={a.color} count={a.open} />
                  </UnstyledButton>
                ) : (
                  <AreaRow key="none" name={a.name} color={a.color} count={a.open} />
                ),
              )}
              {others > 0 && <AreaRow name="Outras áreas" color="gray" count={others} />}
            </Stack>
          </Group>
        )
      )}
    </DashboardCard>
  );
}
