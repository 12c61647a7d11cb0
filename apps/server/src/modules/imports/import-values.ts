// Cell values the way Brazilian spreadsheets hold them: dd/mm/aaaa, dd/mm/aa or Excel serial dates, gender
// words, lists of phones, e-mails and tags in one cell.
import type { Citizen } from '@gabinete/shared';
import { normalizeKey } from './import-text.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

/** Excel counts days from 1899-12-30 (the 1900 leap-year bug folded in). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * 'aaaa-mm-dd' from the ways dates come in a sheet; undefined when the text is not a date at all.
 * Whether the date is real, past and after 1900 is left to BirthDateSchema.
 */
export function parseDateCell(raw: string, today = new Date()): string | undefined {
  const v = raw.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(v);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(v);
  if (m) {
    let year = +m[3]!;
    if (m[3]!.length === 2) {
      // Two-digit years: up to this year's are 2000s, the rest 1900s.
      const yy = today.getUTCFullYear() % 100;
      year += year <= yy ? 2000 : 1900;
    }
    return iso(year, +m[2]!, +m[1]!);
  }
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  if (m && /^(19|20)/.test(v) && +v.slice(4, 6) <= 12)
    return iso(+v.slice(0, 4), +v.slice(4, 6), +v.slice(6));
  if (m) return iso(+m[3]!, +m[2]!, +m[1]!);
  if (/^\d{1,5}(\.\d+)?$/.test(v)) {
    const serial = Math.floor(Number(v));
    // '1980' alone is a year someone typed, not day 1980 of Excel's calendar (1905).
    if (serial < 1 || serial > 80_000 || (serial >= 1900 && serial <= today.getUTCFullYear()))
      return undefined;
    const d = new Date(EXCEL_EPOCH + serial * 86_400_000);
    return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  return undefined;
}

type Gender = NonNullable<Citizen['gender']>;
const GENDER_WORDS: Record<string, Gender> = {
  f: 'feminino',
  fem: 'feminino',
  feminino: 'feminino',
  feminina: 'feminino',
  mulher: 'feminino',
  m: 'masculino',
  masc: 'masculino',
  masculino: 'masculino',
  homem: 'masculino',
  nb: 'nao_binario',
  'nao binario': 'nao_binario',
  'nao binaria': 'nao_binario',
  outro: 'outro',
  outros: 'outro',
  o: 'outro',
  ni: 'nao_informado',
  'n i': 'nao_informado',
  'nao informado': 'nao_informado',
  'prefere nao informar': 'nao_informado',
  'nao declarado': 'nao_informado',
};

// A sheet repeats a handful of spellings ('F', 'Feminino'): each is normalised once (bounded, hostile files too).
const genderSeen = new Map<string, Gender | null>();

/** The gender a word means, or undefined when it is not one we know ('constructor' included). */
export function parseGender(raw: string): Gender | undefined {
  let gender = genderSeen.get(raw);
  if (gender === undefined) {
    const key = normalizeKey(raw);
    gender = Object.hasOwn(GENDER_WORDS, key) ? GENDER_WORDS[key]! : null;
    if (genderSeen.size < 1_000) genderSeen.set(raw, gender);
  }
  return gender ?? undefined;
}

/** Several values typed in one cell: '(61) 99999-0000 / (61) 3333-0000', 'saúde; educação'. */
export function splitList(raw: string, separators = /[;,/|]+/): string[] {
  return raw
    .split(separators)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Digits Excel stored as a number lose their leading zeros: put them back up to the expected length. */
export function restoreZeros(raw: string, length: number, shortest: number): string {
  const v = raw.trim();
  return /^\d+$/.test(v) && v.length >= shortest && v.length < length ? v.padStart(length, '0') : v;
}
