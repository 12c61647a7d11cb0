// Plugs the SAC into the citizen: conversations on the timeline, re-pointed by a merge, and in the LGPD export.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { formatPhone, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import {
  registerAnonymizeHook,
  registerCitizenDataSection,
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { ERASED } from '../privacy/anonymize.ts';
import { users } from '../users/users.table.ts';
import { chats } from './chats.table.ts';

const link = (id: string) => `/sac?chat=${id}`;
const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

/** 'Conversa no SAC iniciada' and 'Atendimento no SAC finalizado' items, newest first. */
export async function chatTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const mine = and(eq(chats.organizationId, query.organizationId), eq(chats.citizenId, query.citizenId));
  const [started, finished] = await Promise.all([
    db
      .select({
        id: chats.id,
        at: chats.createdAt,
        phone: chats.phone,
        // What the citizen wrote first: the timeline says what the conversation was about.
        first: sql<string | null>`(select m.body from chat_messages m
          where m.chat_id = "chats"."id" and m.direction = 'in' order by m.created_at, m.id limit 1)`,
      })
      .from(chats)
      .where(and(mine, lt(chats.createdAt, query.before)))
      .orderBy(desc(chats.createdAt))
      .limit(query.limit),
    db
      .select({
        id: chats.id,
        at: chats.closedAt,
        phone: chats.phone,
        userId: chats.closedBy,
        userName: users.name,
      })
      .from(chats)
      .leftJoin(users, eq(users.id, chats.closedBy))
      .where(and(mine, eq(chats.status, 'closed'), lt(chats.closedAt, query.before)))
      .orderBy(desc(chats.closedAt))
      .limit(query.limit),
  ]);
  const items: TimelineItem[] = [
    ...started.map((c) => ({
      id: `chat:${c.id}`,
      kind: 'chat',
      at: c.at.toISOString(),
      title: 'Conversa no SAC (WhatsApp) iniciada',
      description: c.first ? `${formatPhone(c.phone)} · “${preview(c.first)}”` : formatPhone(c.phone),
      link: link(c.id),
      user: null,
    })),
    ...finished.map((c) => ({
      id: `chat-closed:${c.id}`,
      kind: 'chat',
      at: c.at!.toISOString(),
      title: 'Atendimento no SAC (WhatsApp) finalizado',
      description: formatPhone(c.phone),
      link: link(c.id),
      user: c.userId ? { _id: c.userId, name: c.userName ?? '' } : null,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, query.limit);
}

registerTimelineSource('chat', chatTimeline);

/** The kept citizen inherits the duplicate's conversations. */
registerMergeHook('chats', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(chats)
    .set({ citizenId: keptId })
    .where(and(eq(chats.organizationId, organizationId), eq(chats.citizenId, duplicateId)));
});

/** What the citizen said and was told on WhatsApp (private notes and events stay out: not their data). */
registerCitizenDataSection('conversas', async (db, organizationId, citizenId) => {
  const res = (await db.execute(sql`
    select c.id as "conversa", c.phone as "telefone", m.direction as "direcao", m.kind as "tipo",
           m.body as "texto", m.media_name as "arquivo", m.created_at as "data"
      from chats c
      join chat_messages m on m.chat_id = c.id and m.direction in ('in', 'out')
     where c.citizen_id = ${citizenId} and c.organization_id = ${organizationId}
     order by m.created_at, m.id`)) as unknown as { rows: object[] };
  return res.rows;
});

/**
 * LGPD anonymisation: the citizen's conversations stay as closed records (counts, dates, who attended) but the
 * number, the contact's name, every text and the attachments' names go; an open conversation is closed, so a new
 * message from that number starts a new one. The attachment files are no longer reachable (no path is kept).
 */
registerAnonymizeHook('chats', async (tx, organizationId, citizenId) => {
  await tx.execute(sql`
    update chat_messages m set body = case when m.body is null then null else ${ERASED} end,
      media_path = null, media_name = null
    from chats c
    where m.chat_id = c.id and c.organization_id = ${organizationId} and c.citizen_id = ${citizenId}`);
  await tx.execute(sql`
    update chats set phone = ${ERASED}, contact_name = null,
      last_message_body = case when last_message_body is null then null else ${ERASED} end,
      status = 'closed', closed_at = coalesce(closed_at, now()), unseen_msgs = 0, updated_at = now()
    where organization_id = ${organizationId} and citizen_id = ${citizenId}`);
});
