// The in-process gateway (development, tests, the embedded start): deterministic, its controls play the
// phone and the citizen. The status lives in the office's row (a restart still knows it); the rest of the
// state (sent ids, a planned failure) lives per office in this process.
import { randomUUID } from 'node:crypto';
import { normalizeWppStatus } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import {
  GatewayError,
  type GatewayErrorCode,
  type GatewayEvent,
  type GatewayStatus,
  type SendTextInput,
  type WhatsAppGateway,
} from './gateway.ts';
import { whatsappLog } from './whatsapp-events.ts';
import { findConnection } from './whatsapp.repository.ts';

export const SIMULATOR_PHONE = '+5519990000001';
export const UNLINKED_SPELLINGS = ['desconectedMobile', 'desconnectedMobile', 'disconnectedMobile'] as const;
export type UnlinkedSpelling = (typeof UNLINKED_SPELLINGS)[number];
/** How long after a send the simulated phone reports it delivered. */
export const SIMULATOR_DELIVERY_MS = 20;

interface SimState {
  /** idempotencyKey → provider id: the same key sends once. */
  sent: Map<string, string>;
  /** Delivered outbound ids the citizen has not read yet (read when they answer). */
  unread: Map<string, string[]>;
  failNext: GatewayErrorCode | null;
}
const states = new Map<string, SimState>();
function stateOf(organizationId: string): SimState {
  let s = states.get(organizationId);
  if (!s) {
    s = { sent: new Map(), unread: new Map(), failNext: null };
    states.set(organizationId, s);
  }
  return s;
}

type Emit = (event: GatewayEvent) => Promise<void>;

const RETRYABLE: Record<GatewayErrorCode, boolean> = {
  NOT_CONNECTED: true,
  INVALID_RECIPIENT: false,
  OUTSIDE_SERVICE_WINDOW: false,
  RATE_LIMITED: true,
  AUTH: false,
  PROVIDER_UNAVAILABLE: true,
  PROVIDER_ERROR: true,
};

export class SimulatorGateway implements WhatsAppGateway {
  readonly provider = 'simulator' as const;
  constructor(
    private readonly deps: AppDeps,
    private readonly organizationId: string,
    private readonly emit: Emit,
  ) {}

  async connect(): Promise<void> {
    const payload = `gabinete-simulador:${this.organizationId}:${randomUUID()}`;
    const { default: QRCode } = await import('qrcode'); // loaded at the first QR code, not at start
    const qrCode = await QRCode.toDataURL(payload, { margin: 1, width: 264 });
    await this.emit({ type: 'status', status: 'notLogged' });
    await this.emit({ type: 'qr', qrCode });
  }

  async getStatus(): Promise<GatewayStatus> {
    const row = await findConnection(this.deps.database.db, this.organizationId);
    const status = normalizeWppStatus(row?.status);
    return {
      status,
      ready: status === 'inChat',
      qrCode: status === 'notLogged' ? (row?.qrCode ?? null) : null,
    };
  }

  async disconnect({ logout }: { logout: boolean }): Promise<void> {
    await this.emit({ type: 'status', status: 'browserClose', ...(logout ? { phone: null } : {}) });
  }

  /** The phone reads the QR code: the three statuses WPPConnect reports, in order. */
  async scanQr(): Promise<void> {
    await this.emit({ type: 'status', status: 'qrReadSuccess' });
    await this.emit({ type: 'status', status: 'isLogged', phone: SIMULATOR_PHONE });
    await this.emit({ type: 'status', status: 'inChat' });
  }

  /** Defaults to the spec's spelling; the others are what other WPPConnect versions send (normalised on store). */
  async unlinkPhone(spelling: UnlinkedSpelling = 'desconectedMobile'): Promise<void> {
    await this.emit({ type: 'status', status: spelling });
  }

  /** A citizen writes; the office's earlier messages to them count as read. Answers the provider id. */
  async inbound(from: string, text: string, name: string | null = null): Promise<string> {
    await this.readBy(from);
    const now = new Date();
    const providerMessageId = `sim-in-${randomUUID()}`;
    await this.emit({
      type: 'message',
      message: { providerMessageId, from, name, kind: 'text', text, media: null, at: now },
    });
    return providerMessageId;
  }

  /**
   * The citizen opens the chat: every delivered message to `to` not read yet is reported read ('lida', the
   * blue ticks), as WPPConnect's ack 3 and the Cloud API's 'read' do. Answers how many.
   */
  async readBy(to: string): Promise<number> {
    const state = stateOf(this.organizationId);
    const read = state.unread.get(to) ?? [];
    state.unread.delete(to);
    const at = new Date();
    for (const providerMessageId of read) {
      await this.emit({ type: 'delivery', update: { providerMessageId, state: 'lida', at } });
    }
    return read.length;
  }

  failNextSend(code: GatewayErrorCode): void {
    stateOf(this.organizationId).failNext = code;
  }

  async sendText(input: SendTextInput): Promise<{ providerMessageId: string }> {
    return this.send(input);
  }

  async sendMedia(input: SendTextInput): Promise<{ providerMessageId: string }> {
    return this.send(input);
  }

  async markRead(): Promise<void> {}

  private async send({ to, idempotencyKey }: SendTextInput): Promise<{ providerMessageId: string }> {
    const state = stateOf(this.organizationId);
    const known = state.sent.get(idempotencyKey);
    if (known) return { providerMessageId: known };
    if (!(await this.getStatus()).ready) {
      throw new GatewayError('NOT_CONNECTED', 'O WhatsApp do gabinete não está conectado.', true);
    }
    if (state.failNext) {
      const code = state.failNext;
      state.failNext = null;
      throw new GatewayError(code, `Falha simulada: ${code}`, RETRYABLE[code]);
    }
    const providerMessageId = `sim-${randomUUID()}`;
    state.sent.set(idempotencyKey, providerMessageId);
    setTimeout(() => {
      state.unread.set(to, [...(state.unread.get(to) ?? []), providerMessageId]);
      const update = { providerMessageId, state: 'entregue' as const, at: new Date() };
      this.emit({ type: 'delivery', update }).catch((err: unknown) =>
        whatsappLog().error({ err, providerMessageId }, 'simulador: falha ao registrar a entrega'),
      );
    }, SIMULATOR_DELIVERY_MS).unref?.();
    return { providerMessageId };
  }
}
