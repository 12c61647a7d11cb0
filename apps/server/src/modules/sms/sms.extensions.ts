// Plugs SMS into the citizen: messages and replies on the timeline, re-pointed by a merge, in the LGPD export.
import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { formatPhone, SMS_PURPOSE_LABELS, SMS_STATUS_LABELS, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { ERASED, ERASED_BEFORE_SENDING } from '../privacy/anonymize.ts';
import {
  registerAnonymizeHook,
  registerCitizenDataSection,
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { users } from '../users/users.table.ts';
import { smsMessages } from './sms.table.ts';

const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

export async function smsTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const rows = await db
    .select({ m: smsMessages, userName: users.name })
    .from(smsMessages)
    .leftJoin(users, eq(users.id, smsMessages.userId))
    .where(
      and(
        eq(smsMessages.organizationId, query.organizationId),
        eq(smsMessages.citizenId, query.citizenId),
        lt(smsMessages.createdAt, query.before),
        // Greetings and demanda-status messages have their own timeline lines (greetings.extensions.ts).
        notInArray(smsMessages.kind, ['aniversario', 'demanda_status']),
      ),
    )
    .orderBy(desc(smsMessages.createdAt))
    .limit(query.limit);
  return rows.map(({ m, userName }) => {
    const status = SMS_STATUS_LABELS[m.status as keyof typeof SMS_STATUS_LABELS] ?? m.status;
    const purpose = m.purpose ? SMS_PURPOSE_LABELS[m.purpose as keyof typeof SMS_PURPOSE_LABELS] : null;
    const title =
      m.direction === 'in'
        ? m.kind === 'opt_out'
          ? 'Pediu por SMS para não receber mais mensagens'
          : 'Respondeu por SMS'
        : m.kind === 'opt_out_confirmation'
          ? `Confirmação de descadastro enviada por SMS (${status.toLowerCase()})`
          : `SMS ${status.toLowerCase()}${purpose ? ` · ${purpose}` : ''}`;
    return {
      id: `sms:${m.id}`,
      kind: 'sms',
      at: m.createdAt.toISOString(),
      title,
      description: [formatPhone(m.phone), `“${preview(m.body)}”`, m.status === 'falhou' ? m.error : null]
        .filter(Boolean)
        .join(' · '),
      link: `/sms?citizenId=${query.citizenId}`,
      user: m.userId ? { _id: m.userId, name: userName ?? '' } : null,
    };
  });
}

registerTimelineSource('sms', smsTimeline);

registerMergeHook('sms', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(smsMessages)
    .set({ citizenId: keptId })
    .where(and(eq(smsMessages.organizationId, organizationId), eq(smsMessages.citizenId, duplicateId)));
});

registerCitizenDataSection('sms', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select direction as "direcao", phone as "telefone", body as "texto", purpose as "finalidade",
           status as "situacao", created_at as "data"
      from sms_messages where citizen_id = ${citizenId} and organization_id = ${organizationId}
     order by created_at, id`)) as unknown as { rows: object[] };
  return res.rows;
});

// The number and the text go; direction, kind, purpose, status and cost stay for the reports. A message still
// waiting to go out is failed so the queue never sends it.
registerAnonymizeHook('sms', async (tx, organizationId, citizenId) => {
  await tx.execute(sql`
    update sms_messages set phone = ${ERASED}, body = ${ERASED},
      error = case when status = 'pendente' and direction = 'out' then ${ERASED_BEFORE_SENDING} else error end,
      failed_at = case when status = 'pendente' and direction = 'out' then now() else failed_at end,
      status = case when status = 'pendente' and direction = 'out' then 'falhou' else status end
    where organization_id = ${organizationId} and citizen_id = ${citizenId}`);
});
