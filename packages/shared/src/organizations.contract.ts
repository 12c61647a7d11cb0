import { z } from 'zod';
import {
  EmailSchema,
  NameSchema,
  PageQuerySchema,
  sortSchema,
  UfSchema,
  singleLine,
} from './common.contract.ts';

/** The representative's office as it is written on documents, in the representative's gender. */
export const CARGOS = [
  'Vereador',
  'Vereadora',
  'Deputado estadual',
  'Deputada estadual',
  'Deputado distrital',
  'Deputada distrital',
  'Deputado federal',
  'Deputada federal',
  'Senador',
  'Senadora',
  'Prefeito',
  'Prefeita',
  'Outro',
] as const;

/** Brazil's IANA time zones (the office's clock for dates and reminders), labelled for people. */
export const BRAZIL_TIME_ZONES = [
  { value: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { value: 'America/Sao_Paulo', label: 'Brasília (UTC−3): SP, RJ, MG, ES, PR, SC, RS, GO, DF' },
  { value: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { value: 'America/Fortaleza', label: 'Fortaleza (UTC−3): CE, RN, PB, PI, MA' },
  { value: 'America/Recife', label: 'Recife (UTC−3): PE' },
  { value: 'America/Maceio', label: 'Maceió (UTC−3): AL, SE' },
  { value: 'America/Belem', label: 'Belém (UTC−3): PA (leste), AP' },
  { value: 'America/Santarem', label: 'Santarém (UTC−3): PA (oeste)' },
  { value: 'America/Araguaina', label: 'Araguaína (UTC−3): TO' },
  { value: 'America/Campo_Grande', label: 'Campo Grande (UTC−4): MS' },
  { value: 'America/Cuiaba', label: 'Cuiabá (UTC−4): MT' },
  { value: 'America/Porto_Velho', label: 'Porto Velho (UTC−4): RO' },
  { value: 'America/Boa_Vista', label: 'Boa Vista (UTC−4): RR' },
  { value: 'America/Manaus', label: 'Manaus (UTC−4): AM (leste)' },
  { value: 'America/Eirunepe', label: 'Eirunepé (UTC−5): AM (oeste)' },
  { value: 'America/Rio_Branco', label: 'Rio Branco (UTC−5): AC' },
] as const;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
const TIME_ZONE_VALUES = BRAZIL_TIME_ZONES.map((z) => z.value) as [string, ...string[]];
export const TimeZoneSchema = z.enum(TIME_ZONE_VALUES, {
  error: 'Escolha um fuso horário do Brasil da lista',
});

/** The office's accent colour: one of Mantine's palette names, applied as primaryColor for everyone. */
export const ACCENT_COLORS = [
  { value: 'blue', label: 'Azul' },
  { value: 'indigo', label: 'Anil' },
  { value: 'violet', label: 'Violeta' },
  { value: 'grape', label: 'Uva' },
  { value: 'pink', label: 'Rosa' },
  { value: 'red', label: 'Vermelho' },
  { value: 'orange', label: 'Laranja' },
  { value: 'green', label: 'Verde' },
  { value: 'teal', label: 'Verde-azulado' },
  { value: 'cyan', label: 'Ciano' },
] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number]['value'];
const ACCENT_VALUES = ACCENT_COLORS.map((c) => c.value) as [AccentColor, ...AccentColor[]];
export const AccentColorSchema = z.enum(ACCENT_VALUES, { error: 'Escolha uma das cores da lista' });

/** The office's logo: PNG, JPEG or WebP (checked by content), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const OrganizationStatusSchema = z.enum(['active', 'suspended']);
export const OrganizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  representativeName: z.string().nullable(),
  cargo: z.string().nullable(),
  partido: z.string().nullable(),
  uf: z.string().nullable(),
  municipio: z.string().nullable(),
  logo: z.string().nullable(),
  timeZone: z.string(),
  accentColor: z.string(),
  status: OrganizationStatusSchema,
  isTrial: z.boolean(),
  isPlatform: z.boolean(),
  usersCount: z.number().int(),
  /** The office's newest audit entry or user login; null when nobody ever used it. */
  lastActivityAt: z.string().nullable(),
  /** Days left of the 7-day trial (0 when over); null for an office that is not on trial. */
  trialDaysLeft: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationListSchema = z.object({
  organizations: z.array(OrganizationSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const ORGANIZATION_SORT_COLUMNS = ['name', 'createdAt', 'usersCount', 'lastActivityAt'] as const;

export const ListOrganizationsQuerySchema = PageQuerySchema.extend({
  status: OrganizationStatusSchema.optional(),
  sort: sortSchema(ORGANIZATION_SORT_COLUMNS, 'name'),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The office profile an office admin edits (and the platform admin too). */
export const OrganizationProfileInputSchema = z.object({
  name: singleLine().min(2, 'Informe o nome do gabinete').max(160).optional(),
  representativeName: optionalText(160),
  cargo: z.enum(CARGOS).nullable().optional(),
  partido: optionalText(40),
  uf: UfSchema.nullable().optional(),
  municipio: optionalText(120),
  timeZone: TimeZoneSchema.optional(),
  accentColor: AccentColorSchema.optional(),
});
export type OrganizationProfileInput = z.infer<typeof OrganizationProfileInputSchema>;

export const UpdateOrganizationInputSchema = OrganizationProfileInputSchema.extend({
  isTrial: z.boolean().optional(),
});

export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInputSchema>;

export const CreateOrganizationInputSchema = OrganizationProfileInputSchema.extend({
  name: singleLine().min(2, 'Informe o nome do gabinete').max(160),
  adminName: NameSchema,
  adminEmail: EmailSchema,
  isTrial: z.boolean().default(false),
});
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>;

/** How this installation sends e-mail (read-only: it is set by whoever runs the server, not per office). */
export const EmailSettingsSchema = z.object({
  /** The sender every message carries (MAIL_FROM). */
  from: z.string(),
  /** 'smtp' when SMTP_URL is set; 'outbox' when messages are written to the server's local folder. */
  transport: z.enum(['smtp', 'outbox']),
  /** The SMTP server's host and port (never its user or password); null with the outbox. */
  smtpHost: z.string().nullable(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.string(), uptime: z.number() });

/** GET /api/ready: whether this instance can serve (503 when a dependency it needs is down). */
export const ReadinessCheckSchema = z.enum(['ok', 'erro', 'desativado']);
export const ReadySchema = z.object({
  status: z.enum(['ok', 'indisponivel']),
  checks: z.object({
    database: ReadinessCheckSchema,
    redis: ReadinessCheckSchema,
    jobs: ReadinessCheckSchema,
  }),
});
export type Ready = z.infer<typeof ReadySchema>;
