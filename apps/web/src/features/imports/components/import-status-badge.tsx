// Status of an import in pt-BR, coloured, with a spinner while it runs.
import { Badge, Loader } from '@mantine/core';
import { IMPORT_STATUS_LABELS, type Import } from '@gabinete/shared';

const COLORS: Record<Import['status'], string> = {
  uploaded: 'gray',
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'orange',
};

export function ImportStatusBadge({ status }: { status: Import['status'] }) {
  return (
    <Badge
      tt="none"
      radius="sm"
      color={COLORS[status]}
      variant="light"
      leftSection={status === 'running' ? <Loader size={10} color="blue" /> : undefined}
    >
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
