// The AI settings form's values, from what the server shows (the key never comes back) and back to what
// PUT /api/ai/settings takes (an empty key is left out, so the stored one is kept).
import type { AiProvider, AiSettings, AiSettingsInput } from '@gabinete/shared';

export interface AiSettingsValues extends Record<string, unknown> {
  provider: AiProvider;
  baseUrl: string;
  model: string;
  apiKey: string;
  clearApiKey: boolean;
  monthlyTokenLimit: string;
}

export function aiSettingsValues(s: AiSettings): AiSettingsValues {
  return {
    provider: s.provider,
    baseUrl: s.isDemo ? '' : (s.baseUrl ?? ''),
    model: s.isDemo ? '' : (s.model ?? ''),
    apiKey: '',
    clearApiKey: false,
    monthlyTokenLimit: String(s.monthlyTokenLimit),
  };
}

export function aiSettingsInput(v: AiSettingsValues): Record<string, unknown> {
  const openai = v.provider === 'openai';
  return {
    provider: v.provider,
    ...(openai ? { baseUrl: v.baseUrl.trim(), model: v.model.trim() } : {}),
    ...(openai && v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}),
    ...(openai && v.clearApiKey ? { clearApiKey: true } : {}),
    // '200.000' as typed in pt-BR; empty is left out so the schema says 'Informe um número'.
    monthlyTokenLimit: v.monthlyTokenLimit.replace(/[.\s]/g, '') || undefined,
  } satisfies Partial<Record<keyof AiSettingsInput, unknown>>;
}
