// Documentos: ofícios, memorandos, requerimentos, indicações, moções and projetos written in the padrão ofício
// (DOMAIN-NOTES §2): drafts from office templates with merge fields, 'Emitir' hands out the number (per office,
// kind and year), emitted documents are frozen (corrections are new versions), PDF, e-mail, replies, reminders.
import { z } from 'zod';
import { fillMergeFields, unknownMergeFields } from './merge-fields.ts';
import { CitizenRefSchema, VersionSchema } from './casework.contract.ts';
import {
  clearable,
  DateOnlySchema,
  EmailSchema,
  IdSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  singleLine,
  sortSchema,
} from './common.contract.ts';

export const DOCUMENT_KINDS = [
  'oficio',
  'memorando',
  'requerimento',
  'indicacao',
  'mocao',
  'projeto',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  oficio: 'Ofício',
  memorando: 'Memorando / CI',
  requerimento: 'Requerimento',
  indicacao: 'Indicação',
  mocao: 'Moção',
  projeto: 'Projeto',
};
/** The type in capitals at the head of the identificação ('OFÍCIO Nº 12/2026/…'). */
export const DOCUMENT_KIND_HEADINGS: Record<DocumentKind, string> = {
  oficio: 'OFÍCIO',
  memorando: 'MEMORANDO',
  requerimento: 'REQUERIMENTO',
  indicacao: 'INDICAÇÃO',
  mocao: 'MOÇÃO',
  projeto: 'PROJETO',
};
/** Days until a reply is due, per kind, unless the office changes them (null: no reminder). */
export const DEFAULT_REPLY_DAYS: Record<DocumentKind, number | null> = {
  oficio: 30,
  memorando: null,
  requerimento: 30,
  indicacao: 30,
  mocao: null,
  projeto: null,
};
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { error: 'Escolha o tipo de documento' });

export const DOCUMENT_STATUSES = ['rascunho', 'emitido', 'respondido'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  rascunho: 'Rascunho',
  emitido: 'Emitido',
  respondido: 'Respondido',
};
export const DOCUMENT_STATUS_COLORS: Record<DocumentStatus, string> = {
  rascunho: 'gray',
  emitido: 'blue',
  respondido: 'green',
};

// Padrão ofício texts ------------------------------------------------------------------------------------

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '1º de dezembro de 2026' for 'aaaa-mm-dd': ordinal only for the 1st, no leading zero, month lower-case. */
export function dateExtenso(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d === 1 ? '1º' : d} de ${MONTHS[m - 1]} de ${y}`;
}

/** The local e data line: 'Campinas, 1º de dezembro de 2026.' (city without UF). */
export const placeAndDate = (city: string, day: string) => `${city}, ${dateExtenso(day)}.`;

/** 'OFÍCIO Nº 12/2026/GAB-VER-HELENA/CMC': type, number/year (4 digits) and the issuer's siglas. */
export function documentIdentifier(kind: DocumentKind, number: number, year: number, issuer: string): string {
  const tail = issuer.trim() ? `/${issuer.trim()}` : '';
  return `${DOCUMENT_KIND_HEADINGS[kind]} Nº ${number}/${year}${tail}`;
}

// Merge fields -------------------------------------------------------------------------------------------

/** The fields a template may use, with what each one is; anything else is refused. */
export const DOCUMENT_MERGE_FIELDS = {
  'hoje.extenso': 'Data de hoje por extenso (1º de dezembro de 2026)',
  'hoje.data': 'Data de hoje (dd/mm/aaaa)',
  'gabinete.nome': 'Nome do gabinete',
  'gabinete.municipio': 'Município do gabinete',
  'parlamentar.nome': 'Nome do parlamentar',
  'parlamentar.cargo': 'Cargo do parlamentar',
  'autoridade.nome': 'Nome da autoridade destinatária',
  'autoridade.cargo': 'Cargo da autoridade',
  'autoridade.orgao': 'Órgão ou instituição da autoridade',
  'autoridade.tratamento': 'Pronome de tratamento (Vossa Excelência)',
  'autoridade.abreviatura': 'Abreviatura do tratamento (V. Exa.)',
  'autoridade.vocativo': 'Vocativo (Senhor Prefeito,)',
  'cidadao.nome': 'Nome do eleitor (só quando incluído)',
  'cidadao.bairro': 'Bairro do eleitor',
  'demanda.protocolo': 'Protocolo da demanda (2026/0142)',
  'demanda.titulo': 'Título da demanda',
  'demanda.descricao': 'Descrição da demanda',
  'demanda.endereco': 'Endereço da demanda',
  'atendimento.assunto': 'Assunto do atendimento',
  'atendimento.descricao': 'Descrição do atendimento',
  'emenda.numero': 'Emenda (Emenda nº 0006/2026)',
  'emenda.objeto': 'Objeto da emenda',
  'emenda.valor': 'Valor indicado da emenda (R$ 250.000,00)',
  'emenda.autor': 'Autor da emenda',
  'emenda.municipio': 'Município da emenda',
  'emenda.beneficiario': 'Beneficiário da emenda',
} as const;
export type DocumentMergeField = keyof typeof DOCUMENT_MERGE_FIELDS;
export const isDocumentMergeField = (name: string): name is DocumentMergeField =>
  Object.hasOwn(DOCUMENT_MERGE_FIELDS, name);

/** The {{…}} names a text uses that are not merge fields. */
export const unknownDocumentMergeFields = (text: string): string[] =>
  unknownMergeFields(text, isDocumentMergeField);

/**
 * Fills {{campo}} with its value (escaped for HTML when `html`), an empty value for a known field without
 * data; unknown fields are left as written so the preview can point at them.
 */
export function fillDocumentMergeFields(
  text: string,
  values: Partial<Record<DocumentMergeField, string | null>>,
  html: boolean,
): string {
  const escape = (v: string) =>
    html ? v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : v;
  return fillMergeFields(text, values, isDocumentMergeField, escape);
}

// Records ------------------------------------------------------------------------------------------------

/** Most a body may hold once cleaned (about 50 pages of text). */
export const DOCUMENT_BODY_MAX = 200_000;

const Ref = z.object({ _id: z.string(), name: z.string() });
const DemandRef = z.object({ _id: z.string(), protocol: z.string(), title: z.string() });
const OccurrenceRef = z.object({ _id: z.string(), subject: z.string() });
const AmendmentRef = z.object({ _id: z.string(), label: z.string() });

export const RecipientSchema = z.object({
  name: z.string(),
  cargo: z.string(),
  organ: z.string(),
  addressing: z.string(),
  vocativo: z.string(),
  closing: z.string(),
  street: z.string(),
  cityLine: z.string(),
  email: z.string(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

export const DocumentReplySchema = z.object({
  _id: z.string(),
  receivedOn: z.string(),
  text: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  createdBy: Ref.nullable(),
  createdAt: z.string(),
});
export type DocumentReply = z.infer<typeof DocumentReplySchema>;

export const DocumentSendSchema = z.object({
  _id: z.string(),
  to: z.string(),
  revision: z.number().int(),
  sentBy: Ref.nullable(),
  sentAt: z.string(),
});

export const DocumentVersionSchema = z.object({
  revision: z.number().int(),
  reason: z.string().nullable(),
  subject: z.string(),
  createdBy: Ref.nullable(),
  createdAt: z.string(),
});

/** What the padrão ofício prints, in order; the preview and the PDF lay out the same fields. */
export const DocumentLayoutSchema = z.object({
  officeName: z.string(),
  officeSubtitle: z.string(),
  logoUrl: z.string().nullable(),
  identifier: z.string(),
  placeDate: z.string(),
  recipient: RecipientSchema,
  subject: z.string(),
  bodyHtml: z.string(),
  signerName: z.string(),
  signerCargo: z.string(),
});
export type DocumentLayout = z.infer<typeof DocumentLayoutSchema>;

export const DocumentSchema = z.object({
  _id: z.string(),
  kind: DocumentKindSchema,
  status: z.enum(DOCUMENT_STATUSES),
  number: z.number().int().nullable(),
  year: z.number().int().nullable(),
  /** 'OFÍCIO Nº 12/2026/GAB…' once emitted; 'OFÍCIO Nº ___/2026/GAB…' on a draft. */
  identifier: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  authority: Ref.nullable(),
  recipient: RecipientSchema,
  signerName: z.string(),
  signerCargo: z.string(),
  demand: DemandRef.nullable(),
  citizen: CitizenRefSchema.nullable(),
  occurrence: OccurrenceRef.nullable(),
  /** The emenda it was written for. */
  amendment: AmendmentRef.nullable(),
  /** The day printed in the local e data line ('aaaa-mm-dd'): emission day, today on a draft. */
  documentDate: z.string(),
  emittedAt: z.string().nullable(),
  replyDueDate: z.string().nullable(),
  /** Emitted, no reply and the reply date has passed (office time zone). */
  overdue: z.boolean(),
  revision: z.number().int(),
  version: z.number().int(),
  layout: DocumentLayoutSchema,
  replies: z.array(DocumentReplySchema),
  sends: z.array(DocumentSendSchema),
  versions: z.array(DocumentVersionSchema),
  /** Merge fields a template left unfilled because they do not exist ({{autoridade.apelido}}). */
  unknownFields: z.array(z.string()),
  createdBy: Ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

const recipientFields = RecipientSchema.extend({
  name: singleLine().max(160),
  cargo: singleLine().max(160),
  organ: singleLine().max(200),
  addressing: singleLine().max(200),
  vocativo: singleLine().max(200),
  closing: singleLine().max(80),
  street: singleLine().max(200),
  cityLine: singleLine().max(200),
  email: z.union([EmailSchema, z.literal('')]),
}).partial();

const bodyHtml = z.string().max(DOCUMENT_BODY_MAX * 2, 'O texto passa do limite de 200 mil caracteres');

/** POST /api/documents: a draft, blank or from the office's template for the kind, filled from its links. */
export const CreateDocumentInputSchema = z.object({
  kind: DocumentKindSchema,
  templateId: IdSchema.nullable().optional(),
  authorityId: IdSchema.nullable().optional(),
  demandId: IdSchema.nullable().optional(),
  citizenId: IdSchema.nullable().optional(),
  occurrenceId: IdSchema.nullable().optional(),
  amendmentId: IdSchema.nullable().optional(),
  /** The citizen's name goes into the text only when the person chooses so (LGPD). */
  includeCitizenName: z.boolean().default(false),
  subject: singleLine().max(300).optional(),
  bodyHtml: bodyHtml.optional(),
});
export type CreateDocumentInput = z.infer<typeof CreateDocumentInputSchema>;

/** PUT /api/documents/{id}: a draft's fields, with the version read (emitted ones answer 409). */
export const UpdateDocumentInputSchema = z.object({
  version: VersionSchema,
  subject: singleLine().max(300, 'No máximo 300 caracteres').optional(),
  bodyHtml: bodyHtml.optional(),
  authorityId: IdSchema.nullable().optional(),
  recipient: recipientFields.optional(),
  signerName: singleLine().max(160).optional(),
  signerCargo: singleLine().max(160).optional(),
  replyDueDate: DateOnlySchema.nullable().optional(),
});
export type UpdateDocumentInput = z.infer<typeof UpdateDocumentInputSchema>;

/** POST /api/documents/{id}/corrections: a new version of an emitted document, same number, with a reason. */
export const CorrectDocumentInputSchema = UpdateDocumentInputSchema.omit({ replyDueDate: true }).extend({
  reason: singleLine().min(3, 'Diga o motivo da correção').max(300),
});
export type CorrectDocumentInput = z.infer<typeof CorrectDocumentInputSchema>;

export const EmitDocumentInputSchema = z.object({ version: VersionSchema });

export const SendDocumentInputSchema = z.object({
  to: EmailSchema,
  message: clearable(2_000),
});

export const ReminderInputSchema = z.object({ replyDueDate: DateOnlySchema.nullable() });

/** The reply form (multipart: these fields and an optional "file"). */
export const DocumentReplyInputSchema = z.object({
  receivedOn: DateOnlySchema,
  text: clearable(20_000),
});
export const DOCUMENT_REPLY_MAX_BYTES = 10 * 1024 * 1024;

export const DocumentListItemSchema = DocumentSchema.pick({
  _id: true,
  kind: true,
  status: true,
  identifier: true,
  number: true,
  year: true,
  subject: true,
  authority: true,
  demand: true,
  citizen: true,
  emittedAt: true,
  replyDueDate: true,
  overdue: true,
  updatedAt: true,
}).extend({ recipientName: z.string() });
export type DocumentListItem = z.infer<typeof DocumentListItemSchema>;

export const DocumentListSchema = z.object({
  documents: z.array(DocumentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const DOCUMENT_SORT_COLUMNS = ['updatedAt', 'emittedAt', 'replyDueDate', 'number'] as const;
export const ListDocumentsQuerySchema = PageQuerySchema.extend({
  kind: DocumentKindSchema.optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  /** 'Aguardando resposta': emitted, with a reply date, no reply yet. */
  awaiting: QueryBooleanSchema.optional(),
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  demandId: IdSchema.optional(),
  citizenId: IdSchema.optional(),
  authorityId: IdSchema.optional(),
  occurrenceId: IdSchema.optional(),
  amendmentId: IdSchema.optional(),
  sort: sortSchema(DOCUMENT_SORT_COLUMNS, '-updatedAt' as never),
});
export type ListDocumentsQuery = z.infer<typeof ListDocumentsQuerySchema>;

// Templates and settings ---------------------------------------------------------------------------------

export const DocumentTemplateSchema = z.object({
  _id: z.string(),
  kind: DocumentKindSchema,
  name: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplateSchema>;

export const DocumentTemplateInputSchema = z.object({
  kind: DocumentKindSchema,
  name: singleLine().min(2, 'Informe o nome do modelo').max(120),
  subject: singleLine().max(300).default(''),
  bodyHtml,
  isDefault: z.boolean().default(false),
});
export type DocumentTemplateInput = z.infer<typeof DocumentTemplateInputSchema>;
export const UpdateDocumentTemplateInputSchema = DocumentTemplateInputSchema.partial().extend({
  subject: singleLine().max(300).optional(),
  isDefault: z.boolean().optional(),
});

export const DocumentTemplateListSchema = z.object({
  templates: z.array(DocumentTemplateSchema),
  fields: z.array(z.object({ name: z.string(), description: z.string() })),
});

export const DocumentSettingsSchema = z.object({
  /** The issuing units' siglas, lowest to highest ('GAB-VER-HELENA/CMC'). */
  issuer: z.string(),
  city: z.string(),
  signerName: z.string(),
  signerCargo: z.string(),
  replyDays: z.record(DocumentKindSchema, z.number().int().nullable()),
});
export type DocumentSettings = z.infer<typeof DocumentSettingsSchema>;

export const DocumentSettingsInputSchema = z.object({
  issuer: singleLine().max(80).optional(),
  city: singleLine().max(120).optional(),
  signerName: singleLine().max(160).optional(),
  signerCargo: singleLine().max(160).optional(),
  replyDays: z.partialRecord(DocumentKindSchema, z.number().int().min(1).max(365).nullable()).optional(),
});

export const DOCUMENT_ERRORS = {
  DOCUMENT_NOT_FOUND: 'Documento não encontrado.',
  DOCUMENT_TEMPLATE_NOT_FOUND: 'Modelo de documento não encontrado.',
  DOCUMENT_EMITTED:
    'Este documento já foi emitido e não pode ser editado. Faça uma correção: ela cria uma nova versão com o mesmo número.',
  DOCUMENT_NOT_EMITTED: 'Emita o documento antes de gerar o PDF final, enviar ou registrar resposta.',
  DOCUMENT_ALREADY_EMITTED: 'Este documento já foi emitido.',
  DOCUMENT_INCOMPLETE: 'Preencha o assunto, o texto e o destinatário antes de emitir.',
  DOCUMENT_BODY_TOO_LARGE: 'O texto do documento passa do limite de 200 mil caracteres.',
  DOCUMENT_FIELD_UNKNOWN: 'O modelo usa um campo desconhecido.',
  DOCUMENT_REPLY_TOO_LARGE: 'O arquivo da resposta passa do limite de 10 MB.',
  DOCUMENT_REPLY_TYPE: 'Tipo de arquivo não aceito.',
  DOCUMENT_REPLY_NOT_FOUND: 'Resposta não encontrada.',
  DOCUMENT_DELETE_EMITTED: 'Documentos emitidos não podem ser excluídos: o número já foi usado.',
} as const;
