// Providers' webhook bodies → SmsEvents. Zenvia (and the simulator, which speaks its format) posts JSON
// (MESSAGE_STATUS for receipts, MESSAGE for replies); Twilio posts a form (MessageStatus for receipts, Body
// and From for replies).
import { parseBrazilianPhone } from '@gabinete/shared';
import { record, str } from './sms-http.ts';
import type { SmsEvent } from './sms-provider.ts';

export class SmsPayloadError extends Error {}

const phoneOf = (value: unknown): string | null => {
  const raw = str(value);
  if (!raw) return null;
  return parseBrazilianPhone(raw.startsWith('+') ? raw : `+${raw.replace(/\D/g, '')}`);
};

const dateOf = (value: unknown): Date => {
  const d = typeof value === 'string' ? new Date(value) : new Date(NaN);
  return Number.isNaN(d.getTime()) ? new Date() : d;
};

const ZENVIA_STATUS: Record<string, 'enviada' | 'entregue' | 'falhou'> = {
  SENT: 'enviada',
  DELIVERED: 'entregue',
  NOT_DELIVERED: 'falhou',
  REJECTED: 'falhou',
};

export function parseZenviaWebhook(body: unknown): SmsEvent[] {
  const b = record(body);
  if (b.type === 'MESSAGE_STATUS') {
    const id = str(b.messageId);
    const s = record(b.messageStatus);
    const status = ZENVIA_STATUS[String(s.code ?? '')];
    if (!id || !s.code) throw new SmsPayloadError('MESSAGE_STATUS sem messageId ou código');
    if (!status) return [];
    const error = status === 'falhou' ? (str(s.description) ?? 'Não entregue pela operadora.') : null;
    return [{ type: 'receipt', providerMessageId: id, status, error, at: dateOf(s.timestamp) }];
  }
  if (b.type === 'MESSAGE') {
    const m = record(b.message);
    const id = str(m.id);
    const from = phoneOf(m.from);
    const contents = Array.isArray(m.contents) ? m.contents.map(record) : [];
    const text = contents
      .map((c) => str(c.text))
      .filter(Boolean)
      .join('\n');
    if (!id || !from) throw new SmsPayloadError('MESSAGE sem id ou remetente válido');
    if (!text) return [];
    return [{ type: 'inbound', providerMessageId: id, from, text, at: dateOf(b.timestamp) }];
  }
  throw new SmsPayloadError('tipo de evento desconhecido');
}

const TWILIO_STATUS: Record<string, 'enviada' | 'entregue' | 'falhou'> = {
  sent: 'enviada',
  delivered: 'entregue',
  undelivered: 'falhou',
  failed: 'falhou',
};

export function parseTwilioWebhook(params: Record<string, string>): SmsEvent[] {
  const sid = params.MessageSid ?? params.SmsSid;
  if (!sid) throw new SmsPayloadError('sem MessageSid');
  if (params.Body !== undefined && params.From) {
    const from = phoneOf(params.From);
    if (!from) throw new SmsPayloadError('remetente inválido');
    const text = params.Body.trim();
    return text ? [{ type: 'inbound', providerMessageId: sid, from, text, at: new Date() }] : [];
  }
  const raw = params.MessageStatus ?? params.SmsStatus;
  if (!raw) throw new SmsPayloadError('sem MessageStatus');
  const status = TWILIO_STATUS[raw];
  if (!status) return [];
  const error =
    status === 'falhou'
      ? `Não entregue pela operadora${params.ErrorCode ? ` (código ${params.ErrorCode})` : ''}.`
      : null;
  return [{ type: 'receipt', providerMessageId: sid, status, error, at: new Date() }];
}
