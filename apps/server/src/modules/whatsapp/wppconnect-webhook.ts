// What wppconnect-server posts to our webhook, as GatewayEvents: status-find, qrcode, onmessage, onack.
// Other events (presence, calls…) are ignored; a body that is not one of its events is refused.
import type { MessageKind } from '@gabinete/shared';
import type { DeliveryUpdate, GatewayEvent, GatewayMedia } from './gateway.ts';
import { messageId } from './wppconnect-gateway.ts';
import { asRecord, str, waIdToE164 } from './provider-http.ts';

export class WebhookPayloadError extends Error {}

const ACK_STATES: Record<number, DeliveryUpdate['state']> = {
  [-1]: 'falhou',
  1: 'enviada',
  2: 'entregue',
  3: 'lida',
  4: 'lida',
};

const KINDS: Record<string, MessageKind> = {
  chat: 'text',
  image: 'image',
  ptt: 'audio',
  audio: 'audio',
  video: 'video',
  document: 'document',
  sticker: 'sticker',
  location: 'location',
};

const whenOf = (t: unknown) => (typeof t === 'number' && t > 0 ? new Date(t * 1000) : new Date());

export function parseWppconnectWebhook(payload: unknown): GatewayEvent[] {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new WebhookPayloadError('corpo não é um objeto');
  }
  const body = payload as Record<string, unknown>;
  const event = str(body.event);
  if (!event) throw new WebhookPayloadError('evento ausente');
  switch (event) {
    case 'status-find': {
      // As spelt: whatsapp-events normalises it to the spec's eleven when storing; no status is ignored.
      const status = str(body.status);
      return status ? [{ type: 'status', status }] : [];
    }
    case 'qrcode': {
      const qr = str(body.qrcode);
      if (!qr) throw new WebhookPayloadError('qrcode ausente');
      return [{ type: 'qr', qrCode: qr.startsWith('data:') ? qr : `data:image/png;base64,${qr}` }];
    }
    case 'onmessage':
      return parseMessage(body);
    case 'onack': {
      const id = messageId(body);
      const state = typeof body.ack === 'number' ? ACK_STATES[body.ack] : undefined;
      if (!id) throw new WebhookPayloadError('id da mensagem ausente');
      if (!state) return [];
      return [{ type: 'delivery', update: { providerMessageId: id, state, at: whenOf(body.t) } }];
    }
    default:
      return [];
  }
}

function parseMessage(body: Record<string, unknown>): GatewayEvent[] {
  const id = messageId(body);
  const fromRaw = str(body.from);
  if (!id || !fromRaw) throw new WebhookPayloadError('mensagem sem id ou remetente');
  if (body.fromMe === true || body.isGroupMsg === true) return [];
  if (fromRaw.endsWith('@g.us') || fromRaw === 'status@broadcast' || fromRaw.endsWith('@broadcast'))
    return [];
  const from = waIdToE164(fromRaw);
  if (!from) throw new WebhookPayloadError('remetente inválido');
  const kind = KINDS[str(body.type) ?? 'chat'] ?? 'text';
  const sender = asRecord(body.sender);
  const name = str(body.notifyName) ?? str(sender.pushname) ?? null;
  const mimeType = str(body.mimetype);
  let media: GatewayMedia | null = null;
  let text = str(body.body);
  if (kind !== 'text' && kind !== 'location') {
    text = str(body.caption);
    const data = str(body.body);
    if (mimeType && data && /^[A-Za-z0-9+/=\s]+$/.test(data) && data.length > 16) {
      media = { mimeType, fileName: str(body.filename), data: Buffer.from(data, 'base64') };
    }
  }
  return [
    {
      type: 'message',
      message: { providerMessageId: id, from, name, kind, text, media, at: whenOf(body.t) },
    },
  ];
}
