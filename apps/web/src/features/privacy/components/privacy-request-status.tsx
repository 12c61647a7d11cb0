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
    <Group gap={4} wrap="nowrap">
      <Badge radius="sm" color={COLORS[request.status]} variant="light" tt="none">
        {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
      </Badge>
      {request.overdue && (
        <Badge radius="sm" color="red" variant="filled" tt="none">
          Atrasada
        </Badge>
      )}
    </Group>
  );
}
