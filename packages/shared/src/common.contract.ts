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

/** Text that may be cleared: '' becomes null. */
export const clearable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Comma-separated ids in a query string ('a,b') or repeated parameters, at most `max`. */
export const csvIdsSchema = (max = 50) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(IdSchema).max(max));

/** A calendar day 'aaaa-mm-dd' that exists (no 31/02). */
export const DateOnlySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use dd/mm/aaaa')
  .refine((v) => {
    const d = new Date(`${v}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida');

/** A query-string boolean: 'true'/'1' or 'false'/'0'. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** C0/C1 controls (line breaks, tabs, NUL…) and the Unicode line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A one-line text (names, titles, subjects): trimmed, without line breaks or control characters, which
 * could otherwise end up as extra header lines of an e-mail or break a CSV row. Multi-line fields
 * (descriptions, notes) use plain strings.
 */
export const singleLine = () =>
  z
    .string()
    .trim()
    .refine((v) => !CONTROL_CHARS.test(v), 'Use uma linha só, sem quebras ou caracteres de controle');

export const NameSchema = singleLine().min(2, 'Informe o nome completo').max(120);
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
