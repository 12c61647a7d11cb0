// Citizens (eleitores): the record, its list query, bulk actions, duplicates, history, timeline,
// birthdays, ranking, saved filters and the citizen map (issue 3).
import { z } from 'zod';
import { isValidCpf, isValidVoterTitle, normalizeCep, parseBrazilianPhone } from './br-documents.ts';
import {
  clearable,
  csvIdsSchema,
  DateOnlySchema,
  EmailSchema,
  IdSchema,
  PageQuerySchema,
  sortSchema,
  UfSchema,
  singleLine,
} from './common.contract.ts';

export const GENDERS = ['feminino', 'masculino', 'nao_binario', 'outro', 'nao_informado'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  feminino: 'Feminino',
  masculino: 'Masculino',
  nao_binario: 'Não binário',
  outro: 'Outro',
  nao_informado: 'Prefere não informar',
};

export const PHONE_TYPES = ['celular', 'whatsapp', 'residencial', 'comercial', 'recado'] as const;
export const PHONE_TYPE_LABELS: Record<(typeof PHONE_TYPES)[number], string> = {
  celular: 'Celular',
  whatsapp: 'WhatsApp',
  residencial: 'Residencial',
  comercial: 'Comercial',
  recado: 'Recado',
};

export const EMAIL_TYPES = ['pessoal', 'comercial', 'outro'] as const;
export const EMAIL_TYPE_LABELS: Record<(typeof EMAIL_TYPES)[number], string> = {
  pessoal: 'Pessoal',
  comercial: 'Comercial',
  outro: 'Outro',
};

export const CITIZEN_ORIGINS = [
  'presencial',
  'telefone',
  'whatsapp',
  'evento',
  'indicacao',
  'redes_sociais',
  'site',
  'importacao',
  'outro',
] as const;
export const CITIZEN_ORIGIN_LABELS: Record<(typeof CITIZEN_ORIGINS)[number], string> = {
  presencial: 'Atendimento presencial',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  evento: 'Evento',
  indicacao: 'Indicação de liderança',
  redes_sociais: 'Redes sociais',
  site: 'Site',
  importacao: 'Importação de planilha',
  outro: 'Outro',
};

export const CpfSchema = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v === '' || isValidCpf(v), 'CPF inválido')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const VoterTitleSchema = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v === '' || isValidVoterTitle(v), 'Título de eleitor inválido')
  .transform((v) => (v === '' ? null : v.padStart(12, '0')))
  .nullable()
  .optional();

export const CepSchema = z
  .string()
  .trim()
  .max(12)
  .refine((v) => v === '' || normalizeCep(v) !== null, 'CEP inválido: use 8 dígitos')
  .transform((v) => (v === '' ? null : normalizeCep(v)))
  .nullable()
  .optional();

/** A Brazilian phone typed any way; stored as E.164. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .max(30)
  .refine((v) => parseBrazilianPhone(v) !== null, 'Telefone inválido: informe DDD e número')
  .transform((v) => parseBrazilianPhone(v)!);

/** 'aaaa-mm-dd', a real date, not in the future and not before 1900. */
export const BirthDateSchema = z
  .string()
  .trim()
  .transform((v) => v || null)
  .nullable()
  .optional()
  .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Data inválida: use dd/mm/aaaa')
  .refine((v) => {
    if (!v) return true;
    const d = new Date(`${v}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida')
  .refine((v) => !v || v >= '1900-01-01', 'Data anterior a 1900')
  .refine((v) => !v || v <= new Date().toISOString().slice(0, 10), 'A data não pode estar no futuro');

export const CitizenPhoneInputSchema = z.object({
  number: PhoneNumberSchema,
  type: z.enum(PHONE_TYPES).default('celular'),
  preferred: z.boolean().default(false),
  /** The citizen allows the office to contact them on this number. */
  canContact: z.boolean().default(true),
});
export const CitizenPhoneSchema = z.object({
  _id: z.string(),
  number: z.string(),
  type: z.enum(PHONE_TYPES),
  preferred: z.boolean(),
  canContact: z.boolean(),
});

export const CitizenEmailInputSchema = z.object({
  address: EmailSchema,
  type: z.enum(EMAIL_TYPES).default('pessoal'),
  preferred: z.boolean().default(false),
  canContact: z.boolean().default(true),
});
export const CitizenEmailSchema = z.object({
  _id: z.string(),
  address: z.string(),
  type: z.enum(EMAIL_TYPES),
  preferred: z.boolean(),
  canContact: z.boolean(),
});

export const TagRefSchema = z.object({ _id: z.string(), name: z.string(), color: z.string() });
export const PersonRefSchema = z.object({ _id: z.string(), name: z.string() });

export const CitizenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  socialName: z.string().nullable(),
  nickname: z.string().nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  voterTitle: z.string().nullable(),
  voterZone: z.string().nullable(),
  voterSection: z.string().nullable(),
  profession: z.string().nullable(),
  phones: z.array(CitizenPhoneSchema),
  emails: z.array(CitizenEmailSchema),
  cep: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  cityIbge: z.number().int().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  referencePoint: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  tags: z.array(TagRefSchema),
  leader: PersonRefSchema.nullable(),
  referralsCount: z.number().int(),
  origin: z.enum(CITIZEN_ORIGINS).nullable(),
  notes: z.string().nullable(),
  registeredBy: PersonRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Citizen = z.infer<typeof CitizenSchema>;

/** The record's plain text columns: written as given by the form, the import and a merge alike. */
export const CITIZEN_TEXT_FIELDS = [
  'name',
  'socialName',
  'nickname',
  'cpf',
  'rg',
  'birthDate',
  'gender',
  'voterTitle',
  'voterZone',
  'voterSection',
  'profession',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'referencePoint',
  'notes',
] as const;

/** An address as forms write it (a citizen's home, a demanda's local); a point inside Brazil's bounds. */
export const ADDRESS_INPUT_FIELDS = {
  cep: CepSchema,
  street: clearable(160),
  number: clearable(20),
  complement: clearable(80),
  neighborhood: clearable(80),
  /** IBGE code of the município; the server fills city name and UF from it. */
  cityIbge: z.number().int().min(1100000).max(5399999).nullable().optional(),
  uf: UfSchema.nullable().optional(),
  referencePoint: clearable(200),
  lat: z.number().min(-34).max(6).nullable().optional(),
  lng: z.number().min(-75).max(-28).nullable().optional(),
};

/** The fields of a citizen record a person can write (POST body; PUT takes any subset). */
export const CitizenInputSchema = z.object({
  name: singleLine().min(2, 'Informe o nome').max(160),
  socialName: clearable(160),
  nickname: clearable(80),
  cpf: CpfSchema,
  rg: clearable(20),
  birthDate: BirthDateSchema,
  gender: z.enum(GENDERS, { error: 'Escolha um gênero da lista' }).nullable().optional(),
  voterTitle: VoterTitleSchema,
  voterZone: z
    .string()
    .trim()
    .max(4)
    .regex(/^\d*$/, 'Zona: só números')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  voterSection: z
    .string()
    .trim()
    .max(4)
    .regex(/^\d*$/, 'Seção: só números')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  profession: clearable(80),
  phones: z.array(CitizenPhoneInputSchema).max(10, 'No máximo 10 telefones').optional(),
  emails: z.array(CitizenEmailInputSchema).max(10, 'No máximo 10 e-mails').optional(),
  ...ADDRESS_INPUT_FIELDS,
  tagIds: z.array(IdSchema).max(50).optional(),
  leaderId: IdSchema.nullable().optional(),
  origin: z.enum(CITIZEN_ORIGINS).nullable().optional(),
  notes: clearable(5000),
});
export type CitizenInput = z.infer<typeof CitizenInputSchema>;
export const UpdateCitizenInputSchema = CitizenInputSchema.partial();
export type UpdateCitizenInput = z.infer<typeof UpdateCitizenInputSchema>;

export const CitizenListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  socialName: z.string().nullable(),
  nickname: z.string().nullable(),
  cpf: z.string().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  /** The preferred (or first) phone and e-mail. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  voterZone: z.string().nullable(),
  voterSection: z.string().nullable(),
  tags: z.array(TagRefSchema),
  leader: PersonRefSchema.nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type CitizenListItem = z.infer<typeof CitizenListItemSchema>;

export const CITIZEN_SORT_COLUMNS = ['name', 'createdAt', 'birthDate', 'neighborhood', 'city'] as const;

const csvIds = csvIdsSchema(50);

/** The list filters (the query string of GET /api/citizens, also stored in saved filters and exports). */
export const CitizenFilterSchema = z.object({
  /** Name fragment without accents, CPF, phone digits or e-mail. */
  q: z.string().trim().max(200).optional(),
  /** Any of these tags (comma-separated ids). */
  tags: csvIds.optional(),
  neighborhood: z.string().trim().max(80).optional(),
  cityIbge: z.coerce.number().int().min(1100000).max(5399999).optional(),
  uf: UfSchema.optional(),
  voterZone: z.string().trim().max(4).optional(),
  voterSection: z.string().trim().max(4).optional(),
  ageMin: z.coerce.number().int().min(0).max(130).optional(),
  ageMax: z.coerce.number().int().min(0).max(130).optional(),
  birthMonth: z.coerce.number().int().min(1).max(12).optional(),
  leaderId: IdSchema.optional(),
  origin: z.enum(CITIZEN_ORIGINS).optional(),
  gender: z.enum(GENDERS, { error: 'Escolha um gênero da lista' }).optional(),
  registeredBy: IdSchema.optional(),
  /** Registered on or after / on or before this day (aaaa-mm-dd, the office's calendar). */
  createdFrom: DateOnlySchema.optional(),
  createdTo: DateOnlySchema.optional(),
  /** 'deleted' lists the bin (soft-deleted citizens, restorable). */
  status: z.enum(['active', 'deleted']).default('active'),
});
export type CitizenFilter = z.infer<typeof CitizenFilterSchema>;

export const ListCitizensQuerySchema = PageQuerySchema.extend(CitizenFilterSchema.shape).extend({
  sort: sortSchema(CITIZEN_SORT_COLUMNS, 'name'),
});
export type ListCitizensQuery = z.infer<typeof ListCitizensQuerySchema>;

export const CitizenListSchema = z.object({
  citizens: z.array(CitizenListItemSchema),
  /** Exact up to 10,000; above that an estimate from the planner, flagged by totalIsEstimate. */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  /**
   * A name search with more than 10,000 matches: the names that start with the search come first (accent-free
   * alphabetical order), then the others by name. The list explains it.
   */
  prefixFirst: z.boolean().optional(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type CitizenList = z.infer<typeof CitizenListSchema>;

/** The citizens a bulk action applies to: chosen rows, or every row of a filter. */
export const CitizenSelectionSchema = z
  .object({
    ids: z.array(IdSchema).min(1).max(1000).optional(),
    filter: CitizenFilterSchema.optional(),
  })
  .refine((v) => v.ids || v.filter, 'Selecione eleitores ou informe um filtro');
export type CitizenSelection = z.infer<typeof CitizenSelectionSchema>;

export const BulkTagInputSchema = z.object({
  selection: CitizenSelectionSchema,
  tagIds: z.array(IdSchema).min(1, 'Escolha pelo menos uma tag').max(20),
  action: z.enum(['add', 'remove']),
});
export const BulkResultSchema = z.object({
  ok: z.literal(true),
  affected: z.number().int(),
  message: z.string(),
});

// Duplicates ------------------------------------------------------------------------------------------

export const DUPLICATE_KEYS = ['cpf', 'voterTitle', 'phone'] as const;
export const DUPLICATE_KEY_LABELS: Record<(typeof DUPLICATE_KEYS)[number], string> = {
  cpf: 'CPF',
  voterTitle: 'Título de eleitor',
  phone: 'Telefone',
};

export const DuplicateCheckInputSchema = z.object({
  cpf: CpfSchema,
  voterTitle: VoterTitleSchema,
  phones: z.array(z.string().max(30)).max(10).optional(),
  /** The record being edited, left out of the matches. */
  excludeId: IdSchema.optional(),
});
export const DuplicateMatchSchema = z.object({
  citizen: CitizenListItemSchema,
  matchedOn: z.array(z.enum(DUPLICATE_KEYS)),
});
export const DuplicateCheckSchema = z.object({ matches: z.array(DuplicateMatchSchema) });

export const DuplicatePairSchema = z.object({
  a: CitizenListItemSchema,
  b: CitizenListItemSchema,
  matchedOn: z.array(z.enum([...DUPLICATE_KEYS, 'name'])),
});
export const DuplicatePairListSchema = z.object({
  pairs: z.array(DuplicatePairSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

/** POST /api/citizens/{id}/merge: {id} keeps its record, duplicateId is folded into it and removed. */
/** Fields a merge may take from the duplicate ('address' takes the whole address; lists are always unioned). */
export const MERGE_FIELDS = [
  'name',
  'socialName',
  'nickname',
  'cpf',
  'rg',
  'birthDate',
  'gender',
  'voterTitle',
  'voterZone',
  'voterSection',
  'profession',
  'address',
  'leaderId',
  'origin',
  'notes',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const DuplicatePairsQuerySchema = PageQuerySchema.pick({ page: true, perPage: true });

export const MergeCitizensInputSchema = z.object({
  duplicateId: IdSchema,
  /** Fields whose value comes from the duplicate instead of the kept record. */
  takeFromDuplicate: z.array(z.string().max(40)).max(40).default([]),
});

// History and timeline ----------------------------------------------------------------------------------

export const CITIZEN_CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'merge',
  'import',
  'tag',
  'untag',
  'anonymize',
] as const;
export const FieldChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export const CitizenChangeSchema = z.object({
  _id: z.string(),
  action: z.enum(CITIZEN_CHANGE_ACTIONS),
  changes: z.array(FieldChangeSchema),
  user: PersonRefSchema.nullable(),
  createdAt: z.string(),
});
export const CitizenHistorySchema = z.object({ changes: z.array(CitizenChangeSchema) });

/** How history and timeline name a changed field (lower case: 'Dados alterados: telefone, bairro'). */
export const CITIZEN_FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  socialName: 'nome social',
  nickname: 'apelido',
  cpf: 'CPF',
  rg: 'RG',
  birthDate: 'data de nascimento',
  gender: 'gênero',
  voterTitle: 'título de eleitor',
  voterZone: 'zona',
  voterSection: 'seção',
  profession: 'profissão',
  phones: 'telefone',
  emails: 'e-mail',
  cep: 'CEP',
  street: 'logradouro',
  number: 'número',
  complement: 'complemento',
  neighborhood: 'bairro',
  city: 'cidade',
  uf: 'UF',
  referencePoint: 'ponto de referência',
  location: 'coordenadas',
  tags: 'tags',
  leader: 'liderança',
  origin: 'origem do cadastro',
  notes: 'observações',
};

/** One line of the profile's timeline; each area contributes its own kinds through one extension point. */
export const TimelineItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  at: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** An app path to open the related record, when there is one. */
  link: z.string().nullable(),
  user: PersonRefSchema.nullable(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;
export const TimelineQuerySchema = z.object({
  /** ISO date: items strictly before it (the next page). */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const TimelineSchema = z.object({ items: z.array(TimelineItemSchema), hasMore: z.boolean() });

// Liderança tree -------------------------------------------------------------------------------------------

export const ReferralNodeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  referralsCount: z.number().int(),
  createdAt: z.string(),
});
export const ReferralsSchema = z.object({
  /** From the top liderança down to this citizen's own leader. */
  ancestors: z.array(PersonRefSchema),
  referrals: z.array(ReferralNodeSchema),
  total: z.number().int(),
});

// Aniversariantes --------------------------------------------------------------------------------------------

export const BirthdaysQuerySchema = z.object({
  period: z.enum(['today', 'week', 'month']).default('today'),
  /** For 'month': 1–12; defaults to the current month. */
  month: z.coerce.number().int().min(1).max(12).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export const BirthdayItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  birthDate: z.string(),
  /** The age completed on this birthday. */
  turningAge: z.number().int(),
  /** 'mm-dd' of the birthday. */
  day: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  tags: z.array(TagRefSchema),
});
export const BirthdayListSchema = z.object({
  citizens: z.array(BirthdayItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  from: z.string(),
  to: z.string(),
});

// Ranking -----------------------------------------------------------------------------------------------------

export const RANKING_ACTIONS = ['referral'] as const;
export const RANKING_ACTION_LABELS: Record<(typeof RANKING_ACTIONS)[number], string> = {
  referral: 'Eleitor cadastrado por indicação',
};
export const RankingWeightsSchema = z.object({
  referral: z.number().int().min(0, 'Use 0 ou mais pontos').max(1000),
});
export const RankingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const RankingEntrySchema = z.object({
  position: z.number().int(),
  citizen: z.object({
    _id: z.string(),
    name: z.string(),
    neighborhood: z.string().nullable(),
    city: z.string().nullable(),
  }),
  counts: z.object({ referral: z.number().int() }),
  points: z.number().int(),
});
export const RankingSchema = z.object({
  weights: RankingWeightsSchema,
  /** The formula as staff read it, e.g. 'pontos = 10 × eleitores indicados'. */
  formula: z.string(),
  entries: z.array(RankingEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

// Saved filters -----------------------------------------------------------------------------------------------

export const SavedFilterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The list's URL query (without page). */
  query: z.record(z.string(), z.string()),
  shared: z.boolean(),
  owner: PersonRefSchema.nullable(),
  createdAt: z.string(),
});
export const SavedFilterInputSchema = z.object({
  name: singleLine().min(2, 'Dê um nome ao filtro').max(80),
  query: z.record(z.string().max(40), z.string().max(400)).refine((q) => Object.keys(q).length <= 30),
  shared: z.boolean().default(false),
});
export const SavedFilterListSchema = z.object({ filters: z.array(SavedFilterSchema) });

/** GET /api/citizens/neighborhoods: the office's bairros for autocomplete, most used first. */
export const NeighborhoodQuerySchema = z.object({ q: z.string().trim().max(80).optional() });
export const NeighborhoodListSchema = z.object({ neighborhoods: z.array(z.string()) });

export const DeletionBatchParamsSchema = z.object({ batchId: IdSchema });

// Citizen map ----------------------------------------------------------------------------------------------------

export const MAP_POINT_LIMIT = 50_000;
export const CitizenMapSchema = z.object({
  /** [lat, lng, approximate (1 when the city's centroid stands in for the address), citizen id]. */
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.string()])),
  total: z.number().int(),
  /** Citizens with neither coordinates nor a city, left off the map. */
  withoutLocation: z.number().int(),
  truncated: z.boolean(),
});

// Reset voters (spec §7: PATCH /users/{id}/reset/voters) -------------------------------------------------------

// No body: the typed EXCLUIR is the screen's (RESET_CONFIRMATION in casework.contract.ts).
export const ResetVotersResultSchema = z.object({
  ok: z.literal(true),
  affected: z.number().int(),
  batchId: z.string(),
  restorableUntil: z.string(),
  message: z.string(),
});
