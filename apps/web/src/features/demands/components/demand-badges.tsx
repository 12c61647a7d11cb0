// The badges demandas carry everywhere: situação (status colour), prioridade, and the red 'Vencida'.
import { Badge, type MantineSize } from '@mantine/core';
import { PRIORITY_COLORS, PRIORITY_LABELS, type Priority } from '@gabinete/shared';
import { IconAlarm } from '@tabler/icons-react';

export function StatusBadge({
  status,
  size = 'sm',
  wrap = false,
}: {
  status: { name: string; color: string };
  size?: MantineSize;
  /** In narrow table cells long names ('Encaminhado para a prestadora de serviços') wrap instead of being cut. */
  wrap?: boolean;
}) {
  return (
    <Badge
      color={status.color}
      variant="light"
      radius="sm"
      size={size}
      tt="none"
      style={{ maxWidth: '100%' }}
      styles={
        wrap
          ? {
              root: { height: 'auto', paddingBlock: 3 },
              label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
            }
          : undefined
      }
    >
      {status.name}
    </Badge>
  );
}

export function PriorityBadge({ priority, size = 'sm' }: { priority: Priority; size?: MantineSize }) {
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant={priority === 'urgente' ? 'filled' : 'outline'}
      radius="sm"
      size={size}
      tt="none"
    >
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}

export function OverdueBadge({ size = 'sm' }: { size?: MantineSize }) {
  return (
    <Badge
      color="red"
      variant="filled"
      radius="sm"
      size={size}
      tt="none"
      leftSection={<IconAlarm size={12} />}
    >
      Vencida
    </Badge>
  );
}
