// Status of an export; a ready one past its expiry reads 'Expirada' even before the server sweeps it.
import { Badge, Loader } from '@mantine/core';
import { EXPORT_STATUS_LABELS, type Export } from '@gabinete/shared';

const COLORS: Record<Export['status'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  expired: 'gray',
};

export function effectiveExportStatus(exp: Pick<Export, 'status' | 'expiresAt'>, now = Date.now()) {
  if (exp.status === 'completed' && exp.expiresAt && new Date(exp.expiresAt).getTime() <= now)
    return 'expired';
  return exp.status;
}

export function ExportStatusBadge({ exp }: { exp: Pick<Export, 'status' | 'expiresAt'> }) {
  const status = effectiveExportStatus(exp);
  return (
    <Badge
      tt="none"
      radius="sm"
      color={COLORS[status]}
      variant={status === 'expired' ? 'outline' : 'light'}
      leftSection={status === 'running' ? <Loader size={10} color="blue" /> : undefined}
    >
      {EXPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
