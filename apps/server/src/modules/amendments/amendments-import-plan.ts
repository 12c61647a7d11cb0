// What a Portal import would do to the office, judged against the database as it is now (so the preview
// and the execution agree, and a second run of the same file finds nothing to change): update the emendas
// whose código it knows, create the ones of the office's own authors (the author part of the 12-digit
// código), park the rest for review, leave what already matches.
import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AmendmentImportItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { PORTAL_VALUE_FIELDS, type PortalGroup, type PortalMoney } from './amendments-portal.ts';
import { amendmentParkedRows, amendments as t } from './amendments.table.ts';

const CHUNK = 5_000;

export interface MatchedAmendment {
  id: string;
  organizationId: string;
  code: string;
  number: string | null;
  year: number;
  responsibleId: string | null;
  money: PortalMoney;
}

export interface PlanItem extends AmendmentImportItem {
  group: PortalGroup;
  target: MatchedAmendment | null;
}

export interface ImportPlan {
  items: PlanItem[];
  summary: { create: number; update: number; unchanged: number; park: number };
}

/** One array parameter instead of IN with 5,000 (planning a list that long is most of the lookup). */
const anyOf = (column: AnyColumn, codes: string[]): SQL => sql`${column} = any(${sql.param(codes)}::text[])`;

const authorPart = (code: string) => (code.length === 12 ? code.slice(4, 8) : null);

async function inChunks<T>(codes: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < codes.length; i += CHUNK) out.push(...(await read(codes.slice(i, i + CHUNK))));
  return out;
}

export async function planImport(db: Db, organizationId: string, groups: PortalGroup[]): Promise<ImportPlan> {
  const codes = groups.map((g) => g.code);
  // One after the other: inside the execution's transaction they share one connection.
  const matched = await inChunks(codes, (part) =>
    db
      .select({
        id: t.id,
        organizationId: t.organizationId,
        code: t.code,
        number: t.number,
        year: t.year,
        responsibleId: t.responsibleId,
        committed: t.committed,
        liquidated: t.liquidated,
        paid: t.paid,
        rapRegistered: t.rapRegistered,
        rapCancelled: t.rapCancelled,
        rapPaid: t.rapPaid,
      })
      .from(t)
      .where(and(eq(t.organizationId, organizationId), isNull(t.deletedAt), anyOf(t.code, part))),
  );
  const parked = await inChunks(codes, (part) =>
    db
      .select({
        code: amendmentParkedRows.code,
        money: amendmentParkedRows.money,
        status: amendmentParkedRows.status,
      })
      .from(amendmentParkedRows)
      .where(
        and(eq(amendmentParkedRows.organizationId, organizationId), anyOf(amendmentParkedRows.code, part)),
      ),
  );
  const authors = await db
    .selectDistinct({ part: sql<string>`substr(${t.code}, 5, 4)` })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), isNull(t.deletedAt), sql`${t.code} ~ '^[0-9]{12}$'`));
  const byCode = new Map<string, MatchedAmendment[]>();
  for (const m of matched) {
    const list = byCode.get(m.code!) ?? [];
    const { committed, liquidated, paid, rapRegistered, rapCancelled, rapPaid, ...rest } = m;
    list.push({
      ...rest,
      code: m.code!,
      money: { committed, liquidated, paid, rapRegistered, rapCancelled, rapPaid },
    });
    byCode.set(m.code!, list);
  }
  const parkedByCode = new Map(parked.map((p) => [p.code, p]));
  const ownAuthors = new Set(authors.map((a) => a.part));
  const summary = { create: 0, update: 0, unchanged: 0, park: 0 };
  const items: PlanItem[] = [];
  const base = (g: PortalGroup) => ({
    code: g.code,
    year: g.year,
    author: g.author,
    kind: g.kind,
    city: g.city,
    rows: g.rows,
    money: g.money,
    group: g,
  });
  for (const g of groups) {
    const targets = byCode.get(g.code);
    if (targets) {
      for (const target of targets) {
        const changes = PORTAL_VALUE_FIELDS.filter((f) => target.money[f] !== g.money[f]).map((f) => ({
          field: f,
          from: target.money[f],
          to: g.money[f],
        }));
        const action = changes.length ? 'update' : 'unchanged';
        summary[action]++;
        items.push({ ...base(g), action, amendmentId: target.id, changes, target });
      }
      continue;
    }
    const part = authorPart(g.code);
    if (part && ownAuthors.has(part)) {
      summary.create++;
      items.push({ ...base(g), action: 'create', amendmentId: null, changes: [], target: null });
      continue;
    }
    const before = parkedByCode.get(g.code);
    const same =
      before &&
      (before.status !== 'pending' || PORTAL_VALUE_FIELDS.every((f) => before.money[f] === g.money[f]));
    const action = same ? 'unchanged' : 'park';
    summary[action]++;
    items.push({ ...base(g), action, amendmentId: null, changes: [], target: null });
  }
  return { items, summary };
}

/** The preview's list: what changes first (updates, creations, parked), at most `limit`. */
export function previewItems(plan: ImportPlan, limit = 500): AmendmentImportItem[] {
  const rank = { update: 0, create: 1, park: 2, unchanged: 3 } as const;
  return [...plan.items]
    .sort((a, b) => rank[a.action] - rank[b.action])
    .slice(0, limit)
    .map(({ group: _group, target: _target, ...item }) => item);
}
