// Values the seed derives from a citizen's number i, computed the same way in SQL and here (to look them up later).
import { DDDS, EXPORT_ROWS } from './seed-places.ts';

/** Constant arrays are written into the SQL (they are the bench's own, quotes doubled). */
export const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
export const intArray = (values: readonly number[]) =>
  `array[${values.map((v) => Math.trunc(v)).join(',')}]::int[]`;

/** SQL for citizen i's id: md5 of a label, shaped as a version-4 UUID (the API's ids must parse as UUIDs). */
export const idSql = (i: string) =>
  `overlay(overlay(md5('bench-citizen-' || ${i}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Mobile of citizen i: a bijection of i on 8 digits, so every seeded number is unique. */
export const phoneSql = (i: string) =>
  `'+55' || (${intArray(DDDS)})[1 + ((${i})::bigint * 37) % ${DDDS.length}] || '9' || ` +
  `lpad((((${i})::bigint * 31415927 + 13) % 100000000)::text, 8, '0')`;

export function seededPhone(i: number): { e164: string; ddd: number; local: string } {
  const ddd = DDDS[(i * 37) % DDDS.length]!;
  const local = `9${String((i * 31_415_927 + 13) % 100_000_000).padStart(8, '0')}`;
  return { e164: `+55${ddd}${local}`, ddd, local };
}

/** Who has a CPF: 3 citizens in 5. */
export const hasCpfSql = (i: string) => `(${i}) % 5 < 3`;
const cpfBase = (i: number) => String((i * 387_420_489 + 123_456_789) % 1_000_000_000).padStart(9, '0');

function checkDigit(digits: string): number {
  let sum = 0;
  for (let k = 0; k < digits.length; k++) sum += Number(digits[k]) * (digits.length + 1 - k);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** SQL for the CPF's 9-digit base of citizen i, as a number (a bijection of i, so CPFs are unique). */
export const cpfBaseSql = (i: string) => `((${i})::bigint * 387420489 + 123456789) % 1000000000`;

/**
 * SQL for a check digit from the base column n (and the first check digit d1, for the second): digit k of n is
 * n / 10^(8-k) % 10, weighted len+1-k as in isValidCpf. Plain arithmetic: string functions cost 60 µs a row.
 */
export function cpfCheckSql(n: string, d1?: string): string {
  const len = d1 ? 10 : 9;
  const terms = Array.from({ length: 9 }, (_, k) => `(${n} / ${10 ** (8 - k)} % 10) * ${len + 1 - k}`);
  if (d1) terms.push(`${d1} * 2`);
  return `((${terms.join(' + ')}) * 10 % 11 % 10)`;
}

export function seededCpf(i: number): string | null {
  if (i % 5 >= 3) return null;
  const nine = cpfBase(i);
  const ten = nine + checkDigit(nine);
  return ten + checkDigit(ten);
}

/** Every `step`-th citizen carries the export tag, so exactly min(EXPORT_ROWS, count) carry it. */
export const exportStep = (count: number) => Math.max(1, Math.floor(count / EXPORT_ROWS));
export const exportRowsFor = (count: number) => Math.min(EXPORT_ROWS, Math.floor(count / exportStep(count)));
