import { z } from 'zod';
import './zod-pt-br.ts';

export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });

export const PageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A list's sort parameter: a column name, '-' in front for descending ('-lastLoginAt'). */
export function sortSchema<C extends string>(columns: readonly C[], fallback: C) {
  const values = columns.flatMap((c) => [c, `-${c}` as const]) as [C | `-${C}`, ...(C | `-${C}`)[]];
  return z.enum(values).default(fallback as never);
}

/** Splits '-name' into the column and the direction. */
export function parseSort<C extends string>(sort: C | `-${C}`): { column: C; desc: boolean } {
  return sort.startsWith('-')
    ? { column: sort.slice(1) as C, desc: true }
    : { column: sort as C, desc: false };
}

export const ErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Trims and lower-cases an e-mail address before validating it. */
export const EmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export const PasswordSchema = z
  .string()
  .min(8, 'A senha deve ter no mínimo 8 caracteres')
  .max(128, 'A senha deve ter no máximo 128 caracteres');

export const NameSchema = z.string().trim().min(2, 'Informe o nome completo').max(120);
export const UF_LIST = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export const UfSchema = z.enum(UF_LIST);
