// Twilio (DOMAIN-NOTES §4.1): POST /2010-04-01/Accounts/{AccountSid}/Messages.json as a form (To in E.164,
// From, Body, StatusCallback) with HTTP basic SID:token; the answer's `sid` names the message in callbacks.
import { raiseForStatus, record, smsRequest, str } from './sms-http.ts';
import { SmsProviderError, type SmsProvider, type SmsSendInput } from './sms-provider.ts';

export interface TwilioOptions {
  baseUrl: string;
  accountSid: string | null;
  authToken: string | null;
  from: string | null;
  timeoutMs: number;
}

/** Twilio's error codes for a number it cannot reach (21211 invalid 'To', 21614 not a mobile…). */
const BAD_NUMBER = new Set([21211, 21214, 21217, 21408, 21610, 21612, 21614]);

export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio' as const;
  constructor(private readonly options: TwilioOptions) {}

  async send(input: SmsSendInput): Promise<{ providerMessageId: string }> {
    const { baseUrl, accountSid, authToken, from, timeoutMs } = this.options;
    if (!accountSid || !authToken || !from) {
      throw new SmsProviderError('NOT_CONFIGURED', 'Credenciais ou remetente da Twilio ausentes.', false);
    }
    const form = new URLSearchParams({
      To: input.to,
      From: from,
      Body: input.text,
      StatusCallback: input.callbackUrl,
    });
    const res = await smsRequest(
      `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        },
        body: form.toString(),
        timeoutMs,
      },
    );
    const body = record(res.body);
    const detail = str(body.message);
    if (res.status === 400 && typeof body.code === 'number' && BAD_NUMBER.has(body.code)) {
      throw new SmsProviderError('INVALID_RECIPIENT', detail ?? 'Número inválido', false);
    }
    raiseForStatus(res.status, detail);
    const sid = str(body.sid);
    if (!sid) throw new SmsProviderError('PROVIDER_ERROR', 'Resposta da Twilio sem sid', true);
    return { providerMessageId: sid };
  }
}
