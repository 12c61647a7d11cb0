// Plugs emendas into the citizen's timeline (the emendas they asked for), the LGPD data export and citizen
// merges (imported by the module).
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  AMENDMENT_STATUS_LABELS,
  amendmentLabel,
  formatBrl,
  type AmendmentStatus,
  type TimelineItem,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import {
  registerCitizenDataSection,
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { amendmentCitizens as ac, amendments as t } from './amendments.table.ts';

/** 'Emenda nº 0006/2024: Reforma da UBS', when it was registered, with its situação and value below. */
export async function amendmentTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await db
    .select({
      id: t.id,
      number: t.number,
      year: t.year,
      code: t.code,
      object: t.object,
      status: t.status,
      indicated: t.indicated,
      paid: t.paid,
      createdAt: t.createdAt,
    })
    .from(ac)
    .innerJoin(t, eq(t.id, ac.amendmentId))
    .where(
      and(
        eq(ac.citizenId, query.citizenId),
        eq(t.organizationId, query.organizationId),
        isNull(t.deletedAt),
        lt(t.createdAt, query.before),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: `amendment:${r.id}`,
    kind: 'amendment',
    at: r.createdAt.toISOString(),
    title: `${amendmentLabel(r)}${r.object ? `: ${r.object}` : ''}`,
    description: [
      AMENDMENT_STATUS_LABELS[r.status as AmendmentStatus],
      `indicado ${formatBrl(r.indicated)}`,
      r.paid ? `pago ${formatBrl(r.paid)}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
    link: `/emendas/${r.id}`,
    user: null,
  }));
}

registerTimelineSource('amendment', amendmentTimeline);

registerCitizenDataSection('emendas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select a.year as "ano", a.number as "numero", a.code as "codigo", a.kind as "tipo", a.author as "autor",
           a.object as "objeto", a.status as "situacao", a.indicated as "indicadoCentavos", a.created_at as "createdAt"
      from amendment_citizens c join amendments a on a.id = c.amendment_id
     where c.citizen_id = ${citizenId} and a.organization_id = ${organizationId}
     order by a.created_at`)) as unknown as { rows: object[] };
  return res.rows;
});

registerMergeHook('amendments', async (tx, organizationId, keptId, duplicateId) => {
  await tx.execute(sql`
    insert into amendment_citizens (amendment_id, citizen_id, organization_id)
    select amendment_id, ${keptId}, organization_id from amendment_citizens
     where citizen_id = ${duplicateId} and organization_id = ${organizationId}
    on conflict do nothing`);
  await tx.delete(ac).where(and(eq(ac.organizationId, organizationId), eq(ac.citizenId, duplicateId)));
});
