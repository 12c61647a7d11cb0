// The emenda's situação as a badge (our status colours) and its value as 'R$ 1.234,56'.
import { Badge, type MantineSize } from '@mantine/core';
import { AMENDMENT_STATUS_COLORS, AMENDMENT_STATUS_LABELS, type AmendmentStatus } from '@gabinete/shared';

export function AmendmentStatusBadge({
  status,
  size = 'sm',
}: {
  status: AmendmentStatus;
  size?: MantineSize;
}) {
  return (
    <Badge
      color={AMENDMENT_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      size={size}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {AMENDMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
