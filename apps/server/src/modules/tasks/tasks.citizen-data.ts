// The tarefas linked to the citizen in the LGPD data export.
import { sql } from 'drizzle-orm';
import { registerCitizenDataSection } from '../citizens/citizens.extensions.ts';

registerCitizenDataSection('tarefas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select t.title, t.description, t.status, t.due_date::text as "dueDate", t.completed_at as "completedAt",
           t.created_at as "createdAt", t.deleted_at as "deletedAt"
      from tasks t
     where t.citizen_id = ${citizenId} and t.organization_id = ${organizationId}
     order by t.created_at`)) as unknown as { rows: object[] };
  return res.rows;
});
