// One audit entry as a pt-BR sentence (the shared label table builds it) and the link to its record.
export { auditSentence, type AuditSentenceInput } from '@gabinete/shared';

/** The app page of the audited record, when there is one. */
export function auditLink(entity: string, entityId: string | null): string | null {
  if (!entityId) return null;
  if (entity === 'citizen') return `/eleitores/${entityId}`;
  if (entity === 'user') return `/usuarios/${entityId}`;
  if (entity === 'import') return `/importacoes/${entityId}`;
  return null;
}
