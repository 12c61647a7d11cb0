// Cloud API webhooks: the verification GET, the X-Hub-Signature-256 check of the raw body, and the
// messages and statuses of a POST as GatewayEvents (media carry only an id, downloaded afterwards).
import { createHmac } from 'node:crypto';
import type { MessageKind } from '@gabinete/shared';
import type { DeliveryUpdate, GatewayEvent } from './gateway.ts';
import { asRecord, str, waIdToE164 } from './provider-http.ts';
import { WebhookPayloadError } from './wppconnect-webhook.ts';
import { sameText } from '../../lib/same-text.ts';

/** The hub.challenge to echo, or null when the subscription is not ours. */
export function verifyCloudSubscription(
  query: Record<string, unknown>,
  verifyToken: string | null | undefined,
): string | null {
  if (!verifyToken || query['hub.mode'] !== 'subscribe') return null;
  const given = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
  if (!sameText(given, verifyToken)) return null;
  return typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : null;
}

export const signBody = (raw: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

export function validCloudSignature(raw: Buffer, header: unknown, appSecret: string | null | undefined) {
  if (!appSecret || typeof header !== 'string') return false;
  return sameText(header, signBody(raw, appSecret));
}

const STATES: Record<string, DeliveryUpdate['state']> = {
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
};
const KINDS: Record<string, MessageKind> = {
  text: 'text',
  image: 'image',
  audio: 'audio',
  video: 'video',
  document: 'document',
  sticker: 'sticker',
  location: 'location',
};

/** A message event whose media still has to be fetched by id. */
export interface CloudMediaRef {
  providerMessageId: string;
  mediaId: string;
  mimeType: string;
  fileName: string | null;
}

const when = (ts: unknown) => {
  const n = Number(ts);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : new Date();
};

export function parseCloudWebhook(payload: unknown): { events: GatewayEvent[]; media: CloudMediaRef[] } {
  const body = asRecord(payload);
  if (body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) {
    throw new WebhookPayloadError('não é um webhook do WhatsApp Business');
  }
  const events: GatewayEvent[] = [];
  const media: CloudMediaRef[] = [];
  for (const entry of body.entry) {
    const changes = asRecord(entry).changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = asRecord(asRecord(change).value);
      const contacts = Array.isArray(value.contacts) ? value.contacts.map(asRecord) : [];
      const nameOf = (waId: string) =>
        str(asRecord(contacts.find((c) => c.wa_id === waId)?.profile).name) ?? null;
      for (const m of Array.isArray(value.messages) ? value.messages.map(asRecord) : []) {
        const id = str(m.id);
        const fromRaw = str(m.from);
        const from = fromRaw ? waIdToE164(fromRaw) : null;
        if (!id || !from || !fromRaw) throw new WebhookPayloadError('mensagem sem id ou remetente');
        const type = str(m.type) ?? 'text';
        const kind = KINDS[type] ?? 'text';
        const content = asRecord(m[type]);
        const text = kind === 'text' ? str(asRecord(m.text).body) : str(content.caption);
        events.push({
          type: 'message',
          message: {
            providerMessageId: id,
            from,
            name: nameOf(fromRaw),
            kind,
            text,
            media: null,
            at: when(m.timestamp),
          },
        });
        const mediaId = str(content.id);
        const mimeType = str(content.mime_type);
        if (kind !== 'text' && mediaId && mimeType) {
          media.push({ providerMessageId: id, mediaId, mimeType, fileName: str(content.filename) });
        }
      }
      for (const s of Array.isArray(value.statuses) ? value.statuses.map(asRecord) : []) {
        const id = str(s.id);
        const state = STATES[str(s.status) ?? ''];
        if (!id) throw new WebhookPayloadError('status sem id');
        if (!state) continue;
        const errors = Array.isArray(s.errors) ? s.errors.map(asRecord) : [];
        const error = errors[0] ? (str(errors[0].title) ?? str(errors[0].message)) : null;
        events.push({
          type: 'delivery',
          update: { providerMessageId: id, state, at: when(s.timestamp), ...(error ? { error } : {}) },
        });
      }
    }
  }
  return { events, media };
}
