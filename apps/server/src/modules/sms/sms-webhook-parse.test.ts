import { describe, expect, it } from 'vitest';
import { parseTwilioWebhook, parseZenviaWebhook, SmsPayloadError } from './sms-webhook-parse.ts';

describe('Zenvia webhook', () => {
  it('maps its statuses to ours and ignores the ones that say nothing new', () => {
    const status = (code: string, description?: string) =>
      parseZenviaWebhook({ type: 'MESSAGE_STATUS', messageId: 'zv-1', messageStatus: { code, description } });
    expect(status('SENT')[0]).toMatchObject({ type: 'receipt', status: 'enviada', error: null });
    expect(status('DELIVERED')[0]).toMatchObject({ status: 'entregue' });
    expect(status('NOT_DELIVERED', 'Número inexistente')[0]).toMatchObject({
      status: 'falhou',
      error: 'Número inexistente',
    });
    expect(status('QUEUED')).toEqual([]);
  });

  it('reads a reply with the sender as E.164 and refuses what it cannot read', () => {
    const [event] = parseZenviaWebhook({
      type: 'MESSAGE',
      message: { id: 'zv-in', from: '5519988887777', contents: [{ type: 'text', text: 'SAIR' }] },
    });
    expect(event).toMatchObject({ type: 'inbound', from: '+5519988887777', text: 'SAIR' });
    expect(() => parseZenviaWebhook({ type: 'MESSAGE', message: { id: 'x', from: '123' } })).toThrow(
      SmsPayloadError,
    );
    expect(() => parseZenviaWebhook('texto')).toThrow(SmsPayloadError);
  });
});

describe('Twilio webhook', () => {
  it('maps status callbacks and inbound messages', () => {
    expect(parseTwilioWebhook({ MessageSid: 'SM1', MessageStatus: 'delivered' })[0]).toMatchObject({
      status: 'entregue',
    });
    expect(
      parseTwilioWebhook({ MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' })[0],
    ).toMatchObject({
      status: 'falhou',
      error: 'Não entregue pela operadora (código 30003).',
    });
    expect(parseTwilioWebhook({ MessageSid: 'SM1', MessageStatus: 'queued' })).toEqual([]);
    expect(
      parseTwilioWebhook({ MessageSid: 'SM2', From: '+5519988887777', Body: ' Pare ' })[0],
    ).toMatchObject({
      type: 'inbound',
      from: '+5519988887777',
      text: 'Pare',
    });
    expect(() => parseTwilioWebhook({})).toThrow(SmsPayloadError);
  });
});
