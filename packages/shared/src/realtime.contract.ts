// The Socket.IO connection (spec §7 'Real-time socket'): client options, and the typed event maps both
// ends use. The WhatsApp/SAC events of the spec are added by the WhatsApp issue under their exact names.
import type { AreaSubject } from './abilities.ts';
import type { CampaignProgress } from './campaigns.contract.ts';
import type { Chat, ChatMessage, SocketAck } from './chats.contract.ts';
import type { UpdateCitizenInput } from './citizens.contract.ts';
import type { Notification } from './notifications.contract.ts';
import type { WhatsappConnection, WppStatus } from './whatsapp.contract.ts';

export const SOCKET_PATH = '/socket.io';
/** Spec §7 and §9: up to 5 reconnection attempts, 5000 ms timeout. */
export const SOCKET_OPTIONS = { reconnectionAttempts: 5, timeout: 5000 } as const;
/** Spec §4 and §8: what a connect failure shows. */
export const SOCKET_UNAVAILABLE_MESSAGE = 'Serviço Temporariamente Indisponível';

/** Handshake: `io(url, { auth: { token: <access token> } })`; a bad or expired token is refused. */
export interface SocketAuth {
  token: string;
}

/** What `connect_error` carries in `err.data` when the server refuses the handshake (`err.message` is the same pt-BR text). */
export interface SocketErrorData {
  code: string;
  message: string;
}
/** Refusals a fresh access token can cure: the client refreshes its session once and reconnects. */
export const SOCKET_REFRESHABLE_CODES: readonly string[] = ['TOKEN_EXPIRED', 'UNAUTHENTICATED'];

/** Events the server sends. */
export interface ServerToClientEvents {
  /** A new notification for the connected user (room `user:<id>`). */
  'notification:new': (notification: Notification) => void;
  /** The unread count changed elsewhere (read in another tab, read all). */
  'notification:unread': (payload: { unread: number }) => void;
  /** A support ticket got a message or changed (the office's opener, the platform team): refetch it. */
  'support:changed': (payload: { ticketId: string }) => void;
  /** A demanda was created, changed, moved, deleted or restored (room of the office's demandas readers). */
  'demand:changed': (payload: DemandChange) => void;
  /** An emenda was saved, moved, deleted or restored, or an import changed many (room of its readers). */
  'amendment:changed': (payload: AmendmentChange) => void;
  /**
   * A chat message was stored or changed (spec §7 `new_message`): inbound, outbound, note, event, and every
   * delivery-state change of an outbound one. Clients upsert by `message._id`. Rooms `chat:<id>` and `org:<id>:wpp`.
   */
  new_message: (payload: { chat: Chat; message: ChatMessage }) => void;
  /** A chat changed: status, agent, área, unread count, last message (rooms `org:<id>:chats` and `chat:<id>`). */
  update_chat: (chat: Chat) => void;
  /** The office's WhatsApp left the connected bucket (room `org:<id>:wpp-status`). */
  wpp_has_been_disconnect: (payload: { organizationId: string; statusSession: WppStatus }) => void;
  /**
   * Spec §7 `wpp_change_status (statusSession)`: once per status change, `statusSession` always one of the
   * eleven (normalizeWppStatus), with the view it leads to.
   */
  wpp_change_status: (payload: {
    organizationId: string;
    statusSession: WppStatus;
    connection: WhatsappConnection;
  }) => void;
  /**
   * The connection view changed without a status change (room `org:<id>:wpp-status`): a new QR code while
   * notLogged, or the count of replies waiting to go out (`pendingOutbound`) went up or down.
   */
  'wpp:connection': (payload: { organizationId: string; connection: WhatsappConnection }) => void;
  /** A campaign sent a batch or changed state (room of the office's campaigns readers). */
  'campaign:progress': (payload: CampaignProgress) => void;
  /** Refetch the inbox (and the chat when `chatId` is set): a transfer, a bulk change, a reconnect. */
  'chat:refresh': (payload: { chatId: string | null }) => void;
}

/** Who changed which demanda: open lists, boards and records refresh unless the change was their own. */
export interface DemandChange {
  _id: string;
  /** The version after the change (null when deleted). */
  version: number | null;
  /** The user who made it. */
  by: string;
}

/** Who changed which emenda (`_id` null: a Portal import changed several): open pages refresh but theirs. */
export interface AmendmentChange {
  _id: string | null;
  version: number | null;
  by: string;
}

type Ack<T = undefined> = (result: SocketAck<T>) => void;
/**
 * Events the client sends (spec §7, exact names). The server takes the user from the handshake, checks the
 * ids belong to the user's office and answers every one with a SocketAck; a refusal broadcasts nothing.
 */
export interface ClientToServerEvents {
  attendant_send_message: (
    payload: { chatId: string; text: string; private?: boolean; clientId?: string },
    ack: Ack<ChatMessage>,
  ) => void;
  /** Starts (or continues) a chat with a citizen or a number and sends the first message. */
  attendant_new_chat: (
    payload: { citizenId?: string; phone?: string; text: string; clientId?: string },
    ack: Ack<Chat>,
  ) => void;
  join_chat: (payload: { chatId: string }, ack: Ack<Chat>) => void;
  leave_chat: (payload: { chatId: string }, ack: Ack) => void;
  /** The inbox's chat list (update_chat). Needs read on sac. */
  join_chat_organization: (payload: { organizationId: string }, ack: Ack) => void;
  /** Every message of the office (new_message). Needs read on sac and on whatsapp. */
  join_wpp_organization: (payload: { organizationId: string }, ack: Ack) => void;
  /** The connection status (wpp_change_status, wpp_has_been_disconnect). Needs read on whatsapp (or manage all). */
  join_wpp_status_organization: (payload: { organizationId: string }, ack: Ack<WhatsappConnection>) => void;
  /** `agent` is ignored: the agent is the authenticated user. Exactly one of two simultaneous assumes wins. */
  'chat:assume': (
    payload: { chatId: string; organizationId: string; agent?: unknown },
    ack: Ack<Chat>,
  ) => void;
  'chat:finish': (payload: { chatId: string }, ack: Ack<Chat>) => void;
  /** Edits the chat's citizen from the side panel, validated as PUT /api/citizens/{id}. */
  'chat:update_client': (payload: { chatId: string; client: UpdateCitizenInput }, ack: Ack<Chat>) => void;
}

/** Rooms the server puts a socket in after checking the token. */
export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets opened with one login (the access token's session id). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const organizationRoom = (organizationId: string) => `org:${organizationId}`;
/** The office's users who may read a subject (joined at connection from the ability list). */
export const subjectRoom = (organizationId: string, subject: AreaSubject) =>
  `org:${organizationId}:${subject}`;
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** The SAC inbox lists (update_chat). */
export const chatsRoom = (organizationId: string) => `org:${organizationId}:chats`;
/** Every message of the office (new_message). */
export const wppRoom = (organizationId: string) => `org:${organizationId}:wpp`;
/** The WhatsApp connection status. */
export const wppStatusRoom = (organizationId: string) => `org:${organizationId}:wpp-status`;
