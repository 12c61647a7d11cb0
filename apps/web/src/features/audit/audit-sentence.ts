// One audit entry as a pt-BR sentence: 'Maria Souza visualizou o eleitor João da Silva'.
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@gabinete/shared';

export interface AuditSentenceInput {
  action: string;
  entity: string;
  entityName: string | null;
  user: { name: string } | null;
}

/** How each kind of record is named after the verb ('o eleitor', 'a tag'), with its name when known. */
const NOUNS: Record<string, [withName: string, withoutName: string]> = {
  citizen: ['o eleitor', 'um eleitor'],
  user: ['o usuário', 'um usuário'],
  organization: ['os dados do gabinete', 'os dados do gabinete'],
  tag: ['a tag', 'uma tag'],
  tag_category: ['a categoria de tags', 'uma categoria de tags'],
  import: ['a planilha', 'uma planilha'],
  export: ['a exportação', 'uma exportação'],
  privacy_request: ['a solicitação LGPD de', 'uma solicitação LGPD'],
};

/** Actions whose natural sentence is not 'verb + record'. */
const PHRASES: Record<string, (name: string | null, entity: string) => string | null> = {
  reset_voters: (name) => `removeu os eleitores cadastrados por ${name ?? 'um usuário'}`,
  consent: (name) => `registrou o consentimento de ${name ?? 'um eleitor'}`,
  import: (name, entity) =>
    entity === 'import' ? `importou ${name ? `a planilha ${name}` : 'uma planilha'}` : null,
  export: (name, entity) =>
    entity === 'citizen'
      ? `exportou os dados de ${name ?? 'um eleitor'}`
      : entity === 'export'
        ? `exportou uma lista de eleitores${name ? ` (${name})` : ''}`
        : null,
  create: (name, entity) =>
    entity === 'privacy_request' ? `registrou uma solicitação LGPD${name ? ` de ${name}` : ''}` : null,
};

export function auditSentence(entry: AuditSentenceInput): string {
  const who = entry.user?.name ?? 'O sistema';
  const special = PHRASES[entry.action]?.(entry.entityName, entry.entity);
  if (special) return `${who} ${special}`;
  const verb = (AUDIT_ACTION_LABELS[entry.action] ?? entry.action).toLowerCase();
  const [withName, withoutName] = NOUNS[entry.entity] ?? [
    (AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity).toLowerCase(),
    (AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity).toLowerCase(),
  ];
  if (entry.entity === 'organization') return `${who} ${verb} ${withName}`;
  return `${who} ${verb} ${entry.entityName ? `${withName} ${entry.entityName}` : withoutName}`;
}

/** The app page of the audited record, when there is one. */
export function auditLink(entity: string, entityId: string | null): string | null {
  if (!entityId) return null;
  if (entity === 'citizen') return `/eleitores/${entityId}`;
  if (entity === 'user') return `/usuarios/${entityId}`;
  if (entity === 'import') return `/importacoes/${entityId}`;
  return null;
}
