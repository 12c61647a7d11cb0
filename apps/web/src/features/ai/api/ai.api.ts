// Inteligência Artificial API: the office's provider settings and usage log, the triage suggestion, and the
// streamed suggestions read line by line (NDJSON events) as they arrive.
import {
  AiDemandTriageSchema,
  AiSettingsSchema,
  AiStreamEventSchema,
  AiTestResultSchema,
  AiUsageSchema,
  type AiDemandTriageInput,
  type AiSettingsInput,
  type AiStreamEvent,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError, withQuery } from '../../../lib/api-client.ts';

export const aiKeys = {
  all: ['ai'] as const,
  settings: ['ai', 'settings'] as const,
  usage: (params: Record<string, string | number | null>) => ['ai', 'usage', params] as const,
};

export const aiSettingsQuery = () =>
  queryOptions({
    queryKey: aiKeys.settings,
    queryFn: ({ signal }) => api.get('/api/ai/settings', AiSettingsSchema, { signal }),
    staleTime: 60_000,
  });

export const aiUsageQuery = (params: Record<string, string | number | null>) =>
  queryOptions({
    queryKey: aiKeys.usage(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/ai/usage', params), AiUsageSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const saveAiSettings = (input: AiSettingsInput) =>
  api.put('/api/ai/settings', input, AiSettingsSchema);
export const testAiSettings = (input: AiSettingsInput) =>
  api.post('/api/ai/settings/test', input, AiTestResultSchema, { noRedirectFor: ['AI_DISABLED'] });
export const suggestTriage = (input: AiDemandTriageInput) =>
  api.post('/api/ai/suggestions/demand-triage', input, AiDemandTriageSchema);

export type SuggestionPath = 'oficio' | 'sac-reply' | 'chat-summary' | 'citizen-summary';

const BROKEN = 'A resposta da IA foi interrompida. O texto recebido até aqui foi mantido.';

/** Reads the NDJSON events of a suggestion, calling onEvent for each; an error event is thrown as ApiError. */
export async function streamSuggestion(
  kind: SuggestionPath,
  body: Record<string, unknown>,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await api.stream(`/api/ai/suggestions/${kind}`, body, { signal });
  if (!response.body) throw new ApiError(200, 'AI_STREAM_BROKEN', BROKEN);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const handle = (line: string) => {
    if (!line.trim()) return;
    let parsed: ReturnType<typeof AiStreamEventSchema.safeParse> | null;
    try {
      parsed = AiStreamEventSchema.safeParse(JSON.parse(line));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) throw new ApiError(200, 'AI_STREAM_BROKEN', BROKEN);
    const event = parsed.data;
    if (event.type === 'error') throw new ApiError(200, event.code, event.message);
    if (event.type === 'done') ended = true;
    onEvent(event);
  };
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        handle(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    }
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error;
    throw new ApiError(0, 'AI_STREAM_BROKEN', BROKEN);
  }
  handle(buffer);
  if (!ended) throw new ApiError(200, 'AI_STREAM_BROKEN', BROKEN);
}
