// The spec's client events (§7) on the one Socket.IO server: each validates its payload, checks the ability
// and that every id is of the socket's office, runs the same service as REST and answers a SocketAck. A
// refusal answers { ok:false } and broadcasts nothing; a missing ack callback is fine.
import { z } from 'zod';
import {
  can,
  chatRoom,
  chatsRoom,
  ERROR_MESSAGES,
  IdSchema,
  SendChatMessageInputSchema,
  StartChatInputSchema,
  UpdateCitizenInputSchema,
  wppRoom,
  type SocketAck,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Principal } from '../auth/principal.ts';
import { updateCitizen } from '../citizens/citizens.service.ts';
import { registerSocketHandler, type AppSocket } from '../realtime/realtime.server.ts';
import { requireSac } from './chats-guard.ts';
import { assumeChat, finishChat } from './chats-lifecycle.ts';
import { loadChat, pushChat } from './chats-push.ts';
import { sendOnChat, startChat } from './chats-send.ts';

const ChatIdSchema = z.object({ chatId: IdSchema });
const OrganizationSchema = z.object({ organizationId: IdSchema });

function refusal(err: unknown): SocketAck<never> {
  if (err instanceof AppError) return { ok: false, code: err.code, message: err.message };
  if (err instanceof z.ZodError) {
    return { ok: false, code: 'VALIDATION', message: err.issues[0]?.message ?? ERROR_MESSAGES.VALIDATION };
  }
  return { ok: false, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL };
}

function sameOffice(principal: Principal, organizationId: string): void {
  if (organizationId !== principal.organizationId) throw new AppError('FORBIDDEN', 403);
}

type Run<T> = (payload: T, principal: Principal) => Promise<unknown>;

/** One event: ability first (as REST answers 403 before 400), then parse, run, answer. */
function handle<T>(
  socket: AppSocket,
  event: string,
  schema: z.ZodType<T>,
  run: Run<T>,
  guard: (principal: Principal) => void = () => {},
): void {
  (socket as unknown as { on(e: string, l: (...args: unknown[]) => void): void }).on(event, (...args) => {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (r: SocketAck<unknown>) => void) : () => {};
    void (async () => {
      try {
        guard(socket.data.principal);
        const payload = schema.parse(args[0]);
        ack({ ok: true, data: (await run(payload, socket.data.principal)) ?? undefined });
      } catch (err) {
        ack(refusal(err));
      }
    })();
  });
}

const reader = (who: Principal) => requireSac(who, 'read');
const actor = (who: Principal) => requireSac(who, 'update');
/**
 * Spec §6: the live WhatsApp/chat connection runs only for users with read on whatsapp (manage on all covers
 * it): without it no chat or WhatsApp room is joined, whatever the user may do on sac through REST.
 */
const listener = (who: Principal) => {
  reader(who);
  if (!can(who.ability, 'read', 'whatsapp')) throw new AppError('FORBIDDEN', 403);
};

export function chatSocketHandler(socket: AppSocket, deps: AppDeps): void {
  handle(
    socket,
    'attendant_send_message',
    SendChatMessageInputSchema.extend({ chatId: IdSchema }),
    (p, who) => {
      const { chatId, ...input } = p;
      return sendOnChat(deps, who, chatId, input);
    },
    actor,
  );
  handle(
    socket,
    'attendant_new_chat',
    StartChatInputSchema,
    async (p, who) => {
      const { chatId } = await startChat(deps, who, p);
      return loadChat(deps, who.organizationId, chatId);
    },
    actor,
  );
  handle(
    socket,
    'join_chat',
    ChatIdSchema,
    async (p, who) => {
      const chat = await loadChat(deps, who.organizationId, p.chatId);
      await socket.join(chatRoom(chat._id));
      return chat;
    },
    listener,
  );
  handle(
    socket,
    'leave_chat',
    ChatIdSchema,
    async (p, who) => {
      await loadChat(deps, who.organizationId, p.chatId);
      await socket.leave(chatRoom(p.chatId));
    },
    reader,
  );
  handle(
    socket,
    'join_chat_organization',
    OrganizationSchema,
    async (p, who) => {
      sameOffice(who, p.organizationId);
      await socket.join(chatsRoom(p.organizationId));
    },
    listener,
  );
  handle(
    socket,
    'join_wpp_organization',
    OrganizationSchema,
    async (p, who) => {
      sameOffice(who, p.organizationId);
      await socket.join(wppRoom(p.organizationId));
    },
    listener,
  );
  // The agent is the socket's user: whatever `agent` the payload carries is ignored.
  handle(
    socket,
    'chat:assume',
    ChatIdSchema.extend({ organizationId: IdSchema }),
    (p, who) => {
      sameOffice(who, p.organizationId);
      return assumeChat(deps, who, p.chatId);
    },
    actor,
  );
  handle(socket, 'chat:finish', ChatIdSchema, (p, who) => finishChat(deps, who, p.chatId), actor);
  handle(
    socket,
    'chat:update_client',
    ChatIdSchema.extend({ client: UpdateCitizenInputSchema }),
    async (p, who) => {
      const chat = await loadChat(deps, who.organizationId, p.chatId);
      await updateCitizen(deps, who, chat.citizen._id, p.client);
      // Colleagues with this chat open reload the citizen beside it (spec §7 chat:refresh).
      deps.realtime.toRoom(chatRoom(chat._id), 'chat:refresh', { chatId: chat._id });
      return pushChat(deps, who.organizationId, chat._id);
    },
    (who) => {
      actor(who);
      if (!can(who.ability, 'update', 'citizens')) throw new AppError('FORBIDDEN', 403);
    },
  );
}

registerSocketHandler('chats', chatSocketHandler);
