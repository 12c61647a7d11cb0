// Demo SAC: about a dozen WhatsApp conversations in the demo office (pending, open, closed), linked to seeded
// citizens by their phones (two from unknown numbers), with delivery states, a private note and event lines,
// and the office's quick replies. Idempotent: an office that has chats is left alone. Runs after citizens.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { findCitizenByPhone } from '../modules/chats/chat-phones.ts';
import { recordWhatsappConsent } from '../modules/chats/chats-inbound.ts';
import { createCitizenForPhone } from '../modules/chats/chats-write.ts';
import { chatMessages, chats, quickReplies } from '../modules/chats/chats.table.ts';
import { demands } from '../modules/demands/demands.table.ts';
import { users } from '../modules/users/users.table.ts';
import { CHAT_SEEDS, QUICK_REPLY_SEEDS, type ChatSeed, type Line } from './chats-data.ts';
import { DEMO_ORG_ID } from './demo.ts';

const MINUTE = 60_000;
type Agents = Record<'sac' | 'assessor', { id: string; name: string }>;

/** Demo citizens with a mobile no one else in the office has, one per known-number chat. */
async function citizensWithMobiles(db: Db, howMany: number) {
  const res = (await db.execute(sql`
    select c.id, p.number from citizens c join citizen_phones p on p.citizen_id = c.id
     where c.organization_id = ${DEMO_ORG_ID} and c.deleted_at is null
       and p.number like '+55__9%' and length(p.number) = 14
       and not exists (select 1 from citizen_phones q where q.number = p.number and q.citizen_id <> c.id)
     order by c.created_at, c.id limit ${howMany * 7}`)) as unknown as {
    rows: { id: string; number: string }[];
  };
  // Every seventh: spread over the list rather than the first few records.
  return res.rows.filter((_, i) => i % 7 === 3).slice(0, howMany);
}

async function protocolText(db: Db): Promise<string> {
  const [d] = await db
    .select({ year: demands.protocolYear, number: demands.protocolNumber })
    .from(demands)
    .where(eq(demands.organizationId, DEMO_ORG_ID))
    .orderBy(asc(demands.createdAt))
    .limit(1);
  return d ? `${d.year}/${String(d.number).padStart(4, '0')}` : '2026/0142';
}

function messageRow(
  seed: ChatSeed,
  line: Line,
  i: number,
  ctx: { chatId: string; start: number; agents: Agents; protocol: string; key: string },
) {
  const at = new Date(ctx.start + line.m * MINUTE);
  const by = 'by' in line && line.by ? ctx.agents[line.by] : seed.agent ? ctx.agents[seed.agent] : null;
  const base = { organizationId: DEMO_ORG_ID, chatId: ctx.chatId, direction: line.d, createdAt: at };
  const text = line.t.replaceAll('{protocolo}', ctx.protocol);
  if (line.d === 'in') return { ...base, body: text, providerMessageId: `seed-${ctx.key}-${i}` };
  if (line.d === 'event')
    return { ...base, body: by ? `${by.name} ${text}` : text, authorId: by?.id ?? null };
  if (line.d === 'note') return { ...base, body: text, authorId: by?.id ?? null };
  const failed = line.s === 'falhou';
  return {
    ...base,
    body: text,
    authorId: by?.id ?? null,
    deliveryState: line.s,
    error: failed ? (line.e ?? 'O WhatsApp não entregou a mensagem.') : null,
    providerMessageId: failed ? null : `seed-${ctx.key}-${i}`,
    attempts: 1,
    sentAt: failed ? null : at,
    deliveredAt: line.s === 'entregue' || line.s === 'lida' ? new Date(at.getTime() + 20_000) : null,
    readAt: line.s === 'lida' ? new Date(at.getTime() + 5 * MINUTE) : null,
  };
}

async function seedChat(
  db: Db,
  seed: ChatSeed,
  index: number,
  citizen: { id: string; phone: string },
  agents: Agents,
  protocol: string,
) {
  const start = Date.now() - seed.hoursAgo * 3_600_000;
  const at = (m: number) => new Date(start + m * MINUTE);
  const lastInbound = seed.lines.filter((l) => l.d === 'in').at(-1);
  const shown = seed.lines.filter((l) => l.d !== 'event');
  const last = shown.at(-1)!;
  const lastOutIndex = seed.lines.findLastIndex((l) => l.d === 'out');
  const unseen =
    seed.status === 'closed' ? 0 : seed.lines.filter((l, i) => l.d === 'in' && i > lastOutIndex).length;
  const assumed = seed.lines.find((l) => l.d === 'event' && l.t.startsWith('assumiu'));
  const closed = seed.status === 'closed' ? seed.lines.at(-1)! : null;
  const agent = seed.agent ? agents[seed.agent] : null;
  const [chat] = await db
    .insert(chats)
    .values({
      organizationId: DEMO_ORG_ID,
      status: seed.status,
      phone: citizen.phone,
      contactName: seed.unknown?.name ?? null,
      citizenId: citizen.id,
      agentId: agent?.id ?? null,
      unseenMsgs: unseen,
      lastMessageBody: last.t.replaceAll('{protocolo}', protocol),
      lastMessageDirection: last.d,
      lastMessageKind: 'text',
      lastMessageAt: at(last.m),
      lastInboundAt: lastInbound ? at(lastInbound.m) : null,
      assumedAt: assumed ? at(assumed.m) : null,
      closedAt: closed ? at(closed.m) : null,
      closedBy: closed && agent ? agent.id : null,
      createdAt: at(0),
      updatedAt: at(seed.lines.at(-1)!.m),
    })
    .returning({ id: chats.id });
  const ctx = { chatId: chat!.id, start, agents, protocol, key: `${index}` };
  await db.insert(chatMessages).values(seed.lines.map((line, i) => messageRow(seed, line, i, ctx)));
}

export async function seedChats(db: Db): Promise<void> {
  await db
    .insert(quickReplies)
    .values(QUICK_REPLY_SEEDS.map((q) => ({ organizationId: DEMO_ORG_ID, ...q })))
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(chats).where(eq(chats.organizationId, DEMO_ORG_ID));
  if ((existing?.n ?? 0) > 0) return;
  const staff = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, DEMO_ORG_ID),
        inArray(users.email, ['sac@gabinete.demo', 'assessor@gabinete.demo']),
      ),
    );
  const sac = staff.find((u) => u.email === 'sac@gabinete.demo');
  const assessor = staff.find((u) => u.email === 'assessor@gabinete.demo');
  if (!sac || !assessor) return;
  const agents: Agents = { sac, assessor };
  const known = await citizensWithMobiles(db, CHAT_SEEDS.filter((s) => !s.unknown).length);
  const protocol = await protocolText(db);
  let k = 0;
  for (const [index, seed] of CHAT_SEEDS.entries()) {
    await db.transaction(async (tx) => {
      let citizen: { id: string; phone: string } | null = null;
      if (seed.unknown) {
        const found = await findCitizenByPhone(tx, DEMO_ORG_ID, [seed.unknown.phone]);
        const created =
          found ??
          (await createCitizenForPhone(tx, DEMO_ORG_ID, seed.unknown.phone, seed.unknown.name, null));
        if (!found) await recordWhatsappConsent(tx, DEMO_ORG_ID, created.id, `seed-${index}-0`);
        citizen = { id: created.id, phone: seed.unknown.phone };
      } else {
        const next = known[k++];
        if (next) citizen = { id: next.id, phone: next.number };
      }
      if (citizen) await seedChat(tx, seed, index, citizen, agents, protocol);
    });
  }
}
