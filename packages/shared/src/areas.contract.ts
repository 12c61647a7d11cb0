// Áreas: the office's themes (saúde, educação…) with a colour; they classify demandas, atendimentos,
// later emendas and chats (issue 4).
import { z } from 'zod';
import { ColorSchema } from './casework.contract.ts';
import { clearable, singleLine } from './common.contract.ts';

export const AreaSchema = z.object({
  _id: z.string(),
  name: z.string(),
  color: ColorSchema,
  description: z.string().nullable(),
  /** Inactive áreas stay on old records but are no longer offered in forms. */
  active: z.boolean(),
  /** Live (not deleted) demandas and atendimentos in the área. */
  demandsCount: z.number().int(),
  openDemandsCount: z.number().int(),
  occurrencesCount: z.number().int(),
  createdAt: z.string(),
});
export type Area = z.infer<typeof AreaSchema>;

export const AreaListSchema = z.object({ areas: z.array(AreaSchema) });

export const ListAreasQuerySchema = z.object({
  /** 'true' includes inactive áreas (the Áreas page); forms ask for active ones only. */
  includeInactive: z.enum(['true', 'false']).default('false'),
});

const areaFields = {
  name: singleLine().min(2, 'Informe o nome da área').max(60, 'No máximo 60 caracteres'),
  color: ColorSchema,
  description: clearable(300),
  active: z.boolean(),
};
export const AreaInputSchema = z.object({
  ...areaFields,
  color: ColorSchema.default('blue'),
  active: z.boolean().default(true),
});
export type AreaInput = z.infer<typeof AreaInputSchema>;
/** Only what is sent changes (zod applies defaults inside partial(), so the fields have none here). */
export const UpdateAreaInputSchema = z.object(areaFields).partial();

/** The áreas a new office starts with. */
export const DEFAULT_AREAS: { name: string; color: z.infer<typeof ColorSchema> }[] = [
  { name: 'Saúde', color: 'red' },
  { name: 'Educação', color: 'blue' },
  { name: 'Infraestrutura', color: 'orange' },
  { name: 'Assistência social', color: 'grape' },
  { name: 'Segurança', color: 'indigo' },
  { name: 'Meio ambiente', color: 'green' },
  { name: 'Mobilidade e transporte', color: 'cyan' },
  { name: 'Esporte, cultura e lazer', color: 'yellow' },
];
