// Decides, for one batch, what each valid row does under the duplicate policy: create a citizen, update the
// one it duplicates (an office citizen or a row earlier in the same file), or skip.
import type { ExistingCitizen } from './import-lookup.ts';
import { tagKey } from './import-lookup.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import {
  CITIZEN_FIELDS,
  duplicateKeys,
  type CitizenValues,
  type ParsedRow,
  type RowError,
} from './import-row.ts';

export type DuplicatePolicy = 'skip' | 'update' | 'create';
type Phone = ParsedRow['phones'][number];

export interface NewCitizen {
  id: string;
  values: CitizenValues;
  phones: Phone[];
  emails: string[];
  tagIds: Set<string>;
}

export interface CitizenUpdate {
  citizen: ExistingCitizen;
  after: CitizenValues;
  phones: Phone[];
  emails: string[];
  tagIds: Set<string>;
}

export interface BatchPlan {
  creates: NewCitizen[];
  updates: CitizenUpdate[];
  created: number;
  updated: number;
  skipped: number;
  /** Rows refused because their CPF or título belongs to another citizen (under every policy). */
  failed: { row: ParsedRow; error: RowError }[];
}

type Target = { kind: 'new'; c: NewCitizen } | { kind: 'old'; u: CitizenUpdate };

const recordOf = (t: Target | ExistingCitizen) =>
  'kind' in t
    ? t.kind === 'new'
      ? { id: t.c.id, name: t.c.values.name }
      : { id: t.u.citizen.id, name: t.u.after.name }
    : { id: t.id, name: t.values.name };

/** A CPF or título identifies one person: the row may not give it to a record other than its owner's. */
function identityClash(
  row: ParsedRow,
  keys: string[],
  target: Target | ExistingCitizen | undefined,
  owners: (key: string) => Target | ExistingCitizen | undefined,
): RowError | null {
  const targetId = target ? recordOf(target).id : null;
  for (const key of keys) {
    if (key[0] !== 'c' && key[0] !== 't') continue;
    const owner = owners(key);
    if (!owner || recordOf(owner).id === targetId) continue;
    const what = key[0] === 'c' ? 'CPF' : 'Título de eleitor';
    const digits = key.slice(2);
    const column =
      Object.keys(row.values).find((col) => row.values[col]?.replace(/\D/g, '') === digits) ?? null;
    const name = recordOf(owner).name;
    return {
      row: row.row,
      field: column,
      message: `${what} já cadastrado para outro eleitor${name ? ` (${name})` : ''}: a linha não foi importada.`,
    };
  }
  return null;
}

function merge(
  into: { phones: Phone[]; emails: string[]; tagIds: Set<string> },
  values: CitizenValues,
  row: ParsedRow,
  tagIds: string[],
  has: { phones: Set<string>; emails: Set<string>; tagIds: Set<string> } | null,
): void {
  for (const field of CITIZEN_FIELDS) {
    const v = row.citizen[field];
    if (v !== undefined && v !== null) values[field] = v;
  }
  for (const p of row.phones) {
    if (!has?.phones.has(p.number) && !into.phones.some((x) => x.number === p.number)) into.phones.push(p);
  }
  for (const e of row.emails) {
    if (!has?.emails.has(e.toLowerCase()) && !into.emails.includes(e)) into.emails.push(e);
  }
  for (const t of tagIds) if (!has?.tagIds.has(t)) into.tagIds.add(t);
}

export function planBatch(
  rows: ParsedRow[],
  policy: DuplicatePolicy,
  existing: Map<string, ExistingCitizen>,
  importTagIds: string[],
  tagIds: Map<string, string>,
): BatchPlan {
  const plan: BatchPlan = { creates: [], updates: [], created: 0, updated: 0, skipped: 0, failed: [] };
  const local = new Map<string, Target>();
  const updates = new Map<string, CitizenUpdate>();
  const targetOf = (c: ExistingCitizen): Target => {
    let u = updates.get(c.id);
    if (!u) {
      u = { citizen: c, after: { ...c.values }, phones: [], emails: [], tagIds: new Set() };
      updates.set(c.id, u);
    }
    return { kind: 'old', u };
  };
  for (const row of rows) {
    const keys = duplicateKeys(row);
    const rowTags = [...importTagIds, ...row.tagNames.map((n) => tagIds.get(tagKey(n))!)];
    let hit: Target | ExistingCitizen | undefined;
    if (policy !== 'create') {
      for (const k of keys) {
        hit = local.get(k) ?? existing.get(k);
        if (hit) break;
      }
    }
    if (hit && policy === 'skip') {
      plan.skipped++;
      continue;
    }
    const clash = identityClash(row, keys, hit, (k) => local.get(k) ?? existing.get(k));
    if (clash) {
      plan.failed.push({ row, error: clash });
      continue;
    }
    let match = hit && ('kind' in hit ? hit : targetOf(hit));
    if (match) {
      if (match.kind === 'new') merge(match.c, match.c.values, row, rowTags, null);
      else merge(match.u, match.u.after, row, rowTags, match.u.citizen);
      plan.updated++;
    } else {
      const c: NewCitizen = { id: uuidV7(), values: {}, phones: [], emails: [], tagIds: new Set() };
      merge(c, c.values, row, rowTags, null);
      plan.creates.push(c);
      plan.created++;
      match = { kind: 'new', c };
    }
    for (const k of keys) if (!local.has(k)) local.set(k, match);
  }
  plan.updates = [...updates.values()];
  return plan;
}
