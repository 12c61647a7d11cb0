// What the WhatsApp badge says (spec §4, §6, §8): who may follow the status, how the initial message and
// the live pushes read, and the one view the navbar, the page and the dashboard draw from them.
import {
  canSendOn,
  readInitialStatus,
  SOCKET_UNAVAILABLE_MESSAGE,
  WPP_CONNECTED_LABEL,
  WPP_DISCONNECTED_LABEL,
  wppBucket,
  wppStatusLabel,
  type InitialStatus,
  type WhatsappConnection,
  type WppStatus,
} from '@gabinete/shared';
import type { AppAbility } from '../../../lib/ability.ts';
import { formatNumber } from '../../../lib/format.ts';

/** Spec §6: the status and live-connection features run only with read on whatsapp (manage on all covers it). */
export const canFollowWhatsapp = (ability: Pick<AppAbility, 'can'>): boolean =>
  ability.can('read', 'whatsapp');

export type BadgeTone = 'connected' | 'disconnected' | 'qr' | 'unknown' | 'error' | 'unavailable' | 'loading';

export interface BadgeView {
  tone: BadgeTone;
  label: string;
  /** What fits in the navbar (the full label goes to the tooltip and screen readers). */
  shortLabel: string;
  /** Mantine colour: green connected, red disconnected, yellow QR/unknown, grey service unavailable. */
  color: string;
  connected: boolean;
}

const COLORS: Record<BadgeTone, string> = {
  connected: 'green',
  disconnected: 'red',
  qr: 'yellow',
  unknown: 'yellow',
  error: 'yellow',
  unavailable: 'gray',
  loading: 'gray',
};

const SHORT_LABELS: Partial<Record<BadgeTone, string>> = {
  qr: 'WhatsApp: ler o QR Code',
  error: 'WhatsApp: erro ao carregar',
};

const view = (tone: BadgeTone, label: string, shortLabel?: string): BadgeView => ({
  tone,
  label,
  shortLabel: shortLabel ?? SHORT_LABELS[tone] ?? label,
  color: COLORS[tone],
  connected: tone === 'connected',
});

export const LOADING_LABEL = 'Verificando o WhatsApp…';

/** The initial GET /whatsapp/getconnection answer, read as the spec's table says. */
export function initialView(initial: InitialStatus): BadgeView {
  if (initial.kind === 'connected') return view('connected', WPP_CONNECTED_LABEL);
  if (initial.kind === 'disconnected') return view('disconnected', WPP_DISCONNECTED_LABEL);
  return view(initial.kind, initial.message);
}

/** notLogged with no QR code yet (an office that never connected, or after a disconnect): connect first. */
export const CONNECT_PROMPT_LABEL = 'Conectar o WhatsApp';

/** A known connection (the join's answer, a push, the page's fetch). */
export function connectionView(
  connection: Pick<WhatsappConnection, 'status'> & Partial<Pick<WhatsappConnection, 'qrCode'>>,
): BadgeView {
  const bucket = wppBucket(connection.status);
  if (bucket === 'qr' && connection.qrCode === null) {
    return view('qr', CONNECT_PROMPT_LABEL, CONNECT_PROMPT_LABEL);
  }
  return view(bucket, wppStatusLabel(connection.status));
}

export interface BadgeInput {
  /** The socket's failure message (useSocketStatus().message), null while connecting or connected. */
  socketMessage: string | null;
  /** The latest known connection, once the join answered or a push arrived. */
  connection:
    (Pick<WhatsappConnection, 'status'> & Partial<Pick<WhatsappConnection, 'qrCode'>>) | null | undefined;
  /** The initial message of GET /whatsapp/getconnection (undefined while it loads). */
  initialMessage: unknown;
  /** The initial request failed (network, server error). */
  initialFailed?: boolean;
}

/** Precedence: the socket's failure, then the live connection, then the initial message, then loading. */
export function badgeView({
  socketMessage,
  connection,
  initialMessage,
  initialFailed,
}: BadgeInput): BadgeView {
  if (socketMessage) return view('unavailable', SOCKET_UNAVAILABLE_MESSAGE);
  if (connection) return connectionView(connection);
  if (initialFailed) return initialView(readInitialStatus('Erro interno'));
  if (initialMessage !== undefined) return initialView(readInitialStatus(initialMessage));
  return view('loading', LOADING_LABEL);
}

/** Applies a bare status (wpp_has_been_disconnect) to the known connection. */
export function withStatus(connection: WhatsappConnection, status: WppStatus): WhatsappConnection {
  const bucket = wppBucket(status);
  return {
    ...connection,
    status,
    bucket,
    label: wppStatusLabel(status),
    canSend: canSendOn(status),
    qrCode: bucket === 'qr' ? connection.qrCode : null,
    // Keep the server's time: a browser clock ahead of it would make later pushes look older.
    statusAt: connection.statusAt,
  };
}

/**
 * The fresher of two views of the connection by the server's statusAt: a refetch answered before a scan
 * can arrive after the pushes the scan caused, and must not put the QR code back on the screen.
 */
export function newerConnection(
  known: WhatsappConnection | undefined,
  fresh: WhatsappConnection,
): WhatsappConnection {
  if (!known?.statusAt || !fresh.statusAt) return fresh;
  return Date.parse(fresh.statusAt) >= Date.parse(known.statusAt) ? fresh : known;
}

/** The messages waiting to go out: '1 mensagem', '12 mensagens'. */
export const pendingMessages = (n: number): string =>
  n === 1 ? '1 mensagem' : `${formatNumber(n)} mensagens`;
