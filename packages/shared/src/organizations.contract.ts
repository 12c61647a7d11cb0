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
