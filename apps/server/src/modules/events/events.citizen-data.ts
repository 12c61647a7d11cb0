// The agenda events the citizen takes part in, in the LGPD data export.
import { sql } from 'drizzle-orm';
import { registerCitizenDataSection } from '../citizens/citizens.extensions.ts';

registerCitizenDataSection('agenda', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select e.title, e.description, e.starts_at as "start", e.ends_at as "end", e.all_day as "allDay",
           e.location, e.deleted_at as "deletedAt"
      from event_participants p
      join events e on e.id = p.event_id
     where p.citizen_id = ${citizenId} and e.organization_id = ${organizationId}
     order by e.starts_at`)) as unknown as { rows: object[] };
  return res.rows;
});
