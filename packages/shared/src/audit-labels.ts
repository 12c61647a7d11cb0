// The one pt-BR label table for the audit log: every action and subject the server writes, and the
// sentence an entry reads as ('Maria Souza visualizou o eleitor João da Silva'). The server's `audit()`
// only accepts the keys below, and a test scans the server's writes, so no raw code reaches the screen.

type Gender = 'm' | 'f';

interface SubjectWords {
  /** The filter's label ('Eleitor'). */
  label: string;
  /** The noun inside a sentence ('eleitor'). */
  noun: string;
  gender: Gender;
}

export const AUDIT_SUBJECTS = {
  citizen: { label: 'Eleitor', noun: 'eleitor', gender: 'm' },
  user: { label: 'Usuário', noun: 'usuário', gender: 'm' },
  organization: { label: 'Gabinete', noun: 'gabinete', gender: 'm' },
  tag: { label: 'Tag', noun: 'tag', gender: 'f' },
  tag_category: { label: 'Categoria de tags', noun: 'categoria de tags', gender: 'f' },
  import: { label: 'Importação', noun: 'planilha', gender: 'f' },
  export: { label: 'Exportação', noun: 'exportação', gender: 'f' },
  privacy_request: { label: 'Solicitação LGPD', noun: 'solicitação LGPD', gender: 'f' },
  demand: { label: 'Demanda', noun: 'demanda', gender: 'f' },
  demand_status: { label: 'Situação de demanda', noun: 'situação de demanda', gender: 'f' },
  occurrence: { label: 'Atendimento', noun: 'atendimento', gender: 'm' },
  task: { label: 'Tarefa', noun: 'tarefa', gender: 'f' },
  event: { label: 'Evento da agenda', noun: 'evento', gender: 'm' },
  event_category: { label: 'Categoria da agenda', noun: 'categoria da agenda', gender: 'f' },
  area: { label: 'Área', noun: 'área', gender: 'f' },
  social_link: { label: 'Link social', noun: 'link social', gender: 'm' },
  authority: { label: 'Autoridade', noun: 'contato de autoridade', gender: 'm' },
  document: { label: 'Documento', noun: 'documento', gender: 'm' },
  document_template: { label: 'Modelo de documento', noun: 'modelo de documento', gender: 'm' },
  law: { label: 'Lei ou proposição', noun: 'proposição', gender: 'f' },
  law_type: { label: 'Tipo de proposição', noun: 'tipo de proposição', gender: 'm' },
  amendment: { label: 'Emenda', noun: 'emenda', gender: 'f' },
  amendment_import: { label: 'Importação de emendas', noun: 'importação de emendas', gender: 'f' },
  institution: { label: 'Instituição', noun: 'instituição', gender: 'f' },
  sms: { label: 'SMS', noun: 'SMS', gender: 'm' },
  sms_settings: { label: 'Configurações de SMS', noun: 'configuração de SMS', gender: 'f' },
  ai_settings: { label: 'Configuração de IA', noun: 'configuração de IA', gender: 'f' },
  greeting_settings: {
    label: 'Felicitações automáticas',
    noun: 'configuração das felicitações',
    gender: 'f',
  },
  demand_status_message: { label: 'Aviso de situação ao cidadão', noun: 'aviso de situação', gender: 'm' },
  campaign: { label: 'Campanha', noun: 'campanha', gender: 'f' },
  messaging_settings: { label: 'Janela de envio', noun: 'janela de envio', gender: 'f' },
  suppression: { label: 'Lista de supressão', noun: 'contato da lista de supressão', gender: 'm' },
  whatsapp_template: { label: 'Modelo de WhatsApp', noun: 'modelo de mensagem do WhatsApp', gender: 'm' },
} as const satisfies Record<string, SubjectWords>;

/** Each action's filter label; its verb in a sentence is the label in lower case. */
export const AUDIT_ACTIONS = {
  view: 'Visualizou',
  create: 'Criou',
  update: 'Alterou',
  status: 'Mudou a situação',
  delete: 'Excluiu',
  restore: 'Restaurou',
  merge: 'Mesclou',
  export: 'Exportou',
  export_download: 'Baixou',
  import: 'Importou',
  anonymize: 'Anonimizou',
  consent: 'Registrou consentimento',
  invite: 'Convidou',
  password_set: 'Definiu a senha',
  register: 'Criou a conta',
  suspend: 'Suspendeu',
  reactivate: 'Reativou',
  reorder: 'Reordenou',
  bulk_tag: 'Aplicou tags em lote',
  bulk_untag: 'Removeu tags em lote',
  reset_voters: 'Removeu os eleitores de um usuário',
  restore_voters: 'Restaurou eleitores removidos em lote',
  reset_demands: 'Removeu as demandas de um usuário',
  restore_demands: 'Restaurou demandas removidas em lote',
  reset_occurrences: 'Removeu os atendimentos de um usuário',
  restore_occurrences: 'Restaurou atendimentos removidos em lote',
  emit: 'Emitiu',
  correct: 'Corrigiu',
  send: 'Enviou por e-mail',
  reply: 'Registrou resposta',
  send_sms: 'Enviou SMS',
  pause: 'Pausou',
  resume: 'Retomou',
  cancel: 'Cancelou',
} as const satisfies Record<string, string>;

export type AuditSubject = keyof typeof AUDIT_SUBJECTS;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The filters' options: subject → label, action → label. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(AUDIT_SUBJECTS).map(([key, words]) => [key, words.label]),
);
export const AUDIT_ACTION_LABELS: Record<string, string> = AUDIT_ACTIONS;

export const isAuditSubject = (value: string): value is AuditSubject => Object.hasOwn(AUDIT_SUBJECTS, value);
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

export interface AuditSentenceInput {
  action: string;
  entity: string;
  entityName: string | null;
  user: { name: string } | null;
  data?: unknown;
}

const ARTICLES = { m: ['o', 'um', 'do'], f: ['a', 'uma', 'da'] } as const;

/** 'o eleitor João', 'um eleitor' (no name), 'do eleitor João' (after 'de'). */
function nounPhrase(entity: string, name: string | null, form: 'the' | 'of' = 'the'): string {
  const words: SubjectWords = isAuditSubject(entity)
    ? AUDIT_SUBJECTS[entity]
    : { label: 'registro', noun: 'registro', gender: 'm' };
  const [the, a, of] = ARTICLES[words.gender];
  if (form === 'of') return `${of} ${words.noun}${name ? ` ${name}` : ''}`;
  return name ? `${the} ${words.noun} ${name}` : `${a} ${words.noun}`;
}

const someone = (name: string | null) => name ?? 'um usuário';
const dataCount = (data: unknown, key: string): number | null => {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
};

/** Actions (or action + subject pairs) whose natural sentence is not 'verb + record'. */
const PHRASES: Partial<
  Record<AuditAction, (name: string | null, entity: string, data: unknown) => string | null>
> = {
  status: (name, entity) => `mudou a situação ${nounPhrase(entity, name, 'of')}`,
  consent: (name) => `registrou o consentimento de ${name ?? 'um eleitor'}`,
  send_sms: (name) => `enviou um SMS a ${name ?? 'um eleitor'}`,
  import: (name, entity) =>
    entity === 'import' ? `importou ${name ? `a planilha ${name}` : 'uma planilha'}` : null,
  export: (name, entity) =>
    entity === 'citizen'
      ? `exportou os dados de ${name ?? 'um eleitor'}`
      : entity === 'export'
        ? `exportou uma lista de eleitores${name ? ` (${name})` : ''}`
        : null,
  export_download: (name) => `baixou o arquivo de uma exportação${name ? ` (${name})` : ''}`,
  create: (name, entity) =>
    entity === 'privacy_request' ? `registrou uma solicitação LGPD${name ? ` de ${name}` : ''}` : null,
  update: (name, entity) =>
    entity === 'privacy_request'
      ? `alterou a solicitação LGPD${name ? ` de ${name}` : ''}`
      : entity === 'organization'
        ? 'alterou os dados do gabinete'
        : null,
  merge: (name, entity) =>
    entity === 'citizen' ? `mesclou um cadastro duplicado no eleitor${name ? ` ${name}` : ''}` : null,
  password_set: (name) => `definiu a senha ${nounPhrase('user', name, 'of')}`,
  register: (name) => `criou a conta ${nounPhrase('organization', name, 'of')}`,
  reorder: (_name, entity) => (entity === 'demand_status' ? 'reordenou as situações de demanda' : null),
  bulk_tag: (_name, _entity, data) => {
    const n = dataCount(data, 'affected');
    return `aplicou tags em ${n === null ? 'eleitores' : n === 1 ? '1 eleitor' : `${n} eleitores`}`;
  },
  bulk_untag: (_name, _entity, data) => {
    const n = dataCount(data, 'affected');
    return `removeu tags de ${n === null ? 'eleitores' : n === 1 ? '1 eleitor' : `${n} eleitores`}`;
  },
  reset_voters: (name) => `removeu os eleitores cadastrados por ${someone(name)}`,
  reset_demands: (name) => `removeu as demandas cadastradas por ${someone(name)}`,
  reset_occurrences: (name) => `removeu os atendimentos cadastrados por ${someone(name)}`,
  restore_voters: () => 'restaurou eleitores removidos em lote',
  restore_demands: () => 'restaurou demandas removidas em lote',
  restore_occurrences: () => 'restaurou atendimentos removidos em lote',
};

/** One audit entry as a pt-BR sentence: 'Maria Souza visualizou o eleitor João da Silva'. */
export function auditSentence(entry: AuditSentenceInput): string {
  const who = entry.user?.name ?? 'O sistema';
  const phrase = isAuditAction(entry.action) ? PHRASES[entry.action] : undefined;
  const special = phrase?.(entry.entityName, entry.entity, entry.data ?? null);
  if (special) return `${who} ${special}`;
  const verb = isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action].toLowerCase() : 'registrou';
  return `${who} ${verb} ${nounPhrase(entry.entity, entry.entityName)}`;
}
