// Demandas por situação: one bar per status of the office, in its order; each bar opens the list in it.
import { Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import type { DashboardDemands } from '@gabinete/shared';
import { Link } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { dashboardLinks } from '../lib/dashboard-links.ts';
import { countText } from '../lib/dashboard-format.ts';
import { DashboardCard } from './dashboard-card.tsx';

interface Props {
  demands: DashboardDemands | undefined;
  loading: boolean;
  canCreate: boolean;
}

type Status = DashboardDemands['byStatus'][number];

/** Name and count on one line, a bar in the status colour under them: readable at any width. */
function StatusRow({ status, max }: { status: Status; max: number }) {
  return (
    <UnstyledButton
      component={Link}
      to={dashboardLinks.demandsInStatus(status._id)}
      aria-label={`${status.name}: ${countText(status.count)} demandas`}
      className="dash-row-link"
      py={4}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate c={status.isFinal ? 'dimmed' : undefined}>
          {status.name}
        </Text>
        <Text size="sm" fw={600}>
          {countText(status.count)}
        </Text>
      </Group>
      <Box h={6} mt={3} bg="var(--mantine-color-default-border)" style={{ borderRadius: 3 }}>
        <Box
          h={6}
          w={`${(status.count / max) * 100}%`}
          miw={status.count > 0 ? 3 : 0}
          bg={`var(--mantine-color-${status.color}-${status.isFinal ? 4 : 6})`}
          style={{ borderRadius: 3 }}
        />
      </Box>
    </UnstyledButton>
  );
}

export function DemandsStatusCard({ demands, loading, canCreate }: Props) {
  const max = Math.max(1, ...(demands?.byStatus.map((s) => s.count) ?? []));
  const closed = demands ? demands.total - demands.open : 0;
  return (
    <DashboardCard
      title="Demandas por situação"
      icon={<IconChartBar size={18} />}
      link={{ to: dashboardLinks.demands(), label: 'Ver demandas' }}
      loading={loading}
      skeletonHeight={300}
    >
      {demands && demands.total === 0 ? (
        <EmptyList
          filtered={false}
          title="Nenhuma demanda registrada"
          description="Registre os pedidos dos cidadãos para acompanhar cada um até a solução."
          action={
            canCreate && (
              <Button component={Link} to={dashboardLinks.newDemand()} leftSection={<IconPlus size={18} />}>
                Registrar a primeira demanda
              </Button>
            )
          }
        />
      ) : (
        demands && (
          <>
            <Group gap="lg" mb="sm">
              <Text size="sm" c="dimmed">
                Total{' '}
                <Text span fw={600} c="var(--mantine-color-text)">
                  {countText(demands.total)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                Em aberto{' '}
                <Text span fw={600} c="var(--mantine-color-text)">
                  {countText(demands.open)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                Encerradas{' '}
                <Text span fw={600} c="var(--mantine-color-text)">
                  {countText(closed)}
                </Text>
              </Text>
            </Group>
            <Stack gap={2}>
              {demands.byStatus.map((status) => (
                <StatusRow key={status._id} status={status} max={max} />
              ))}
            </Stack>
          </>
        )
      )}
    </DashboardCard>
  );
}
