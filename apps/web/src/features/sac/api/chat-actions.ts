// The SAC's actions over the spec's socket events (§7): chat:assume {chatId, organizationId, agent},
// chat:finish {chatId}, attendant_send_message, attendant_new_chat and chat:update_client, each answered
// by its SocketAck.
// While the live connection is down (or the user does not follow the live SAC) the REST routes do the same.
// A refusal becomes the same ApiError REST would throw; a 403 code lands on /acesso-negado like REST.
import {
  ChatMessageSchema,
  ChatSchema,
  ERROR_MESSAGES,
  can,
  type Chat,
  type ChatMessage,
  type ClientToServerEvents,
  type SocketAck,
  type UpdateCitizenInput,
} from '@gabinete/shared';
import type { z } from 'zod';
import { ApiError, forbiddenPath } from '../../../lib/api-client.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { getUserData } from '../../../lib/session.ts';
import { emitWithAck, getSocketStatus } from '../../../lib/socket.ts';
import { updateCitizen } from '../../citizens/api/citizens.api.ts';
import * as rest from './chats.api.ts';

/** Refusal codes the API answers with 403: the socket's refusal goes where REST's would. */
const FORBIDDEN_CODES = new Set(['FORBIDDEN', 'ADMIN_ONLY', 'ORGANIZATION_SUSPENDED', 'TRIAL_EXPIRED']);
const NOT_SENT = 'SOCKET_UNAVAILABLE';

function statusOf(code: string): number {
  if (FORBIDDEN_CODES.has(code)) return 403;
  if (code.endsWith('NOT_FOUND')) return 404;
  if (code === 'VALIDATION') return 400;
  if (code === NOT_SENT) return 0;
  if (code.startsWith('CHAT_')) return 409;
  return 422;
}

/** The ApiError a refused ack stands for (a 403 also sends the browser to /acesso-negado). */
export function ackError(ack: { code: string; message: string }): ApiError {
  const status = statusOf(ack.code);
  if (status === 403) navigateTo(forbiddenPath(ack.code));
  return new ApiError(status, ack.code, ack.message);
}

/** The live SAC is for users who follow the WhatsApp (spec §6), over an open connection. */
export function socketReady(): boolean {
  const ability = getUserData()?.ability ?? [];
  return getSocketStatus().connected && can(ability, 'read', 'whatsapp');
}

type Payload<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[0];

interface Via<S extends z.ZodType, E extends keyof ClientToServerEvents> {
  event: E;
  payload: Payload<E>;
  schema: S;
  rest: () => Promise<z.output<S>>;
  /** Safe to repeat over REST when the ack never came (a clientId makes the server store it once). */
  idempotent?: boolean;
}

async function via<S extends z.ZodType, E extends keyof ClientToServerEvents>(
  options: Via<S, E>,
): Promise<z.output<S>> {
  if (!socketReady()) return options.rest();
  const ack = (await emitWithAck(options.event, options.payload)) as SocketAck<unknown>;
  if (!ack.ok) {
    if (ack.code === NOT_SENT && options.idempotent) return options.rest();
    throw ackError(ack);
  }
  const parsed = options.schema.safeParse(ack.data);
  if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', ERROR_MESSAGES.INTERNAL);
  return parsed.data;
}

/** 'Assumir': the server takes the agent from the authenticated socket; `agent` is sent as the spec lists. */
export function assumeChat(chat: Pick<Chat, '_id' | 'organizationId'>): Promise<Chat> {
  const user = getUserData();
  return via({
    event: 'chat:assume',
    payload: {
      chatId: chat._id,
      organizationId: chat.organizationId,
      agent: user ? { _id: user._id, name: user.name } : undefined,
    },
    schema: ChatSchema,
    rest: () => rest.assumeChat(chat._id),
  });
}

export const finishChat = (chatId: string): Promise<Chat> =>
  via({
    event: 'chat:finish',
    payload: { chatId },
    schema: ChatSchema,
    rest: () => rest.finishChat(chatId),
  });

export const sendMessage = (
  chatId: string,
  input: { text: string; private: boolean; clientId: string },
): Promise<ChatMessage> =>
  via({
    event: 'attendant_send_message',
    payload: { chatId, ...input },
    schema: ChatMessageSchema,
    rest: () => rest.sendMessage(chatId, input),
    idempotent: true,
  });

export const startChat = (input: rest.StartChatInput): Promise<Chat> =>
  via({
    event: 'attendant_new_chat',
    payload: input,
    schema: ChatSchema,
    rest: () => rest.startChat(input),
    idempotent: Boolean(input.clientId),
  });

/** The citizen beside the chat, edited from the side panel; answers the chat as it stands after. */
export const updateChatClient = (chat: Pick<Chat, '_id' | 'citizen'>, client: UpdateCitizenInput) =>
  via({
    event: 'chat:update_client',
    payload: { chatId: chat._id, client },
    schema: ChatSchema,
    rest: async () => {
      await updateCitizen(chat.citizen._id, client);
      return rest.fetchChat(chat._id);
    },
  });
