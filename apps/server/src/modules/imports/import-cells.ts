// Fast paths for the cell shapes nearly every row has. Each returns exactly what its zod schema returns
// (same trimming, same value) or SLOW for anything else, and then the schema itself decides and words the
// pt-BR message: the import spent most of its own CPU in safeParse (issue 15). import-cells.test.ts compares
// both on many values, hostile ones included.
import { isValidCpf, isValidVoterTitle, normalizeCep, parseBrazilianPhone, UF_LIST } from '@gabinete/shared';
import { regexes } from 'zod';

/** "Ask the schema": the cell is not one of the common shapes. */
export const SLOW: unique symbol = Symbol('slow');
export type FastCell = (raw: string) => unknown;

// The characters singleLine() refuses (packages/shared/src/common.contract.ts).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const DIGITS_ONLY = /^\d*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UFS = new Set<string>(UF_LIST);

// Lengths: zod counts code points only past its limit; a string within the limit in UTF-16 units is within it
// in code points too, so the fast path decides only there and leaves the rest to the schema.

/** clearable(max): trimmed, '' → null. */
export const clearableCell =
  (max: number): FastCell =>
  (raw) => {
    const v = raw.trim();
    if (v === '') return null;
    return v.length <= max ? v : SLOW;
  };

/** singleLine().min(min).max(max) for min ≤ 2: below 2·min units zod counts code points, so that is left to it. */
export const singleLineCell =
  (min: number, max: number): FastCell =>
  (raw) => {
    const v = raw.trim();
    return v.length >= min * 2 && v.length <= max && !CONTROL.test(v) ? v : SLOW;
  };

/** Zona and seção: up to 4 digits, '' → null. */
export const digitsCell =
  (max: number): FastCell =>
  (raw) => {
    const v = raw.trim();
    return v.length <= max && DIGITS_ONLY.test(v) ? v || null : SLOW;
  };

export const cpfCell: FastCell = (raw) => {
  const v = raw.trim();
  if (v.length > 20) return SLOW;
  const d = v.replace(/\D/g, '');
  if (d === '') return null;
  return isValidCpf(d) ? d : SLOW;
};

export const voterTitleCell: FastCell = (raw) => {
  const v = raw.trim();
  if (v.length > 20) return SLOW;
  const d = v.replace(/\D/g, '');
  if (d === '') return null;
  return isValidVoterTitle(d) ? d.padStart(12, '0') : SLOW;
};

export const cepCell: FastCell = (raw) => {
  const v = raw.trim();
  if (v.length > 12) return SLOW;
  if (v === '') return null;
  return normalizeCep(v) ?? SLOW;
};

export const phoneCell: FastCell = (raw) => {
  const v = raw.trim();
  if (v.length > 30) return SLOW;
  return parseBrazilianPhone(v) ?? SLOW;
};

/** BirthDateSchema on 'aaaa-mm-dd': a real day, from 1900 to today. */
export const birthDateCell: FastCell = (raw) => {
  const v = raw.trim();
  if (v === '') return null;
  if (!ISO_DAY.test(v) || v < '1900-01-01') return SLOW;
  const d = new Date(`${v}T12:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return SLOW;
  return v <= new Date().toISOString().slice(0, 10) ? v : SLOW;
};

/** EmailSchema: trimmed, lower case, at most 254, zod's own e-mail pattern. */
export const emailCell: FastCell = (raw) => {
  const v = raw.trim().toLowerCase();
  return v.length <= 254 && regexes.email.test(v) ? v : SLOW;
};

export const ufCell: FastCell = (raw) => (UFS.has(raw) ? raw : SLOW);
