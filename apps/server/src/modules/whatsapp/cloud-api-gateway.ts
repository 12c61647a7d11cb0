// The WhatsApp Business Cloud API (the official route): no QR pairing; the office is ready when its phone
// number id answers. Free text only within 24 h of the citizen's last message (error 131047 otherwise).
import {
  GatewayError,
  type GatewayEvent,
  type GatewayMedia,
  type GatewayStatus,
  type SendMediaInput,
  type SendTextInput,
  type WhatsAppGateway,
} from './gateway.ts';
import {
  asRecord,
  providerRequest,
  str,
  waDigits,
  waIdToE164,
  type ProviderResponse,
} from './provider-http.ts';

export interface CloudApiOptions {
  baseUrl: string;
  version: string;
  phoneNumberId: string | null;
  accessToken: string | null;
  /** WhatsApp Business Account id (message templates live there). */
  wabaId?: string | null;
  timeoutMs: number;
  emit(event: GatewayEvent): Promise<void>;
}

const RATE_CODES = new Set([4, 80007, 130429, 131048, 131056]);
const RECIPIENT_CODES = new Set([131026, 131021, 131030, 131009]);

/** A Graph API refusal as the gateway's typed error. */
export function cloudApiError(res: ProviderResponse): GatewayError {
  const error = asRecord(asRecord(res.body).error);
  const code = typeof error.code === 'number' ? error.code : null;
  const message = str(error.message) ?? `HTTP ${res.status}`;
  if (code === 131047) return new GatewayError('OUTSIDE_SERVICE_WINDOW', message, false);
  if (code !== null && RECIPIENT_CODES.has(code))
    return new GatewayError('INVALID_RECIPIENT', message, false);
  if ((code !== null && RATE_CODES.has(code)) || res.status === 429) {
    return new GatewayError('RATE_LIMITED', message, true);
  }
  if (code === 190 || res.status === 401 || res.status === 403)
    return new GatewayError('AUTH', message, false);
  if (res.status >= 500) return new GatewayError('PROVIDER_ERROR', message, true);
  return new GatewayError('PROVIDER_ERROR', message, false);
}

const MEDIA_TYPE = (mime: string) =>
  mime.startsWith('image/')
    ? 'image'
    : mime.startsWith('audio/')
      ? 'audio'
      : mime.startsWith('video/')
        ? 'video'
        : 'document';

/** A message template as Meta lists it (the body's text only: headers and buttons are not used here). */
export interface CloudTemplate {
  metaId: string | null;
  name: string;
  language: string;
  category: string;
  status: string;
  body: string;
}

export interface SendTemplateInput {
  to: string;
  idempotencyKey: string;
  name: string;
  language: string;
  /** The body's {{1}}, {{2}}… values, in order. */
  params: string[];
}

function toCloudTemplate(value: unknown): CloudTemplate | null {
  const t = asRecord(value);
  const name = str(t.name);
  const language = str(t.language);
  if (!name || !language) return null;
  const components = Array.isArray(t.components) ? t.components.map(asRecord) : [];
  const body = components.find((c) => str(c.type)?.toUpperCase() === 'BODY');
  return {
    metaId: str(t.id),
    name,
    language,
    category: str(t.category) ?? 'MARKETING',
    status: str(t.status) ?? 'PENDING',
    body: str(body?.text) ?? '',
  };
}

export class CloudApiGateway implements WhatsAppGateway {
  readonly provider = 'cloud-api' as const;
  private readonly sent = new Map<string, string>();
  constructor(private readonly o: CloudApiOptions) {}

  get configured(): boolean {
    return Boolean(this.o.phoneNumberId && this.o.accessToken);
  }

  private url(path: string) {
    return `${this.o.baseUrl.replace(/\/$/, '')}/${this.o.version}/${path}`;
  }

  private call(method: string, path: string, body?: unknown) {
    if (!this.configured) {
      throw new GatewayError('AUTH', 'Configure o ID do número e o token da Cloud API.', false);
    }
    return providerRequest(this.url(path), {
      method,
      body,
      headers: { authorization: `Bearer ${this.o.accessToken}` },
      timeoutMs: this.o.timeoutMs,
    });
  }

  /** The phone number id answers: ready (there is no QR); its display number is the office's phone. */
  private async probe(): Promise<{ ok: boolean; phone: string | null }> {
    if (!this.configured) return { ok: false, phone: null };
    try {
      const res = await this.call('GET', `${this.o.phoneNumberId}?fields=display_phone_number`);
      const display = str(asRecord(res.body).display_phone_number);
      return { ok: res.status < 300, phone: display ? waIdToE164(display) : null };
    } catch {
      return { ok: false, phone: null };
    }
  }

  async connect(): Promise<void> {
    const { ok, phone } = await this.probe();
    await this.o.emit(
      ok ? { type: 'status', status: 'inChat', phone } : { type: 'status', status: 'serverClose' },
    );
  }

  async getStatus(): Promise<GatewayStatus> {
    const { ok } = await this.probe();
    return { status: ok ? 'inChat' : 'serverClose', ready: ok, qrCode: null };
  }

  async disconnect(): Promise<void> {
    // Nothing to close at Meta: the office stops using the number until it connects again.
  }

  async sendText(input: SendTextInput): Promise<{ providerMessageId: string }> {
    return this.send(input, { type: 'text', text: { body: input.text, preview_url: false } });
  }

  async sendMedia(input: SendMediaInput): Promise<{ providerMessageId: string }> {
    const known = this.sent.get(input.idempotencyKey);
    if (known) return { providerMessageId: known };
    const mediaId = await this.upload(input.media);
    const type = MEDIA_TYPE(input.media.mimeType);
    const caption = type === 'audio' ? {} : { caption: input.text };
    const filename = type === 'document' ? { filename: input.media.fileName ?? 'arquivo' } : {};
    return this.send(input, { type, [type]: { id: mediaId, ...caption, ...filename } });
  }

  async markRead({ providerMessageIds }: { chatPhone: string; providerMessageIds: string[] }) {
    for (const id of providerMessageIds) {
      const res = await this.call('POST', `${this.o.phoneNumberId}/messages`, {
        messaging_product: 'whatsapp',
        status: 'read',
        message_id: id,
      });
      if (res.status >= 300) throw cloudApiError(res);
    }
  }

  /** An inbound media's bytes (the webhook carries only its id). */
  async downloadMedia(mediaId: string, mimeType: string): Promise<GatewayMedia | null> {
    const meta = await this.call('GET', mediaId);
    const url = str(asRecord(meta.body).url);
    if (meta.status >= 300 || !url) return null;
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${this.o.accessToken}` },
      signal: AbortSignal.timeout(this.o.timeoutMs),
    });
    if (!res.ok) return null;
    return { mimeType, fileName: null, data: Buffer.from(await res.arrayBuffer()) };
  }

  /** Every template of the WhatsApp Business Account, page by page (Graph API cursor paging). */
  async listTemplates(): Promise<CloudTemplate[]> {
    if (!this.o.wabaId) {
      throw new GatewayError('AUTH', 'Informe o ID da conta do WhatsApp Business (WABA).', false);
    }
    const out: CloudTemplate[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page++) {
      const cursor: string = after ? `&after=${encodeURIComponent(after)}` : '';
      const res = await this.call(
        'GET',
        `${this.o.wabaId}/message_templates?fields=id,name,language,category,status,components&limit=100${cursor}`,
      );
      if (res.status >= 300) throw cloudApiError(res);
      const body = asRecord(res.body);
      for (const item of Array.isArray(body.data) ? body.data : []) {
        const t = toCloudTemplate(item);
        if (t) out.push(t);
      }
      const paging = asRecord(body.paging);
      after = paging.next ? str(asRecord(paging.cursors).after) : null;
      if (!after) break;
    }
    return out;
  }

  /** A template message (allowed outside the 24 h window): Meta fills the body with the parameters. */
  async sendTemplate(input: SendTemplateInput): Promise<{ providerMessageId: string }> {
    const parameters = input.params.map((text) => ({ type: 'text', text }));
    return this.send(
      { to: input.to, text: '', idempotencyKey: input.idempotencyKey },
      {
        type: 'template',
        template: {
          name: input.name,
          language: { code: input.language },
          components: parameters.length > 0 ? [{ type: 'body', parameters }] : [],
        },
      },
    );
  }

  private async upload(media: GatewayMedia): Promise<string> {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', media.mimeType);
    form.set('file', new Blob([media.data], { type: media.mimeType }), media.fileName ?? 'arquivo');
    const res = await this.call('POST', `${this.o.phoneNumberId}/media`, form);
    const id = str(asRecord(res.body).id);
    if (res.status >= 300 || !id) throw cloudApiError(res);
    return id;
  }

  private async send(input: SendTextInput, content: Record<string, unknown>) {
    const known = this.sent.get(input.idempotencyKey);
    if (known) return { providerMessageId: known };
    const res = await this.call('POST', `${this.o.phoneNumberId}/messages`, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: waDigits(input.to),
      ...content,
    });
    if (res.status >= 300) throw cloudApiError(res);
    const messages = asRecord(res.body).messages;
    const id = str(asRecord(Array.isArray(messages) ? messages[0] : null).id);
    if (!id) throw new GatewayError('PROVIDER_ERROR', 'A Cloud API não informou o id da mensagem.', true);
    if (this.sent.size > 5000) this.sent.clear();
    this.sent.set(input.idempotencyKey, id);
    return { providerMessageId: id };
  }
}
