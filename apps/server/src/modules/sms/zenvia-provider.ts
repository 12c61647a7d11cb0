// Zenvia (DOMAIN-NOTES §4.1): POST /v2/channels/sms/messages {from, to, contents:[{type:'text', text}]} with
// the X-API-TOKEN header; the answer's `id` is what its status webhook names later.
import { raiseForStatus, record, smsRequest, str } from './sms-http.ts';
import { SmsProviderError, type SmsProvider, type SmsSendInput } from './sms-provider.ts';

export interface ZenviaOptions {
  baseUrl: string;
  token: string | null;
  from: string | null;
  timeoutMs: number;
}

export class ZenviaProvider implements SmsProvider {
  readonly name = 'zenvia' as const;
  constructor(private readonly options: ZenviaOptions) {}

  async send(input: SmsSendInput): Promise<{ providerMessageId: string }> {
    const { baseUrl, token, from, timeoutMs } = this.options;
    if (!token || !from) {
      throw new SmsProviderError('NOT_CONFIGURED', 'Token ou remetente da Zenvia ausente.', false);
    }
    const res = await smsRequest(`${baseUrl.replace(/\/$/, '')}/v2/channels/sms/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-API-TOKEN': token },
      body: JSON.stringify({
        from,
        // Zenvia takes the number without '+'.
        to: input.to.replace(/\D/g, ''),
        contents: [{ type: 'text', text: input.text }],
        callbackUrl: input.callbackUrl,
        externalId: input.idempotencyKey,
      }),
      timeoutMs,
    });
    const body = record(res.body);
    const detail = str(body.message);
    if (res.status === 400 && /to|destin|number|n[uú]mero/i.test(detail ?? '')) {
      throw new SmsProviderError('INVALID_RECIPIENT', detail ?? 'Número inválido', false);
    }
    raiseForStatus(res.status, detail);
    const id = str(body.id);
    if (!id) throw new SmsProviderError('PROVIDER_ERROR', 'Resposta da Zenvia sem id', true);
    return { providerMessageId: id };
  }
}
