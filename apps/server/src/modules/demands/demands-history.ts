// The full history of a demanda (demand_changes): field-level diffs in readable values (names, not ids),
// status moves with their note, comments, attachments, bin.
import { and, desc, eq } from 'drizzle-orm';
import { formatCep, PRIORITY_LABELS, type DEMAND_CHANGE_ACTIONS, type Priority } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatDayBr } from '../citizens/citizens-dates.ts';
import { diffSnapshots, type FieldChange } from '../citizens/citizens-diff.ts';
import { users } from '../users/users.table.ts';
import type { DemandDetail } from './demands.mapper.ts';
import { demandChanges } from './demands.table.ts';

export type DemandChangeAction = (typeof DEMAND_CHANGE_ACTIONS)[number];
export type { FieldChange };
const HISTORY_LIMIT = 1000;

export async function recordDemandChange(
  db: Db,
  entry: {
    organizationId: string;
    demandId: string;
    userId: string | null;
    action: DemandChangeAction;
    changes?: FieldChange[];
  },
): Promise<void> {
  await db.insert(demandChanges).values({ ...entry, changes: entry.changes ?? [] });
}

/** The place as one line: 'Rua X, 12 · Cambuí · Campinas/SP · CEP 13025-000 · ponto no mapa …'. */
function locationText(r: DemandDetail['row']): string | null {
  const parts = [
    [r.street, r.number].filter(Boolean).join(', '),
    r.complement,
    r.neighborhood,
    r.city ? `${r.city}${r.uf ? `/${r.uf}` : ''}` : r.uf,
    r.cep ? `CEP ${formatCep(r.cep)}` : null,
    r.referencePoint ? `referência: ${r.referencePoint}` : null,
    r.lat !== null && r.lng !== null ? `ponto no mapa ${r.lat.toFixed(5)}, ${r.lng.toFixed(5)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** The demanda as people read it, one key per DEMAND_FIELD_LABELS field (the status has its own entries). */
export function snapshot(detail: DemandDetail): Record<string, string | string[] | null> {
  const r = detail.row;
  return {
    title: r.title,
    description: r.description,
    citizens: detail.citizens.map((c) => c.name),
    area: r.areaName,
    priority: PRIORITY_LABELS[r.priority as Priority] ?? r.priority,
    openedAt: formatDayBr(r.openedAt),
    dueDate: formatDayBr(r.dueDate),
    responsible: r.responsibleName,
    chamberProtocol: r.chamberProtocol,
    cityHallProtocol: r.cityHallProtocol,
    agency: r.agency,
    institution: r.institution,
    location: locationText(r),
  };
}

export const diffDemand = (before: DemandDetail, after: DemandDetail) =>
  diffSnapshots(snapshot(before), snapshot(after));

/** The newest changes first, with the author's name. */
export async function selectDemandHistory(db: Db, organizationId: string, demandId: string) {
  const rows = await db
    .select({
      id: demandChanges.id,
      action: demandChanges.action,
      changes: demandChanges.changes,
      createdAt: demandChanges.createdAt,
      userId: demandChanges.userId,
      userName: users.name,
    })
    .from(demandChanges)
    .leftJoin(users, eq(users.id, demandChanges.userId))
    .where(and(eq(demandChanges.demandId, demandId), eq(demandChanges.organizationId, organizationId)))
    .orderBy(desc(demandChanges.createdAt), desc(demandChanges.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    _id: r.id,
    action: r.action as DemandChangeAction,
    changes: r.changes,
    user: r.userId && r.userName ? { _id: r.userId, name: r.userName } : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
