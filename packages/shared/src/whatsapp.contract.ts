// WhatsApp connection (spec §4 'WhatsApp session status', §7 'WhatsApp API', §8): the status values and
// their buckets, the initial-message table, and the office's gateway settings (secrets never leave the server).
import { z } from 'zod';

/** Spec §4: the eleven values clients ever see in `statusSession` and `connection.status`. */
export const WPP_STATUSES = [
  'autocloseCalled',
  'browserClose',
  'desconectedMobile',
  'inChat',
  'isLogged',
  'notLogged',
  'phoneNotConnected',
  'qrReadError',
  'qrReadFail',
  'qrReadSuccess',
  'serverClose',
] as const;
export type WppStatus = (typeof WPP_STATUSES)[number];

export const WPP_CONNECTED_STATUSES: readonly WppStatus[] = ['isLogged', 'qrReadSuccess', 'inChat'];
export const WPP_DISCONNECTED_STATUSES: readonly WppStatus[] = [
  'desconectedMobile',
  'browserClose',
  'qrReadFail',
  'qrReadError',
  'serverClose',
  'autocloseCalled',
  'phoneNotConnected',
];

/** Letters and digits only, lower case: 'Disconnected_Mobile' and 'disconnectedMobile' read alike. */
const statusKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * What providers report besides the spec's own words (any casing, '_' or '-' ignored): the two other
 * spellings of the mobile-unlinked value (WPPConnect ≤ 1.37.6 and current), and wppconnect-server's session
 * states (status-session) and WhatsApp Web's socket states.
 */
const WPP_STATUS_ALIASES: Record<string, WppStatus> = {
  desconnectedmobile: 'desconectedMobile',
  disconnectedmobile: 'desconectedMobile',
  unpaired: 'desconectedMobile',
  unpairedidle: 'desconectedMobile',
  connected: 'inChat',
  qrcode: 'notLogged',
  phonecode: 'notLogged',
  initializing: 'notLogged',
  opening: 'notLogged',
  pairing: 'notLogged',
  closed: 'browserClose',
  timeout: 'phoneNotConnected',
};
const WPP_STATUS_BY_KEY: Record<string, WppStatus> = {
  ...WPP_STATUS_ALIASES,
  ...Object.fromEntries(WPP_STATUSES.map((s) => [statusKey(s), s])),
};

/**
 * The one reading of whatever a provider reports, or a stored row holds, as one of the eleven values.
 * null/empty: no status known yet. A word nobody knows is 'serverClose': the session cannot be trusted to
 * send (the queue keeps the replies), the office sees 'Desconectado' and may connect again.
 */
export function normalizeWppStatus(raw: unknown): WppStatus | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  return WPP_STATUS_BY_KEY[statusKey(raw)] ?? 'serverClose';
}

/** The status to show for a stored one: an office that never connected is 'notLogged' (connect, read the QR). */
export const wppStatusOf = (stored: unknown): WppStatus => normalizeWppStatus(stored) ?? 'notLogged';

/** connected: 'Conectado ao WhatsApp'; disconnected: 'Desconectado do WhatsApp'; qr: show the QR code. */
export type WppBucket = 'connected' | 'disconnected' | 'qr' | 'unknown';
export const WPP_CONNECTED_LABEL = 'Conectado ao WhatsApp';
export const WPP_DISCONNECTED_LABEL = 'Desconectado do WhatsApp';
export const WPP_QR_LABEL = 'Leia o QR Code com o WhatsApp do gabinete';
export const WPP_UNKNOWN_LABEL = 'Status não identificado';

/** Exactly one of the eleven (no other spelling). */
export function isWppStatus(value: unknown): value is WppStatus {
  return typeof value === 'string' && (WPP_STATUSES as readonly string[]).includes(value);
}

/** Any spelling is read through normalizeWppStatus; only 'no status at all' is unknown. */
export function wppBucket(raw: string | null | undefined): WppBucket {
  const status = normalizeWppStatus(raw);
  if (!status) return 'unknown';
  if (WPP_CONNECTED_STATUSES.includes(status)) return 'connected';
  if (WPP_DISCONNECTED_STATUSES.includes(status)) return 'disconnected';
  return 'qr';
}

export function wppStatusLabel(status: string | null | undefined): string {
  const bucket = wppBucket(status);
  if (bucket === 'connected') return WPP_CONNECTED_LABEL;
  if (bucket === 'disconnected') return WPP_DISCONNECTED_LABEL;
  if (bucket === 'qr') return WPP_QR_LABEL;
  return WPP_UNKNOWN_LABEL;
}

/** isLogged and qrReadSuccess come before the phone has synced: only inChat means a message can go out. */
export const canSendOn = (status: string | null | undefined): boolean =>
  normalizeWppStatus(status) === 'inChat';

/** What GET /whatsapp/getconnection answers in `message` (spec §7 and §4's table). */
export const GETCONNECTION_MESSAGES = {
  connected: 'Conectado',
  disconnected: 'Sem Conexão',
  error: 'Erro interno',
} as const;
export const INITIAL_STATUS_ERROR = 'Erro interno ao carregar o status inicial';

export const GetConnectionQuerySchema = z.object({ token: z.uuid('Informe o gabinete (token).') });
export const GetConnectionResponseSchema = z.object({ message: z.string(), isConnected: z.boolean() });
export type GetConnectionResponse = z.infer<typeof GetConnectionResponseSchema>;

/** The web's reading of the initial message (spec §4 table). */
export type InitialStatus =
  | { kind: 'connected' }
  | { kind: 'disconnected' }
  | { kind: 'error'; message: typeof INITIAL_STATUS_ERROR }
  | { kind: 'unknown'; message: typeof WPP_UNKNOWN_LABEL };

export function readInitialStatus(message: unknown): InitialStatus {
  if (message === GETCONNECTION_MESSAGES.connected) return { kind: 'connected' };
  if (message === GETCONNECTION_MESSAGES.disconnected) return { kind: 'disconnected' };
  if (message === GETCONNECTION_MESSAGES.error) return { kind: 'error', message: INITIAL_STATUS_ERROR };
  return { kind: 'unknown', message: WPP_UNKNOWN_LABEL };
}

/** POST /whatsapp/sendmessage: the spec does not show the body; this is ours. */
export const SendMessageInputSchema = z.object({
  token: z.uuid('Informe o gabinete (token).').optional(),
  /** The citizen's number as typed or E.164. */
  phone: z.string().trim().min(8, 'Informe o telefone').max(30),
  message: z
    .string()
    .trim()
    .min(1, 'Escreva a mensagem')
    .max(4096, 'Mensagem longa demais (máximo 4.096 caracteres)'),
  /** The same key twice sends once. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export const SendMessageResultSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  chatId: z.string(),
  messageId: z.string(),
  deliveryState: z.string(),
});

export const WHATSAPP_PROVIDERS = ['simulator', 'wppconnect', 'cloud-api'] as const;
export type WhatsappProvider = (typeof WHATSAPP_PROVIDERS)[number];
export const WHATSAPP_PROVIDER_LABELS: Record<WhatsappProvider, string> = {
  simulator: 'Simulador (demonstração e testes)',
  wppconnect: 'Servidor WPPConnect',
  'cloud-api': 'WhatsApp Cloud API (oficial)',
};

/** What the browser sees of the office's connection: never a secret, only whether one is set. */
export const WhatsappConnectionSchema = z.object({
  provider: z.enum(WHATSAPP_PROVIDERS),
  /** One of the eleven; an office that never connected is notLogged (null only from older servers). */
  status: z.enum(WPP_STATUSES).nullable(),
  bucket: z.enum(['connected', 'disconnected', 'qr', 'unknown']),
  label: z.string(),
  /** Only inChat: the gateway really can send. */
  canSend: z.boolean(),
  /** data: URL of the QR image while status is notLogged. */
  qrCode: z.string().nullable(),
  statusAt: z.string().nullable(),
  /** The office's number once paired (E.164). */
  phone: z.string().nullable(),
  /** Messages waiting for the connection (pendente). */
  pendingOutbound: z.number().int(),
});
export type WhatsappConnection = z.infer<typeof WhatsappConnectionSchema>;

export const WhatsappStatusEntrySchema = z.object({
  status: z.enum(WPP_STATUSES),
  label: z.string(),
  at: z.string(),
});
export type WhatsappStatusEntry = z.infer<typeof WhatsappStatusEntrySchema>;
export const WhatsappStatusHistorySchema = z.object({ history: z.array(WhatsappStatusEntrySchema) });

/** Settings → WhatsApp: provider and its parameters; secret fields are write-only (`has…` tells if set). */
export const WhatsappSettingsSchema = z.object({
  provider: z.enum(WHATSAPP_PROVIDERS),
  wppconnectUrl: z.string().nullable(),
  wppconnectSession: z.string().nullable(),
  hasWppconnectSecretKey: z.boolean(),
  cloudPhoneNumberId: z.string().nullable(),
  cloudApiVersion: z.string().nullable(),
  /** The WhatsApp Business Account id (its message templates are read from it). */
  cloudWabaId: z.string().nullable(),
  hasCloudAccessToken: z.boolean(),
  hasCloudAppSecret: z.boolean(),
  cloudVerifyToken: z.string().nullable(),
  /** The URLs to paste in the provider's panel (with the per-office secret for WPPConnect). */
  webhookUrl: z.string(),
});
export type WhatsappSettings = z.infer<typeof WhatsappSettingsSchema>;

const optionalSecret = z.string().trim().max(500).optional();
export const WhatsappSettingsInputSchema = z.object({
  provider: z.enum(WHATSAPP_PROVIDERS, 'Escolha o provedor'),
  wppconnectUrl: z.url('Informe a URL do servidor WPPConnect').max(300).nullable().optional(),
  wppconnectSession: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Sessão: use letras, números, _ ou -')
    .nullable()
    .optional(),
  wppconnectSecretKey: optionalSecret,
  cloudPhoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'ID do número: só dígitos')
    .nullable()
    .optional(),
  cloudApiVersion: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, 'Versão no formato v21.0')
    .nullable()
    .optional(),
  cloudWabaId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'ID da conta do WhatsApp Business: só dígitos')
    .nullable()
    .optional(),
  cloudAccessToken: optionalSecret,
  cloudAppSecret: optionalSecret,
  cloudVerifyToken: z.string().trim().max(200).nullable().optional(),
});

export const WHATSAPP_ERRORS = {
  WHATSAPP_NOT_CONNECTED:
    'O WhatsApp do gabinete não está conectado. A mensagem ficou na fila e será enviada quando conectar.',
  WHATSAPP_FOREIGN_TOKEN: 'Este token não é do seu gabinete.',
  WHATSAPP_WEBHOOK_SECRET: 'Assinatura ou segredo do webhook inválido.',
  WHATSAPP_WEBHOOK_PAYLOAD: 'Conteúdo do webhook inválido.',
  WHATSAPP_SIMULATOR_ONLY: 'Disponível apenas quando o provedor do gabinete é o simulador.',
  WHATSAPP_PROVIDER_UNAVAILABLE: 'O provedor do WhatsApp não respondeu. Tente novamente em instantes.',
  WHATSAPP_PROVIDER_CONFIG: 'Configure o provedor do WhatsApp em Configurações antes de conectar.',
  WHATSAPP_INVALID_RECIPIENT: 'Este número não é um WhatsApp válido.',
  WHATSAPP_OUTSIDE_WINDOW:
    'Passaram-se mais de 24 horas desde a última mensagem do cidadão: a Cloud API só permite modelos aprovados.',
  CHAT_NOT_FOUND: 'Conversa não encontrada.',
  CHAT_ALREADY_ASSUMED: 'Esta conversa já foi assumida por outra pessoa.',
  CHAT_NOT_OPEN: 'Assuma a conversa antes de responder.',
  CHAT_CLOSED: 'Esta conversa foi finalizada.',
  CHAT_NOT_YOURS: 'Esta conversa está com outra pessoa.',
  CHAT_TRANSFER_TARGET: 'Escolha um usuário ou uma área para transferir.',
  CHAT_MESSAGE_NOT_FOUND: 'Mensagem não encontrada.',
  QUICK_REPLY_NOT_FOUND: 'Resposta rápida não encontrada.',
  QUICK_REPLY_SHORTCUT_IN_USE: 'Já existe uma resposta rápida com este atalho.',
} as const;
