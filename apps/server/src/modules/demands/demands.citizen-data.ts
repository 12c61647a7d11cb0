// The citizen's demandas in the LGPD data export (the bin included: the office still holds them).
import { sql } from 'drizzle-orm';
import { registerCitizenDataSection } from '../citizens/citizens.extensions.ts';
import { formatProtocol } from '../protocols/protocols.ts';

type Row = Record<string, unknown> & { protocol_year: number; protocol_number: number };

registerCitizenDataSection('demandas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select d.protocol_year, d.protocol_number, d.title, d.description, s.name as status, a.name as area,
           d.opened_at::text as "openedAt", d.due_date::text as "dueDate", d.closed_at as "closedAt", d.street, d.number,
           d.neighborhood, d.reference_point as "referencePoint", d.created_at as "createdAt",
           d.deleted_at as "deletedAt"
      from demand_citizens dc
      join demands d on d.id = dc.demand_id
      join demand_statuses s on s.id = d.status_id
      left join areas a on a.id = d.area_id
     where dc.citizen_id = ${citizenId} and d.organization_id = ${organizationId}
     order by d.created_at`)) as unknown as { rows: Row[] };
  return res.rows.map(({ protocol_year, protocol_number, ...rest }) => ({
    protocol: formatProtocol(protocol_year, protocol_number),
    ...rest,
  }));
});
