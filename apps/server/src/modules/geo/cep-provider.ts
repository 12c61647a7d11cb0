// CEP lookup adapters: the offline simulator or a ViaCEP-compatible HTTP service (CEP_PROVIDER).
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { simulatedCep } from './cep-simulator.ts';

/** What a provider found; the service resolves the municipality against the IBGE table. */
export interface CepRecord {
  street: string | null;
  neighborhood: string | null;
  complement: string | null;
  ibge: number | null;
  city: string | null;
  uf: string | null;
}

/** null when the CEP does not exist; throws CEP_SERVICE_UNAVAILABLE when the service cannot answer. */
export type CepProvider = (cep: string) => Promise<CepRecord | null>;

const unavailable = () => new AppError('CEP_SERVICE_UNAVAILABLE', 503);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Maps ViaCEP's answer ({ logradouro, bairro, complemento, localidade, uf, ibge } or { erro: true }). */
export function fromViaCep(body: unknown): CepRecord | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw unavailable();
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === 'true') return null;
  const ibge = Number(b.ibge);
  return {
    street: text(b.logradouro),
    neighborhood: text(b.bairro),
    complement: text(b.complemento),
    ibge: Number.isInteger(ibge) && ibge > 0 ? ibge : null,
    city: text(b.localidade),
    uf: text(b.uf)?.toUpperCase() ?? null,
  };
}

export function viaCepProvider(urlTemplate: string, timeoutMs: number): CepProvider {
  return async (cep) => {
    let res: Response;
    try {
      res = await fetch(urlTemplate.replace('{cep}', cep), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    // ViaCEP answers 400 for a CEP it considers malformed: for us that CEP does not exist.
    if (res.status === 400 || res.status === 404) return null;
    if (!res.ok) throw unavailable();
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw unavailable();
    }
    return fromViaCep(body);
  };
}

export function cepProvider(env: Env): CepProvider {
  return env.CEP_PROVIDER === 'viacep'
    ? viaCepProvider(env.CEP_PROVIDER_URL, env.CEP_TIMEOUT_MS)
    : simulatedCep;
}
