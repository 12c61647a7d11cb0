// Status badge of a titular request, plus 'Atrasada' when the deadline passed without an answer.
import { Badge, Group } from '@mantine/core';
import { PRIVACY_REQUEST_STATUS_LABELS } from '@gabinete/shared';
import type { PrivacyRequest } from '../api/privacy.api.ts';

const COLORS: Record<PrivacyRequest['status'], string> = {
  aberta: 'blue',
  em_andamento: 'yellow',
  concluida: 'green',
  recusada: 'gray',
};

export function PrivacyRequestStatus({ request }: { request: Pick<PrivacyRequest, 'status' | 'overdue'> }) {
  return (
    // Badges never shrink (a narrow column showed 'Abe…' and 'Atras…'): the second one wraps instead.
    <Group gap={4} wrap="wrap" data-testid="privacy-request-status">
      <Badge radius="sm" color={COLORS[request.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
      </Badge>
      {request.overdue && (
        <Badge radius="sm" color="red" variant="filled" tt="none" style={{ flexShrink: 0 }}>
          Atrasada
        </Badge>
      )}
    </Group>
  );
}
