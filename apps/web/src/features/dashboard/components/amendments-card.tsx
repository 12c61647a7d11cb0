// Emendas por situação: this year's indicado vs pago, then each status with its count and values; each
// row opens the emendas list in that status.
import { Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  AMENDMENT_STATUSES,
  AMENDMENT_STATUS_LABELS,
  formatBrl,
  type AmendmentStatus,
  type DashboardAmendments,
} from '@gabinete/shared';
import { IconReportMoney } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AmendmentStatusBadge } from '../../amendments/components/amendment-badges.tsx';
import { DashboardCard } from './dashboard-card.tsx';

export function AmendmentsCard({
  amendments,
  loading,
}: {
  amendments: DashboardAmendments | undefined;
  loading: boolean;
}) {
  const rows = AMENDMENT_STATUSES.map((s) => amendments?.byStatus.find((r) => r.status === s)).filter(
    (r): r is DashboardAmendments['byStatus'][number] => !!r && r.count > 0,
  );
  return (
    <DashboardCard
      title="Emendas por situação"
      icon={<IconReportMoney size={18} />}
      color="teal"
      link={{ to: '/emendas', label: 'Ver emendas' }}
      loading={loading}
      skeletonHeight={260}
    >
      {amendments && (
        <Stack gap="sm">
          <SimpleGrid cols={2} aria-label={`Emendas de ${amendments.year}`}>
            <div>
              <Text size="xs" c="dimmed">
                Indicado em {amendments.year}
              </Text>
              <Text fw={700}>{formatBrl(amendments.yearIndicated)}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Pago em {amendments.year}
              </Text>
              <Text fw={700}>{formatBrl(amendments.yearPaid)}</Text>
            </div>
          </SimpleGrid>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              Nenhuma emenda registrada ainda.
            </Text>
          )}
          {rows.map((r) => (
            <UnstyledButton
              key={r.status}
              component={Link}
              to={`/emendas?status=${r.status}`}
              className="dash-row-link"
              aria-label={`${AMENDMENT_STATUS_LABELS[r.status as AmendmentStatus]}: ${r.count} emendas, indicado ${formatBrl(r.indicated)}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <AmendmentStatusBadge status={r.status as AmendmentStatus} />
                  <Text size="sm">{r.count}</Text>
                </Group>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatBrl(r.indicated)}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
