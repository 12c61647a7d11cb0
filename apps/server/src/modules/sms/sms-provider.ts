// The SMS provider port: the outbound job talks only to this, whatever the office chose (simulator, Zenvia,
// Twilio). What providers push back (receipts, replies) is parsed into SmsEvents (sms-webhook-parse.ts) and
// handled by sms-events.ts, the simulator's in-process events included.

export const SMS_PROVIDER_ERROR_CODES = [
  'INVALID_RECIPIENT',
  'AUTH',
  'RATE_LIMITED',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  'NOT_CONFIGURED',
] as const;
export type SmsProviderErrorCode = (typeof SMS_PROVIDER_ERROR_CODES)[number];

/** A provider's refusal; `retryable` tells the job whether to try again later. */
export class SmsProviderError extends Error {
  constructor(
    readonly code: SmsProviderErrorCode,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

export interface SmsSendInput {
  /** E.164. */
  to: string;
  text: string;
  /** Our message id: the same key never goes out twice where the provider deduplicates. */
  idempotencyKey: string;
  /** Where the provider posts the delivery receipt. */
  callbackUrl: string;
}

export interface SmsProvider {
  readonly name: 'simulator' | 'zenvia' | 'twilio';
  send(input: SmsSendInput): Promise<{ providerMessageId: string }>;
}

/** A receipt or a reply, as every provider's webhook is normalised. */
export type SmsEvent =
  | {
      type: 'receipt';
      providerMessageId: string;
      status: 'enviada' | 'entregue' | 'falhou';
      error: string | null;
      at: Date;
    }
  | { type: 'inbound'; providerMessageId: string; from: string; text: string; at: Date };

/** pt-BR reasons the message list shows. */
export const SMS_FAILURE_REASONS: Record<SmsProviderErrorCode, string> = {
  INVALID_RECIPIENT: 'O provedor recusou o número: confira o celular do eleitor.',
  AUTH: 'O provedor de SMS recusou as credenciais do gabinete. Revise as Configurações.',
  RATE_LIMITED: 'O provedor de SMS limitou os envios do gabinete.',
  PROVIDER_UNAVAILABLE: 'O provedor de SMS não respondeu.',
  PROVIDER_ERROR: 'O provedor de SMS recusou a mensagem.',
  NOT_CONFIGURED: 'O provedor de SMS escolhido não está configurado. Revise as Configurações.',
};

export function failureReason(err: unknown): string {
  if (err instanceof SmsProviderError) {
    const base = SMS_FAILURE_REASONS[err.code];
    return err.code === 'PROVIDER_ERROR' && err.message ? `${base} (${err.message})` : base;
  }
  return 'Erro interno ao enviar o SMS.';
}
