// SAC (atendimento por chat): the office's WhatsApp inbox — chats pending → open → closed, their messages
// with a delivery state, quick replies, and the acknowledgements of the spec's socket events (§7).
import { z } from 'zod';
import { AI_SENTIMENTS, AiMessageClassificationSchema } from './ai.contract.ts';
import { IdSchema, PageQuerySchema, QueryBooleanSchema } from './common.contract.ts';

export const CHAT_STATUSES = ['pending', 'open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  pending: 'Aguardando',
  open: 'Em atendimento',
  closed: 'Finalizado',
};
export const CHAT_STATUS_COLORS: Record<ChatStatus, string> = {
  pending: 'orange',
  open: 'blue',
  closed: 'gray',
};
/** pending → open (assume), open → closed (finish), closed → pending (an inbound message within the window). */
export const CHAT_TRANSITIONS: Record<ChatStatus, ChatStatus[]> = {
  pending: ['open', 'closed'],
  open: ['closed', 'pending'],
  closed: ['pending', 'open'],
};
/** A message on a chat closed less than this ago reopens it; later ones start a new chat. */
export const CHAT_REOPEN_HOURS_DEFAULT = 2;

/** in: from the citizen; out: to the citizen; note: private, never sent; event: 'Ana assumiu a conversa'. */
export const MESSAGE_DIRECTIONS = ['in', 'out', 'note', 'event'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
export const MESSAGE_KINDS = ['text', 'image', 'audio', 'video', 'document', 'sticker', 'location'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Outbound only (spec of the issue: pendente/enviada/entregue/lida/falhou); inbound ones are null. */
export const DELIVERY_STATES = ['pendente', 'enviada', 'entregue', 'lida', 'falhou'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pendente: 'Pendente',
  enviada: 'Enviada',
  entregue: 'Entregue',
  lida: 'Lida',
  falhou: 'Falhou',
};
/** A later state never goes back to an earlier one (acks arrive out of order); falhou ends it. */
export const DELIVERY_RANK: Record<DeliveryState, number> = {
  pendente: 0,
  enviada: 1,
  entregue: 2,
  lida: 3,
  falhou: 4,
};

/** Media accepted from attendants (and stored from citizens): images, audio, documents. */
export const CHAT_MEDIA_MAX_BYTES = 16 * 1024 * 1024;
export const CHAT_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'video/mp4',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;

const PersonRef = z.object({ _id: z.string(), name: z.string() });

export const ChatMessageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string().nullable(),
  media: z
    .object({
      /** App path that serves the file to users who may read the chat. */
      url: z.string(),
      mimeType: z.string(),
      fileName: z.string().nullable(),
      size: z.number().int(),
    })
    .nullable(),
  deliveryState: z.enum(DELIVERY_STATES).nullable(),
  /** Why a send failed, in pt-BR. */
  error: z.string().nullable(),
  author: PersonRef.nullable(),
  /** The key the client sent (the same key twice is one message). */
  clientId: z.string().nullable(),
  /** Sentiment and topic of a citizen's message read by the office's AI (a suggestion), once classified. */
  ai: AiMessageClassificationSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * Spec §4's Chat entity: `chatId`, `organizationId`, `agent` (with `_id`, the same id, beside them). `agent` is
 * the attendant who assumed the chat, `{ _id, name }`, or null while it waits in the queue; the socket's
 * `chat:assume` (chatId, organizationId, agent) answers the chat with this agent set to the socket's user.
 */
export const ChatSchema = z.object({
  _id: z.string(),
  /** The same as `_id` (spec §4 names it chatId). */
  chatId: z.string(),
  organizationId: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** E.164. */
  phone: z.string(),
  /** The name WhatsApp gave (notifyName), until the citizen's record names them. */
  contactName: z.string().nullable(),
  citizen: z.object({ _id: z.string(), name: z.string() }),
  agent: PersonRef.nullable(),
  area: z.object({ _id: z.string(), name: z.string(), color: z.string() }).nullable(),
  unseenMsgs: z.number().int(),
  lastMessage: z
    .object({
      body: z.string().nullable(),
      direction: z.enum(MESSAGE_DIRECTIONS),
      kind: z.enum(MESSAGE_KINDS),
      at: z.string(),
    })
    .nullable(),
  /** The citizen's last message: the Cloud API's 24-hour window counts from it. */
  lastInboundAt: z.string().nullable(),
  /** The AI's reading of the citizen's latest classified message (a suggestion), or null. */
  sentiment: z.enum(AI_SENTIMENTS).nullable(),
  assumedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof ChatSchema>;

export const ListChatsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CHAT_STATUSES).optional(),
  areaId: IdSchema.optional(),
  agentId: IdSchema.optional(),
  /** Only the caller's chats. */
  mine: QueryBooleanSchema.optional(),
  citizenId: IdSchema.optional(),
  /** 'negative_first': chats whose latest message the AI read as negative come first. */
  sort: z.enum(['recent', 'negative_first'], { error: 'Ordenação inválida' }).optional(),
});
export const ChatListSchema = z.object({
  chats: z.array(ChatSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Queue sizes for the inbox tabs, whatever the filter. */
  counts: z.object({ pending: z.number().int(), open: z.number().int(), mine: z.number().int() }),
});

export const ListMessagesQuerySchema = z.object({
  /** Messages strictly before this message id (older page). */
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const MessageListSchema = z.object({
  messages: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});

export const SendChatMessageInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Escreva a mensagem')
    .max(4096, 'Mensagem longa demais (máximo 4.096 caracteres)'),
  /** A private note: stays in the office, never sent. */
  private: z.boolean().optional(),
  /** Generated by the client per message: a retried send is stored and sent once. */
  clientId: z.string().trim().min(8).max(100).optional(),
});

/** With citizenId and phone, the chat is with that one of the citizen's reachable phones. */
export const StartChatInputSchema = z.object({
  citizenId: IdSchema.optional(),
  phone: z.string().trim().min(8, 'Informe o telefone').max(30).optional(),
  text: z.string().trim().min(1, 'Escreva a mensagem').max(4096),
  clientId: z.string().trim().min(8).max(100).optional(),
});

export const TransferChatInputSchema = z
  .object({ userId: IdSchema.nullable().optional(), areaId: IdSchema.nullable().optional() })
  .refine((v) => Boolean(v.userId) || Boolean(v.areaId), {
    message: 'Escolha um usuário ou uma área para transferir.',
  });

export const QuickReplySchema = z.object({
  _id: z.string(),
  /** Typed after '/' in the message box. */
  shortcut: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type QuickReply = z.infer<typeof QuickReplySchema>;
export const QuickReplyInputSchema = z.object({
  shortcut: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_-]{1,30}$/, 'Atalho: letras minúsculas, números, _ ou - (até 30)'),
  text: z.string().trim().min(1, 'Escreva o texto').max(2000),
});
export const QuickReplyListSchema = z.object({ quickReplies: z.array(QuickReplySchema) });

/** Every client event's acknowledgement: ok with data, or a pt-BR refusal (nothing was broadcast). */
export type SocketAck<T = undefined> = { ok: true; data: T } | { ok: false; code: string; message: string };
