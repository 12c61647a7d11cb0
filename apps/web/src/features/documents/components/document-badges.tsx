// Situação of a document (rascunho, emitido, respondido) and the 'sem resposta no prazo' mark.
import { Badge } from '@mantine/core';
import { DOCUMENT_STATUS_COLORS, DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@gabinete/shared';

export function DocumentStatusBadge({ status, overdue }: { status: DocumentStatus; overdue?: boolean }) {
  if (overdue)
    return (
      <Badge color="red" variant="light">
        Sem resposta no prazo
      </Badge>
    );
  return (
    <Badge color={DOCUMENT_STATUS_COLORS[status]} variant="light">
      {status === 'emitido' ? 'Aguardando resposta' : DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
