// Plugs automatic messages into the citizen: each birthday greeting and demanda-status message on the
// timeline (with its delivery state), re-pointed by a merge.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { formatPhone, GREETING_CHANNEL_LABELS, SMS_STATUS_LABELS, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import {
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
