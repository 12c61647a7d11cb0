// (c) 50 attendants click 'Assumir' at once: a fresh pending chat per round (a message from a new number),
// then 50 different attendant users send `chat:assume` on their own sockets (half on A, half on B) in the
// same tick. Exactly one must get ok; the others a clear refusal. 20 rounds.
import type { Chat, ChatMessage } from '@gabinete/shared';
import {
  ack,
  closeAll,
  log,
  openAttendantSockets,
  phoneFor,
  post,
  type AppSocket,
  type WhatsappOffice,
  SIMULATOR,
} from './whatsapp-office.ts';

export interface AssumePlan {
  attendants: number;
  rounds: number;
}
export const ASSUME_PLAN: AssumePlan = { attendants: 50, rounds: 20 };

export interface AssumeFigures {
  attendants: number;
  /** ok answers per round (exactly 1 expected each time). */
  successes: number[];
  /** Refusal codes and how often they came. */
  refusals: Record<string, number>;
  /** From the emits to the last ack, per round. */
  settleMs: number[];
}

function pendingChat(watcher: AppSocket, text: string): Promise<Chat> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no new_message for '${text}' within 10 s`)), 10_000);
    const handler = (p: { chat: Chat; message: ChatMessage }) => {
      if (p.message.body !== text) return;
      clearTimeout(timer);
      watcher.off('new_message', handler);
      resolve(p.chat);
    };
    watcher.on('new_message', handler);
  });
}

export async function measureAssume(
  office: WhatsappOffice,
  tag: string,
  plan: AssumePlan = ASSUME_PLAN,
): Promise<AssumeFigures> {
  const users = office.attendants.slice(0, plan.attendants);
  if (users.length < plan.attendants) throw new Error(`only ${users.length} attendants`);
  const half = Math.ceil(users.length / 2);
  // One socket per attendant user: each assume comes from a different person.
  const sockets = [
    ...(await openAttendantSockets(office.a, users.slice(0, half), office.organizationId, half)),
    ...(await openAttendantSockets(office.b, users.slice(half), office.organizationId, users.length - half)),
  ];
  const successes: number[] = [];
  const refusals: Record<string, number> = {};
  const settleMs: number[] = [];
  try {
    for (let round = 0; round < plan.rounds; round++) {
      const text = `assume ${tag} ${round}`;
      const arrived = pendingChat(sockets[0]!, text);
      await post(office.a, office.admin.a.token, `${SIMULATOR}/inbound`, {
        from: phoneFor(10_000 + round),
        text,
      });
      const chat = await arrived;
      if (chat.status !== 'pending')
        throw new Error(`round ${round}: the new chat is ${chat.status}, not pending`);
      const started = performance.now();
      const answers = await Promise.all(
        sockets.map((s) =>
          ack<Chat>((reply) =>
            s.emit('chat:assume', { chatId: chat._id, organizationId: office.organizationId }, reply),
          ),
        ),
      );
      settleMs.push(performance.now() - started);
      successes.push(answers.filter((a) => a.ok).length);
      for (const a of answers) if (!a.ok) refusals[a.code] = (refusals[a.code] ?? 0) + 1;
    }
  } finally {
    closeAll(sockets);
  }
  log(`assume: successes per round ${successes.join(' ')}; refusals ${JSON.stringify(refusals)}`);
  return { attendants: users.length, successes, refusals, settleMs };
}
