// Plugs atendimentos into the citizen profile's timeline and into citizen merges (imported by the routes).
import './occurrences.citizen-data.ts';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  OCCURRENCE_CHANNEL_PHRASES,
  OCCURRENCE_STATUS_LABELS,
  type OccurrenceChannel,
  type OccurrenceStatus,
  type TimelineItem,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { areas } from '../areas/areas.table.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { users } from '../users/users.table.ts';
import { occurrences as o } from './occurrences.table.ts';

/** 'Atendimento por telefone: Poda de árvore na Rua X', newest first, with situação and área below. */
export async function occurrenceTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await db
    .select({
      id: o.id,
      occurredAt: o.occurredAt,
      channel: o.channel,
      subject: o.subject,
      status: o.status,
      areaName: areas.name,
      userId: o.createdBy,
      userName: users.name,
    })
    .from(o)
    .leftJoin(areas, eq(areas.id, o.areaId))
    .leftJoin(users, eq(users.id, o.createdBy))
    .where(
      and(
        eq(o.citizenId, query.citizenId),
        eq(o.organizationId, query.organizationId),
        isNull(o.deletedAt),
        lt(o.occurredAt, query.before),
      ),
    )
    .orderBy(desc(o.occurredAt), desc(o.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: `occurrence:${r.id}`,
    kind: 'occurrence',
    at: r.occurredAt.toISOString(),
    title: `Atendimento ${OCCURRENCE_CHANNEL_PHRASES[r.channel as OccurrenceChannel]}: ${r.subject}`,
    description: [`Situação: ${OCCURRENCE_STATUS_LABELS[r.status as OccurrenceStatus]}`, r.areaName]
      .filter(Boolean)
      .join(' · '),
    link: `/atendimentos/${r.id}`,
    user: r.userId ? { _id: r.userId, name: r.userName ?? '' } : null,
  }));
}

registerTimelineSource('occurrence', occurrenceTimeline);

/** The kept citizen inherits the duplicate's atendimentos (the bin's too, so a restore finds them). */
registerMergeHook('occurrences', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(o)
    .set({ citizenId: keptId })
    .where(and(eq(o.organizationId, organizationId), eq(o.citizenId, duplicateId)));
});
