// One call to an SMS provider's REST API with a timeout. No answer (refused, reset, timeout) and 5xx become a
// retryable PROVIDER_UNAVAILABLE; 401/403 AUTH; 429 RATE_LIMITED; other 4xx a final PROVIDER_ERROR.
import { SmsProviderError } from './sms-provider.ts';

export interface SmsHttpResponse {
  status: number;
  body: unknown;
}

export async function smsRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<SmsHttpResponse> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new SmsProviderError(
      'PROVIDER_UNAVAILABLE',
      timeout ? 'O provedor de SMS não respondeu a tempo.' : 'O provedor de SMS está inacessível.',
      true,
    );
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body };
}

/** Throws the error a non-2xx answer means; `detail` is the provider's own message, when it gave one. */
export function raiseForStatus(status: number, detail: string | null): void {
  if (status >= 200 && status < 300) return;
  if (status >= 500) throw new SmsProviderError('PROVIDER_UNAVAILABLE', `HTTP ${status}`, true);
  if (status === 401 || status === 403) throw new SmsProviderError('AUTH', detail ?? `HTTP ${status}`, false);
  if (status === 429) throw new SmsProviderError('RATE_LIMITED', detail ?? 'HTTP 429', true);
  throw new SmsProviderError('PROVIDER_ERROR', detail ?? `HTTP ${status}`, false);
}

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
