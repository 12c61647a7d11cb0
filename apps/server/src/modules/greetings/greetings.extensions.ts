// Plugs automatic messages into the citizen: each birthday greeting and demanda-status message on the
// timeline (with its delivery state), re-pointed by a merge, in the LGPD export, erased by an anonymisation.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { formatPhone, GREETING_CHANNEL_LABELS, SMS_STATUS_LABELS, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { ERASED, ERASED_BEFORE_SENDING } from '../privacy/anonymize.ts';
import {
  registerAnonymizeHook,
  registerCitizenDataSection,
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { demandLink } from '../demands/demands-notify.ts';
import { autoMessageState } from './auto-send.ts';
import { autoMessageStatus } from './greetings-run.ts';
import { autoMessages } from './greetings.table.ts';

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

export async function autoMessagesTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await db
    .select({ m: autoMessages, status: autoMessageState })
    .from(autoMessages)
    .where(
      and(
        eq(autoMessages.organizationId, query.organizationId),
        eq(autoMessages.citizenId, query.citizenId),
        lt(autoMessages.createdAt, query.before),
      ),
    )
    .orderBy(desc(autoMessages.createdAt))
    .limit(query.limit);
  return rows.map(({ m, status }) => {
    const channel = GREETING_CHANNEL_LABELS[m.channel === 'whatsapp' ? 'whatsapp' : 'sms'];
    const state = SMS_STATUS_LABELS[autoMessageStatus({ status, error: null })].toLowerCase();
    const title =
      m.kind === 'aniversario'
        ? `Felicitação de aniversário por ${channel} (${state})`
        : `Aviso de andamento da demanda por ${channel} (${state})`;
    return {
      id: `auto:${m.id}`,
      kind: 'auto_message',
      at: m.createdAt.toISOString(),
      title,
      description: `${formatPhone(m.phone)} · “${preview(m.body)}”`,
      link: m.demandId ? demandLink(m.demandId) : '/aniversariantes?aba=felicitacoes',
      user: null,
    };
  });
}

registerTimelineSource('auto_message', autoMessagesTimeline);

registerMergeHook('auto_messages', async (tx, organizationId, keptId, duplicateId) => {
  // Both greeted in the same year: the duplicate's line stays in the log but no longer holds the year.
  await tx.execute(sql`update auto_messages d set year = null
    where d.organization_id = ${organizationId} and d.citizen_id = ${duplicateId} and d.kind = 'aniversario'
      and exists (select 1 from auto_messages k where k.organization_id = ${organizationId}
        and k.citizen_id = ${keptId} and k.kind = 'aniversario' and k.year = d.year)`);
  await tx
    .update(autoMessages)
    .set({ citizenId: keptId })
    .where(and(eq(autoMessages.organizationId, organizationId), eq(autoMessages.citizenId, duplicateId)));
});

registerCitizenDataSection('mensagens_automaticas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select case kind when 'aniversario' then 'Felicitação de aniversário' else 'Aviso de andamento da demanda' end as "tipo",
           channel as "canal", phone as "telefone", body as "texto",
           ${autoMessageState} as "situacao", created_at as "data"
      from auto_messages where citizen_id = ${citizenId} and organization_id = ${organizationId}
     order by created_at, id`)) as unknown as { rows: object[] };
  return res.rows;
});

// The log keeps kind, channel, year (once-a-year key) and delivery state; the number and the texts go, here
// and in the WhatsApp rows it points at (the SMS rows are the SMS module's). Unsent WhatsApp rows are failed.
registerAnonymizeHook('auto_messages', async (tx, organizationId, citizenId) => {
  await tx.execute(sql`
    update chat_messages m set body = ${ERASED},
      error = case when m.delivery_state = 'pendente' then ${ERASED_BEFORE_SENDING} else m.error end,
      delivery_state = case when m.delivery_state = 'pendente' then 'falhou' else m.delivery_state end
    from auto_messages a
    where a.chat_message_id = m.id and a.organization_id = ${organizationId} and a.citizen_id = ${citizenId}`);
  await tx.execute(sql`
    update auto_messages set phone = ${ERASED}, body = ${ERASED}
    where organization_id = ${organizationId} and citizen_id = ${citizenId}`);
});
