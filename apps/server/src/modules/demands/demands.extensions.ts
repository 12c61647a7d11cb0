// Plugs demandas into the citizen profile's timeline (opening and status moves) and into citizen merges.
import './demands.citizen-data.ts';
import { sql } from 'drizzle-orm';
import type { TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import type { FieldChange } from './demands-history.ts';
import { demandLink } from './demands-notify.ts';

type Row = {
  id: string;
  action: 'create' | 'status';
  changes: FieldChange[];
  created_at: string | Date;
  demand_id: string;
  protocol_year: number;
  protocol_number: number;
  title: string;
  user_id: string | null;
  user_name: string | null;
};

const valueOf = (changes: FieldChange[], field: string) => changes.find((c) => c.field === field);

export async function demandTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const res = (await db.execute(sql`
    select ch.id, ch.action, ch.changes, ch.created_at, d.id as demand_id, d.protocol_year, d.protocol_number,
           d.title, ch.user_id, u.name as user_name
      from demand_citizens dc
      join demands d on d.id = dc.demand_id and d.deleted_at is null
      join demand_changes ch on ch.demand_id = d.id and ch.action in ('create', 'status')
      left join users u on u.id = ch.user_id
     where dc.citizen_id = ${query.citizenId} and dc.organization_id = ${query.organizationId}
       and ch.created_at < ${query.before.toISOString()}::timestamptz
     order by ch.created_at desc, ch.id desc
     limit ${query.limit}`)) as unknown as { rows: Row[] };
  return res.rows.map((r) => {
    const protocol = formatProtocol(Number(r.protocol_year), Number(r.protocol_number));
    const status = valueOf(r.changes, 'status');
    const note = valueOf(r.changes, 'note')?.to;
    const opened = r.action === 'create';
    return {
      id: `demand:${r.id}`,
      kind: 'demand',
      at: new Date(r.created_at).toISOString(),
      title: opened
        ? `Demanda ${protocol} aberta: ${r.title}`
        : `Demanda ${protocol} passou para "${String(status?.to ?? '')}"`,
      description: opened
        ? status?.to
          ? `Situação: ${String(status.to)}`
          : null
        : [r.title, note].filter(Boolean).join(' — '),
      link: demandLink(r.demand_id),
      user: r.user_id && r.user_name ? { _id: r.user_id, name: r.user_name } : null,
    };
  });
}

registerTimelineSource('demand', demandTimeline);

/** The kept citizen takes the duplicate's place in its demandas (once per demanda, at the same position). */
registerMergeHook('demands', async (tx, organizationId, keptId, duplicateId) => {
  await tx.execute(sql`
    insert into demand_citizens (demand_id, citizen_id, organization_id, position)
    select demand_id, ${keptId}::uuid, organization_id, position from demand_citizens
     where citizen_id = ${duplicateId} and organization_id = ${organizationId}
    on conflict do nothing`);
  await tx.execute(
    sql`delete from demand_citizens where citizen_id = ${duplicateId} and organization_id = ${organizationId}`,
  );
});
