// The citizen's atendimentos in the LGPD data export (the bin included: the office still holds them).
import { sql } from 'drizzle-orm';
import { registerCitizenDataSection } from '../citizens/citizens.extensions.ts';

registerCitizenDataSection('atendimentos', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select o.occurred_at as "occurredAt", o.channel, o.subject, o.description, o.status, a.name as area,
           o.created_at as "createdAt", o.deleted_at as "deletedAt"
      from occurrences o
      left join areas a on a.id = o.area_id
     where o.citizen_id = ${citizenId} and o.organization_id = ${organizationId}
     order by o.occurred_at`)) as unknown as { rows: object[] };
  return res.rows;
});
