// The full history of an emenda (amendment_changes): field diffs in readable values ('R$ 250.000,00',
// names, not ids), status moves, imports with their source ('Portal 2026-11-20'), comments, bin.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  AMENDMENT_KIND_LABELS,
  AMENDMENT_MODALITY_LABELS,
  AMENDMENT_MONEY_FIELDS,
  AMENDMENT_SPHERE_LABELS,
  AMENDMENT_STATUS_LABELS,
  formatBrl,
  type AMENDMENT_CHANGE_ACTIONS,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatDayBr } from '../citizens/citizens-dates.ts';
import { diffSnapshots, type FieldChange } from '../citizens/citizens-diff.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { users } from '../users/users.table.ts';
import type { AmendmentDetail } from './amendments.repository.ts';
import { amendmentChanges } from './amendments.table.ts';

export type AmendmentChangeAction = (typeof AMENDMENT_CHANGE_ACTIONS)[number];
const HISTORY_LIMIT = 1000;

export interface AmendmentChangeEntry {
  organizationId: string;
  amendmentId: string;
  userId: string | null;
  action: AmendmentChangeAction;
  changes?: FieldChange[];
  source?: string | null;
}

/** One INSERT … SELECT from unnest() whatever the number of entries (an import writes thousands at once). */
export async function recordAmendmentChanges(db: Db, entries: AmendmentChangeEntry[]): Promise<void> {
  if (!entries.length) return;
  const arr = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}`;
  await db.execute(sql`
    insert into ${amendmentChanges} (organization_id, amendment_id, user_id, action, changes, source)
    select v.organization_id, v.amendment_id, v.user_id, v.action, v.changes::jsonb, v.source
      from unnest(${arr(
        entries.map((e) => e.organizationId),
        'uuid[]',
      )}, ${arr(
        entries.map((e) => e.amendmentId),
        'uuid[]',
      )}, ${arr(
        entries.map((e) => e.userId),
        'uuid[]',
      )}, ${arr(
        entries.map((e) => e.action),
        'text[]',
      )}, ${arr(
        entries.map((e) => JSON.stringify(e.changes ?? [])),
        'text[]',
      )}, ${arr(
        entries.map((e) => e.source ?? null),
        'text[]',
      )}) with ordinality as v(organization_id, amendment_id, user_id, action, changes, source, ord)
     order by v.ord`);
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : null;

/** The emenda as people read it, one key per AMENDMENT_FIELD_LABELS field. */
export function snapshot(d: AmendmentDetail): Record<string, string | string[] | null> {
  const r = d.row;
  const money = Object.fromEntries(AMENDMENT_MONEY_FIELDS.map((f) => [f, formatBrl(r[f])]));
  return {
    sphere: label(AMENDMENT_SPHERE_LABELS, r.sphere),
    year: String(r.year),
    number: r.number,
    code: r.code,
    kind: label(AMENDMENT_KIND_LABELS, r.kind),
    author: r.author,
    object: r.object,
    area: d.areaName,
    city: d.city ? `${d.city}/${r.uf ?? ''}` : null,
    location: r.lat !== null && r.lng !== null ? `${r.lat.toFixed(5)}, ${r.lng.toFixed(5)}` : null,
    institution: d.institutionName,
    modality: label(AMENDMENT_MODALITY_LABELS, r.modality),
    agency: r.agency,
    ...money,
    indicatedOn: formatDayBr(r.indicatedOn),
    approvedOn: formatDayBr(r.approvedOn),
    committedOn: formatDayBr(r.committedOn),
    liquidatedOn: formatDayBr(r.liquidatedOn),
    paidOn: formatDayBr(r.paidOn),
    status: label(AMENDMENT_STATUS_LABELS, r.status),
    sourceStatus: r.sourceStatus,
    commitmentNumber: r.commitmentNumber,
    agreementNumber: r.agreementNumber,
    seiNumber: r.seiNumber,
    indicationDeadline: formatDayBr(r.indicationDeadline),
    workPlanDeadline: formatDayBr(r.workPlanDeadline),
    accountabilityDeadline: formatDayBr(r.accountabilityDeadline),
    impedimentReason: r.impedimentReason,
    responsible: d.responsibleName,
    demands: d.demands.map((x) => `${formatProtocol(x.year, x.number)} ${x.title}`),
    citizens: d.citizens.map((c) => c.name),
  };
}

export const diffAmendment = (before: AmendmentDetail, after: AmendmentDetail) =>
  diffSnapshots(snapshot(before), snapshot(after));

/** The newest changes first, with the author's name. */
export async function selectAmendmentHistory(db: Db, organizationId: string, amendmentId: string) {
  const rows = await db
    .select({
      id: amendmentChanges.id,
      action: amendmentChanges.action,
      changes: amendmentChanges.changes,
      source: amendmentChanges.source,
      createdAt: amendmentChanges.createdAt,
      userId: amendmentChanges.userId,
      userName: users.name,
    })
    .from(amendmentChanges)
    .leftJoin(users, eq(users.id, amendmentChanges.userId))
    .where(
      and(eq(amendmentChanges.amendmentId, amendmentId), eq(amendmentChanges.organizationId, organizationId)),
    )
    .orderBy(desc(amendmentChanges.createdAt), desc(amendmentChanges.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    _id: r.id,
    action: r.action as AmendmentChangeAction,
    changes: r.changes,
    source: r.source,
    user: r.userId && r.userName ? { _id: r.userId, name: r.userName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
