// Instituições (issue 17): prefeituras, secretarias, hospitais, escolas, associações, OSCs — the
// beneficiários of the emendas and the 'instituição' of a demanda. The CNPJ is checked and once per office.
import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from './br-documents.ts';
import { VersionSchema } from './casework.contract.ts';
import {
  clearable,
  EmailSchema,
  PageQuerySchema,
  QueryBooleanSchema,
  singleLine,
  sortSchema,
  UfSchema,
} from './common.contract.ts';
import { csvEnumSchema } from './occurrences.contract.ts';

export const INSTITUTION_KINDS = [
  'prefeitura',
  'secretaria',
  'camara',
  'governo_estadual',
  'orgao_federal',
  'hospital',
  'escola',
  'universidade',
  'associacao',
  'osc',
  'fundo',
  'consorcio',
  'outro',
] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];
export const INSTITUTION_KIND_LABELS: Record<InstitutionKind, string> = {
  prefeitura: 'Prefeitura',
  secretaria: 'Secretaria',
  camara: 'Câmara municipal',
  governo_estadual: 'Governo estadual',
  orgao_federal: 'Órgão federal',
  hospital: 'Hospital / saúde',
  escola: 'Escola',
  universidade: 'Universidade',
  associacao: 'Associação',
  osc: 'OSC',
  fundo: 'Fundo (saúde, assistência…)',
  consorcio: 'Consórcio',
  outro: 'Outro',
};
export const InstitutionKindSchema = z.enum(INSTITUTION_KINDS, { error: 'Escolha um tipo da lista' });

/** A CNPJ as typed ('11.222.333/0001-81'), stored as its 14 characters; '' clears it. */
export const CnpjSchema = z
  .string()
  .trim()
  .transform((v) => normalizeCnpj(v))
  .refine((v) => v === '' || isValidCnpj(v), 'CNPJ inválido: confira os dígitos')
  .transform((v) => (v === '' ? null : v));

export const InstitutionRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  cnpj: z.string().nullable(),
});
export type InstitutionRef = z.infer<typeof InstitutionRefSchema>;

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const InstitutionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  cnpj: z.string().nullable(),
  kind: InstitutionKindSchema,
  cep: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** E.164 or as typed when it is not a Brazilian number. */
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  website: z.string().nullable(),
  /** Who answers for it there (a name, not a user of the office). */
  contactName: z.string().nullable(),
  notes: z.string().nullable(),
  amendmentCount: z.number().int(),
  demandCount: z.number().int(),
  version: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Institution = z.infer<typeof InstitutionSchema>;

const institutionFields = {
  name: singleLine().min(2, 'Informe o nome da instituição').max(200, 'No máximo 200 caracteres'),
  cnpj: CnpjSchema.nullable().optional(),
  kind: InstitutionKindSchema,
  cep: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v === '' || v.length === 8, 'CEP inválido')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  street: clearable(200),
  number: clearable(20),
  complement: clearable(120),
  neighborhood: clearable(120),
  cityIbge: z.number().int().min(1_000_000).max(9_999_999).nullable().optional(),
  uf: UfSchema.nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  phones: z.array(singleLine().min(8, 'Telefone inválido').max(30)).max(5).optional(),
  emails: z.array(EmailSchema).max(5).optional(),
  website: clearable(300),
  contactName: clearable(120),
  notes: clearable(5_000),
};

export const InstitutionInputSchema = z.object({
  ...institutionFields,
  kind: InstitutionKindSchema.default('outro'),
});
export type InstitutionInput = z.infer<typeof InstitutionInputSchema>;

export const UpdateInstitutionInputSchema = z
  .object(institutionFields)
  .partial()
  .extend({ version: VersionSchema });
export type UpdateInstitutionInput = z.infer<typeof UpdateInstitutionInputSchema>;

export const InstitutionListItemSchema = InstitutionSchema.omit({ notes: true });
export type InstitutionListItem = z.infer<typeof InstitutionListItemSchema>;

export const InstitutionListSchema = z.object({
  institutions: z.array(InstitutionListItemSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const INSTITUTION_SORT_COLUMNS = ['name', 'createdAt', 'updatedAt'] as const;

/** GET /api/institutions: search by name (accents ignored) or CNPJ (with or without punctuation). */
export const ListInstitutionsQuerySchema = PageQuerySchema.extend({
  kind: csvEnumSchema(INSTITUTION_KINDS).optional(),
  cityIbge: z.coerce.number().int().optional(),
  /** The bin: institutions deleted in the last 30 days. */
  deleted: QueryBooleanSchema.optional(),
  sort: sortSchema(INSTITUTION_SORT_COLUMNS, 'name'),
});
export type ListInstitutionsQuery = z.infer<typeof ListInstitutionsQuerySchema>;

/** What links to an instituição, for its record page. */
export const InstitutionLinksSchema = z.object({
  amendments: z.array(
    z.object({
      _id: z.string(),
      label: z.string(),
      status: z.string(),
      indicated: z.number().int(),
      paid: z.number().int(),
    }),
  ),
  demands: z.array(z.object({ _id: z.string(), protocol: z.string(), title: z.string() })),
});
export type InstitutionLinks = z.infer<typeof InstitutionLinksSchema>;

export const INSTITUTION_ERRORS = {
  INSTITUTION_NOT_FOUND: 'Instituição não encontrada.',
  INSTITUTION_DELETED: 'Esta instituição está na lixeira. Restaure-a antes de alterar.',
  INSTITUTION_CNPJ_IN_USE: 'Já existe uma instituição com este CNPJ neste gabinete.',
  INSTITUTION_IN_USE: 'Esta instituição é beneficiária de emendas. Troque o beneficiário antes de excluí-la.',
  INSTITUTION_INVALID: 'Instituição não encontrada neste gabinete (ou está na lixeira).',
} as const;
