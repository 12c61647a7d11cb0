// One call to a provider's REST API with a timeout; no answer (refused, reset, timeout) becomes a retryable
// PROVIDER_UNAVAILABLE, so the outbound queue tries again later.
import { GatewayError } from './gateway.ts';

export interface ProviderResponse {
  status: number;
  body: unknown;
}

export async function providerRequest(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<ProviderResponse> {
  const isForm = init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body:
        init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new GatewayError(
      'PROVIDER_UNAVAILABLE',
      timeout ? 'O provedor do WhatsApp não respondeu a tempo.' : 'O provedor do WhatsApp está inacessível.',
      true,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new GatewayError('PROVIDER_UNAVAILABLE', 'O provedor do WhatsApp não respondeu a tempo.', true);
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body };
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** WhatsApp ids are numbers without '+': '+5561999998888' → '5561999998888'. */
export const waDigits = (e164: string) => e164.replace(/\D/g, '');

/**
 * A WhatsApp id ('5561999998888@c.us', '556199998888', '5561999998888') as E.164. Brazilian mobiles that
 * WhatsApp reports without the ninth digit get it back, so a citizen is one number whichever way it came.
 */
export function waIdToE164(id: string): string | null {
  const digits = id.split('@')[0]!.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  if (digits.startsWith('55') && digits.length === 12 && '6789'.includes(digits[4]!)) {
    return `+55${digits.slice(2, 4)}9${digits.slice(4)}`;
  }
  return `+${digits}`;
}
