// wppconnect-server's REST API, one session per office (WHATSAPP.md): generate-token with the secret key,
// start-session with our webhook URL, status and connection checks, logout/close, send-message/-file.
import type { WppStatus } from '@gabinete/shared';
import {
  GatewayError,
  type GatewayEvent,
  type GatewayStatus,
  type SendMediaInput,
  type SendTextInput,
  type WhatsAppGateway,
} from './gateway.ts';
import { asRecord, providerRequest, str, waDigits, type ProviderResponse } from './provider-http.ts';

export interface WppconnectOptions {
  baseUrl: string;
  session: string;
  secretKey: string;
  /** The bearer token from an earlier generate-token (kept in the office's row). */
  token: string | null;
  webhookUrl: string;
  timeoutMs: number;
  saveToken(token: string): Promise<void>;
  emit(event: GatewayEvent): Promise<void>;
}

/** A refusal of wppconnect-server as the gateway's typed error. */
export function wppconnectError(res: ProviderResponse): GatewayError {
  const message = str(asRecord(res.body).message) ?? `HTTP ${res.status}`;
  if (res.status === 404) return new GatewayError('NOT_CONNECTED', `Sessão não ativa: ${message}`, true);
  if (res.status === 401 || res.status === 403) return new GatewayError('AUTH', message, false);
  if (res.status === 429) return new GatewayError('RATE_LIMITED', message, true);
  if (res.status >= 400 && res.status < 500) return new GatewayError('INVALID_RECIPIENT', message, false);
  return new GatewayError('PROVIDER_ERROR', message, true);
}

export class WppconnectGateway implements WhatsAppGateway {
  readonly provider = 'wppconnect' as const;
  private token: string | null;
  private readonly sent = new Map<string, string>();
  constructor(private readonly o: WppconnectOptions) {
    this.token = o.token;
  }

  private url(path: string) {
    return `${this.o.baseUrl.replace(/\/$/, '')}/api/${encodeURIComponent(this.o.session)}/${path}`;
  }

  private async generateToken(): Promise<string> {
    const res = await providerRequest(this.url(`${encodeURIComponent(this.o.secretKey)}/generate-token`), {
      method: 'POST',
      timeoutMs: this.o.timeoutMs,
    });
    const token = str(asRecord(res.body).token);
    if (res.status >= 300 || !token) {
      throw new GatewayError('AUTH', 'O servidor WPPConnect recusou a chave secreta.', false);
    }
    this.token = token;
    await this.o.saveToken(token);
    return token;
  }

  /** An authorised call; a refused token is renewed once. */
  private async call(method: string, path: string, body?: unknown): Promise<ProviderResponse> {
    const send = (token: string) =>
      providerRequest(this.url(path), {
        method,
        body,
        headers: { authorization: `Bearer ${token}` },
        timeoutMs: this.o.timeoutMs,
      });
    let res = await send(this.token ?? (await this.generateToken()));
    if (res.status === 401) res = await send(await this.generateToken());
    return res;
  }

  async connect(): Promise<void> {
    const res = await this.call('POST', 'start-session', {
      webhook: this.o.webhookUrl,
      waitQrCode: true,
      readMessage: false,
    });
    if (res.status >= 300) throw wppconnectError(res);
    const body = asRecord(res.body);
    const state = str(body.status)?.toUpperCase();
    if (state === 'QRCODE') {
      await this.o.emit({ type: 'status', status: 'notLogged' });
      const qr = str(body.qrcode);
      if (qr) await this.o.emit({ type: 'qr', qrCode: asDataUrl(qr) });
    } else if (state === 'CONNECTED') {
      await this.o.emit({ type: 'status', status: 'inChat' });
    }
  }

  async getStatus(): Promise<GatewayStatus> {
    const res = await this.call('GET', 'status-session');
    if (res.status >= 300) throw wppconnectError(res);
    const body = asRecord(res.body);
    const state = str(body.status)?.toUpperCase();
    if (state === 'QRCODE') {
      const qr = str(body.qrcode);
      return { status: 'notLogged', ready: false, qrCode: qr ? asDataUrl(qr) : null };
    }
    if (state === 'CONNECTED') {
      const check = await this.call('GET', 'check-connection-session');
      const ok = check.status < 300 && asRecord(check.body).status === true;
      const status: WppStatus = ok ? 'inChat' : 'phoneNotConnected';
      return { status, ready: ok, qrCode: null };
    }
    if (state === 'CLOSED') return { status: 'browserClose', ready: false, qrCode: null };
    return { status: null, ready: false, qrCode: null };
  }

  async disconnect({ logout }: { logout: boolean }): Promise<void> {
    const res = await this.call('POST', logout ? 'logout-session' : 'close-session');
    if (res.status >= 300 && res.status !== 404) throw wppconnectError(res);
  }

  async sendText(input: SendTextInput): Promise<{ providerMessageId: string }> {
    return this.send(input, 'send-message', {
      phone: waDigits(input.to),
      message: input.text,
      isGroup: false,
    });
  }

  async sendMedia(input: SendMediaInput): Promise<{ providerMessageId: string }> {
    const { media } = input;
    return this.send(input, 'send-file-base64', {
      phone: waDigits(input.to),
      isGroup: false,
      filename: media.fileName ?? 'arquivo',
      caption: input.text,
      base64: `data:${media.mimeType};base64,${media.data.toString('base64')}`,
    });
  }

  async markRead({ chatPhone }: { chatPhone: string; providerMessageIds: string[] }): Promise<void> {
    const res = await this.call('POST', 'send-seen', { phone: waDigits(chatPhone), isGroup: false });
    if (res.status >= 300) throw wppconnectError(res);
  }

  private async send(input: SendTextInput, path: string, body: unknown) {
    const known = this.sent.get(input.idempotencyKey);
    if (known) return { providerMessageId: known };
    const res = await this.call('POST', path, body);
    if (res.status >= 300) throw wppconnectError(res);
    const id = messageId(asRecord(res.body).response);
    if (!id) throw new GatewayError('PROVIDER_ERROR', 'O WPPConnect não informou o id da mensagem.', true);
    if (this.sent.size > 5000) this.sent.clear();
    this.sent.set(input.idempotencyKey, id);
    return { providerMessageId: id };
  }
}

const asDataUrl = (qr: string) => (qr.startsWith('data:') ? qr : `data:image/png;base64,${qr}`);

/** The id of the sent Message: `response` is an array of Messages (older versions: one Message). */
export function messageId(response: unknown): string | null {
  const first = asRecord(Array.isArray(response) ? response[0] : response);
  const id = first.id;
  if (typeof id === 'string') return id;
  return str(asRecord(id)._serialized);
}
