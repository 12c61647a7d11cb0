// Banco de leis: the office's legislative work and the laws it follows (DOMAIN-NOTES §3). Types are rows per
// office (casa, sigla, descrição, numbering rule), never an enum; situação keeps the house's raw text beside
// a small normalised set; full-text search in Portuguese over ementa and text.
import { z } from 'zod';
import {
  clearable,
  DateOnlySchema,
  IdSchema,
  PageQuerySchema,
  singleLine,
  sortSchema,
} from './common.contract.ts';

export const LAW_HOUSES = ['municipal', 'estadual', 'federal'] as const;
export type LawHouse = (typeof LAW_HOUSES)[number];
export const LAW_HOUSE_LABELS: Record<LawHouse, string> = {
  municipal: 'Municipal',
  estadual: 'Estadual',
  federal: 'Federal',
};

/** SAPL's sequencia_numeracao: per year (A), per legislatura (L) or one continuous series (U). */
export const LAW_NUMBERINGS = ['ano', 'legislatura', 'unica'] as const;
export type LawNumbering = (typeof LAW_NUMBERINGS)[number];
export const LAW_NUMBERING_LABELS: Record<LawNumbering, string> = {
  ano: 'Por ano',
  legislatura: 'Por legislatura',
  unica: 'Contínua',
};

export const LAW_STATUSES = [
  'apresentada',
  'em_comissao',
  'pronta_para_pauta',
  'aprovada',
  'rejeitada',
  'vetada',
  'transformada_em_norma',
  'arquivada',
  'retirada',
] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];
export const LAW_STATUS_LABELS: Record<LawStatus, string> = {
  apresentada: 'Apresentada',
  em_comissao: 'Em comissão',
  pronta_para_pauta: 'Pronta para pauta',
  aprovada: 'Aprovada',
  rejeitada: 'Rejeitada',
  vetada: 'Vetada',
  transformada_em_norma: 'Transformada em norma',
  arquivada: 'Arquivada',
  retirada: 'Retirada',
};
export const LAW_STATUS_COLORS: Record<LawStatus, string> = {
  apresentada: 'blue',
  em_comissao: 'yellow',
  pronta_para_pauta: 'orange',
  aprovada: 'teal',
  rejeitada: 'red',
  vetada: 'red',
  transformada_em_norma: 'green',
  arquivada: 'gray',
  retirada: 'gray',
};

/** The types an office starts with (§3.1): municipal, state and federal. */
export const DEFAULT_LAW_TYPES: {
  house: LawHouse;
  sigla: string;
  description: string;
  numbering: LawNumbering;
}[] = [
  { house: 'municipal', sigla: 'PL', description: 'Projeto de Lei', numbering: 'ano' },
  { house: 'municipal', sigla: 'PLC', description: 'Projeto de Lei Complementar', numbering: 'ano' },
  { house: 'municipal', sigla: 'PELO', description: 'Proposta de Emenda à Lei Orgânica', numbering: 'ano' },
  { house: 'municipal', sigla: 'PDL', description: 'Projeto de Decreto Legislativo', numbering: 'ano' },
  { house: 'municipal', sigla: 'PR', description: 'Projeto de Resolução', numbering: 'ano' },
  { house: 'municipal', sigla: 'REQ', description: 'Requerimento', numbering: 'ano' },
  { house: 'municipal', sigla: 'IND', description: 'Indicação', numbering: 'ano' },
  { house: 'municipal', sigla: 'MOC', description: 'Moção', numbering: 'ano' },
  { house: 'municipal', sigla: 'LO', description: 'Lei Ordinária', numbering: 'unica' },
  { house: 'municipal', sigla: 'LC', description: 'Lei Complementar', numbering: 'unica' },
  {
    house: 'estadual',
    sigla: 'PEC',
    description: 'Proposta de Emenda à Constituição Estadual',
    numbering: 'legislatura',
  },
  { house: 'estadual', sigla: 'PL', description: 'Projeto de Lei', numbering: 'ano' },
  { house: 'estadual', sigla: 'PLC', description: 'Projeto de Lei Complementar', numbering: 'ano' },
  { house: 'federal', sigla: 'PEC', description: 'Proposta de Emenda à Constituição', numbering: 'ano' },
  { house: 'federal', sigla: 'PL', description: 'Projeto de Lei', numbering: 'ano' },
  { house: 'federal', sigla: 'PLP', description: 'Projeto de Lei Complementar', numbering: 'ano' },
  { house: 'federal', sigla: 'PDL', description: 'Projeto de Decreto Legislativo', numbering: 'ano' },
  { house: 'federal', sigla: 'MPV', description: 'Medida Provisória', numbering: 'ano' },
  { house: 'federal', sigla: 'LEI', description: 'Lei Ordinária', numbering: 'unica' },
];

export const LawHouseSchema = z.enum(LAW_HOUSES, { error: 'Escolha a esfera' });
export const LawStatusSchema = z.enum(LAW_STATUSES, { error: 'Escolha uma situação da lista' });

export const LawTypeSchema = z.object({
  _id: z.string(),
  house: LawHouseSchema,
  sigla: z.string(),
  description: z.string(),
  numbering: z.enum(LAW_NUMBERINGS),
  lawsCount: z.number().int(),
});
export type LawType = z.infer<typeof LawTypeSchema>;
export const LawTypeInputSchema = z.object({
  house: LawHouseSchema,
  sigla: singleLine()
    .min(1, 'Informe a sigla')
    .max(12, 'No máximo 12 caracteres')
    .transform((v) => v.toUpperCase()),
  description: singleLine().min(2, 'Informe a descrição').max(160),
  numbering: z.enum(LAW_NUMBERINGS, { error: 'Escolha a numeração' }).default('ano'),
});
export const LawTypeListSchema = z.object({ types: z.array(LawTypeSchema) });

const Ref = z.object({ _id: z.string(), name: z.string() });

export const LawSchema = z.object({
  _id: z.string(),
  type: LawTypeSchema.omit({ lawsCount: true }),
  number: z.number().int(),
  year: z.number().int(),
  /** 'PL 12/2026'. */
  label: z.string(),
  ementa: z.string(),
  author: z.string().nullable(),
  coAuthors: z.string().nullable(),
  /** The office's own proposição (authored by the representative) or a law it follows. */
  ownWork: z.boolean(),
  status: LawStatusSchema,
  houseStatus: z.string().nullable(),
  presentedOn: z.string().nullable(),
  statusOn: z.string().nullable(),
  fullText: z.string().nullable(),
  link: z.string().nullable(),
  tags: z.array(z.string()),
  demand: z.object({ _id: z.string(), protocol: z.string(), title: z.string() }).nullable(),
  createdBy: Ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Law = z.infer<typeof LawSchema>;

const lawFields = {
  typeId: IdSchema,
  number: z.coerce.number({ error: 'Informe o número' }).int().min(1, 'Informe o número').max(999_999),
  year: z.coerce.number({ error: 'Informe o ano' }).int().min(1800, 'Ano inválido').max(2200, 'Ano inválido'),
  ementa: z.string().trim().min(5, 'Informe a ementa').max(5_000),
  author: singleLine().max(300).nullable().optional(),
  coAuthors: singleLine().max(1_000).nullable().optional(),
  ownWork: z.boolean().default(true),
  status: LawStatusSchema.default('apresentada'),
  houseStatus: singleLine().max(300).nullable().optional(),
  presentedOn: DateOnlySchema.nullable().optional(),
  statusOn: DateOnlySchema.nullable().optional(),
  fullText: clearable(500_000),
  link: z
    .union([
      z.url({ protocol: /^https?$/, error: 'Informe um endereço http(s) válido' }).max(1_000),
      z.literal(''),
    ])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  tags: z.array(singleLine().min(1).max(40)).max(20).default([]),
  demandId: IdSchema.nullable().optional(),
};
export const LawInputSchema = z.object(lawFields);
export type LawInput = z.infer<typeof LawInputSchema>;
export const UpdateLawInputSchema = z
  .object(lawFields)
  .partial()
  .extend({
    ownWork: z.boolean().optional(),
    status: LawStatusSchema.optional(),
    tags: z.array(singleLine().min(1).max(40)).max(20).optional(),
  });

export const LAW_SORT_COLUMNS = ['year', 'number', 'presentedOn', 'updatedAt'] as const;
export const ListLawsQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  typeId: IdSchema.optional(),
  house: LawHouseSchema.optional(),
  status: LawStatusSchema.optional(),
  year: z.coerce.number().int().min(1800).max(2200).optional(),
  number: z.coerce.number().int().min(1).max(999_999).optional(),
  ownWork: z.enum(['true', 'false']).optional(),
  sort: sortSchema(LAW_SORT_COLUMNS, '-year' as never),
});
export type ListLawsQuery = z.infer<typeof ListLawsQuerySchema>;

export const LawListItemSchema = LawSchema.omit({ fullText: true, createdBy: true });
export type LawListItem = z.infer<typeof LawListItemSchema>;
export const LawListSchema = z.object({
  laws: z.array(LawListItemSchema),
  /** Exact up to 10,000; above that the planner's estimate, flagged by totalIsEstimate. */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const LAW_ERRORS = {
  LAW_NOT_FOUND: 'Lei ou proposição não encontrada.',
  LAW_TYPE_NOT_FOUND: 'Tipo de proposição não encontrado.',
  LAW_NUMBER_IN_USE: 'Já existe uma proposição deste tipo com este número e ano.',
  LAW_TYPE_IN_USE: 'Este tipo é usado por proposições cadastradas e não pode ser excluído.',
  LAW_TYPE_TAKEN: 'Já existe um tipo com esta sigla nesta esfera.',
} as const;
