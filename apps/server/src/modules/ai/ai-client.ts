// The OpenAI chat-completions protocol over fetch (OpenAI, Ollama, llama.cpp, vLLM… and our demonstration
// provider): one request, answered whole or as a server-sent-events stream. Every failure becomes an
// AppError with a pt-BR message: 401/403, 429, timeout, unreachable, garbage, refusal.
import { AppError } from '../../lib/app-error.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ProviderTarget {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** fetch, or the demonstration provider's in-process stand-in. */
  fetch: typeof fetch;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export interface CompletionOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  maxTokens?: number;
  temperature?: number;
}

export interface CompletionStream {
  model: string;
  pieces: AsyncIterable<string>;
  /** Known once the stream ended: the provider's count, or an estimate when it gave none. */
  usage(): Usage;
}

const providerError = (code: string, status = 502) => new AppError(code, status);

export const endpointOf = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** About four characters a token in Portuguese: used only when the provider does not count. */
export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function statusError(status: number): AppError {
  if (status === 401 || status === 403) return providerError('AI_PROVIDER_UNAUTHORIZED');
  if (status === 429) return providerError('AI_PROVIDER_RATE_LIMITED');
  if (status === 408 || status === 504) return providerError('AI_PROVIDER_TIMEOUT', 504);
  if (status === 400 || status === 404 || status === 422) return providerError('AI_PROVIDER_BAD_ANSWER');
  return providerError('AI_PROVIDER_UNAVAILABLE');
}

/** An AbortController that fires after `ms` unless poked; also follows the caller's signal. */
function watchdog(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
  };
  const onOuter = () => controller.abort();
  outer?.addEventListener('abort', onOuter, { once: true });
  arm();
  return {
    signal: controller.signal,
    poke: arm,
    timedOut: () => timedOut,
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
    },
  };
}

async function post(target: ProviderTarget, body: unknown, signal: AbortSignal, timedOut: () => boolean) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: '*/*' };
  if (target.apiKey) headers.Authorization = `Bearer ${target.apiKey}`;
  let response: Response;
  try {
    response = await target.fetch(endpointOf(target.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof AppError) throw err; // the address check (ai-settings' guardedFetch)
    if (timedOut()) throw providerError('AI_PROVIDER_TIMEOUT', 504);
    if (signal.aborted) throw new AppError('AI_CANCELLED', 499, 'Pedido interrompido.');
    throw providerError('AI_PROVIDER_UNAVAILABLE');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw statusError(response.status);
  }
  return response;
}

type Choice = { delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown };
type Chunk = {
  model?: unknown;
  choices?: Choice[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: unknown;
};

const int = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);

function usageOf(chunk: Chunk): Usage | null {
  const p = int(chunk.usage?.prompt_tokens);
  const c = int(chunk.usage?.completion_tokens);
  return p === null || c === null ? null : { promptTokens: p, completionTokens: c };
}

/** One whole answer (the triage's JSON, the connection test). */
export async function complete(
  target: ProviderTarget,
  messages: ChatMessage[],
  options: CompletionOptions,
): Promise<{ text: string; model: string; usage: Usage }> {
  const dog = watchdog(options.timeoutMs, options.signal);
  try {
    const response = await post(
      target,
      {
        model: target.model,
        messages,
        stream: false,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        temperature: options.temperature ?? 0.3,
      },
      dog.signal,
      dog.timedOut,
    );
    let payload: Chunk;
    try {
      payload = (await response.json()) as Chunk;
    } catch {
      if (dog.timedOut()) throw providerError('AI_PROVIDER_TIMEOUT', 504);
      throw providerError('AI_PROVIDER_BAD_ANSWER');
    }
    const choice = Array.isArray(payload?.choices) ? payload.choices[0] : undefined;
    const text = choice?.message?.content;
    if (choice?.finish_reason === 'content_filter') throw providerError('AI_PROVIDER_REFUSED', 422);
    if (typeof text !== 'string') throw providerError('AI_PROVIDER_BAD_ANSWER');
    if (!text.trim()) throw providerError('AI_PROVIDER_REFUSED', 422);
    const prompt = messages.map((m) => m.content).join('\n');
    return {
      text,
      model: typeof payload.model === 'string' && payload.model ? payload.model : target.model,
      usage: usageOf(payload) ?? {
        promptTokens: estimateTokens(prompt),
        completionTokens: estimateTokens(text),
      },
    };
  } finally {
    dog.stop();
  }
}

/** Splits a byte stream into SSE 'data:' payloads. */
async function* sseData(body: ReadableStream<Uint8Array>, poke: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    poke();
    buffer += decoder.decode(bytes, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (data) yield data;
    }
  }
  const tail = buffer.trim();
  if (tail.startsWith('data:')) yield tail.slice(5).trimStart();
  else if (tail) throw providerError('AI_PROVIDER_BAD_ANSWER');
}

/**
 * A streamed answer. Resolves once the provider accepted the request (so 401/429 are thrown before any
 * byte goes to the browser); the pieces then throw AppErrors for a stall, garbage or a refusal.
 */
export async function stream(
  target: ProviderTarget,
  messages: ChatMessage[],
  options: CompletionOptions,
): Promise<CompletionStream> {
  const dog = watchdog(options.timeoutMs, options.signal);
  let response: Response;
  try {
    response = await post(
      target,
      {
        model: target.model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        temperature: options.temperature ?? 0.4,
      },
      dog.signal,
      dog.timedOut,
    );
  } catch (error) {
    dog.stop();
    throw error;
  }
  let usage: Usage | null = null;
  let model = target.model;
  let written = '';
  const prompt = messages.map((m) => m.content).join('\n');
  const isSse = (response.headers.get('content-type') ?? '').includes('text/event-stream');

  async function* pieces(): AsyncGenerator<string> {
    try {
      if (!response.body) throw providerError('AI_PROVIDER_BAD_ANSWER');
      if (!isSse) {
        // Some servers ignore `stream: true` and answer whole: accept that, as one piece.
        const text = await response.text();
        let payload: Chunk;
        try {
          payload = JSON.parse(text) as Chunk;
        } catch {
          throw providerError('AI_PROVIDER_BAD_ANSWER');
        }
        const content = payload.choices?.[0]?.message?.content;
        if (typeof content !== 'string') throw providerError('AI_PROVIDER_BAD_ANSWER');
        if (!content.trim()) throw providerError('AI_PROVIDER_REFUSED', 422);
        usage = usageOf(payload);
        written = content;
        yield content;
        return;
      }
      for await (const data of sseData(response.body, dog.poke)) {
        if (data === '[DONE]') break;
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          throw providerError('AI_PROVIDER_BAD_ANSWER');
        }
        if (chunk.error) throw providerError('AI_PROVIDER_UNAVAILABLE');
        if (typeof chunk.model === 'string' && chunk.model) model = chunk.model;
        usage = usageOf(chunk) ?? usage;
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason === 'content_filter') throw providerError('AI_PROVIDER_REFUSED', 422);
        const piece = choice?.delta?.content;
        if (piece !== undefined && piece !== null && typeof piece !== 'string')
          throw providerError('AI_PROVIDER_BAD_ANSWER');
        if (piece) {
          written += piece;
          yield piece;
        }
      }
      if (!written.trim()) throw providerError('AI_PROVIDER_REFUSED', 422);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (dog.timedOut()) throw providerError('AI_PROVIDER_TIMEOUT', 504);
      if (options.signal?.aborted) throw new AppError('AI_CANCELLED', 499, 'Pedido interrompido.');
      throw providerError('AI_PROVIDER_UNAVAILABLE');
    } finally {
      dog.stop();
      if (!dog.signal.aborted) await response.body?.cancel().catch(() => undefined);
    }
  }

  return {
    get model() {
      return model;
    },
    pieces: pieces(),
    usage: () =>
      usage ?? {
        promptTokens: estimateTokens(prompt),
        completionTokens: written ? estimateTokens(written) : 0,
      },
  };
}
