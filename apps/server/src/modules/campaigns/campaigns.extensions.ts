// Plugs campaigns into the citizen's LGPD rights: the campaigns sent to them in the data export, and their
// address erased from every recipient row by an anonymisation (imported by campaigns.routes.ts).
import { sql } from 'drizzle-orm';
import { registerAnonymizeHook, registerCitizenDataSection } from '../citizens/citizens.extensions.ts';
import { ERASED } from '../privacy/anonymize.ts';

registerCitizenDataSection('campanhas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select c.name as "campanha", c.channel as "canal", c.purpose as "finalidade", r.address as "endereco",
           coalesce(m.body, c.text) as "texto", coalesce(m.status, r.status) as "situacao",
           r.reason as "motivo", r.sent_at as "data"
      from campaign_recipients r
      join campaigns c on c.id = r.campaign_id
      left join sms_messages m on m.id = r.sms_message_id
     where r.citizen_id = ${citizenId} and r.organization_id = ${organizationId}
     order by c.created_at, c.id`)) as unknown as { rows: object[] };
  return res.rows;
});

// Status and reason stay for the campaign's report; the phone or e-mail goes. One still waiting is skipped.
registerAnonymizeHook('campaigns', async (tx, organizationId, citizenId) => {
  await tx.execute(sql`
    update campaign_recipients set address = ${ERASED}, error = null,
      reason = case when status = 'pendente' then 'sem_contato' else reason end,
      status = case when status = 'pendente' then 'excluido' else status end
    where organization_id = ${organizationId} and citizen_id = ${citizenId}`);
});
