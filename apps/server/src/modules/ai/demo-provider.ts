// The built-in demonstration provider: an in-process stand-in for fetch that speaks the OpenAI
// chat-completions protocol (whole answers and the 'text/event-stream' form), writing demo-answers.ts's
// text. The same wire helpers serve the tests' stub server.
import { AI_DEMO_MODEL } from '@gabinete/shared';
import { estimateTokens, type ChatMessage } from './ai-client.ts';
import { demoAnswer } from './demo-answers.ts';

export const DEMO_BASE_URL = 'demo://gabinete';

interface RequestBody {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
}

export function usageOf(messages: readonly ChatMessage[], answer: string) {
  const prompt_tokens = estimateTokens(messages.map((m) => m.content).join('\n'));
  const completion_tokens = estimateTokens(answer);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/** A whole chat.completion object. */
export function completionJson(model: string, messages: readonly ChatMessage[], answer: string) {
  return {
    id: `chatcmpl-demo-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    usage: usageOf(messages, answer),
  };
}

/** The answer cut in pieces of a few words, as a model streams them. */
export function piecesOf(answer: string): string[] {
  return (
    answer.match(/\S+\s*|\s+/g)?.reduce<string[]>((acc, word, i) => {
      if (i % 3 === 0) acc.push(word);
      else acc[acc.length - 1] += word;
      return acc;
    }, []) ?? [answer]
  );
}

/** The SSE events of a streamed answer, ending with the usage chunk and [DONE]. */
export function sseEvents(model: string, messages: readonly ChatMessage[], answer: string): string[] {
  const base = { id: `chatcmpl-demo-${Date.now()}`, object: 'chat.completion.chunk', created: 0, model };
  const events = [
    { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
    ...piecesOf(answer).map((content) => ({
      ...base,
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    })),
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
    { ...base, choices: [], usage: usageOf(messages, answer) },
  ];
  return [...events.map((e) => `data: ${JSON.stringify(e)}\n\n`), 'data: [DONE]\n\n'];
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

/** fetch for the demonstration provider: nothing leaves the server. */
export function demoFetch(delayMs: number): typeof fetch {
  return async (_url, init) => {
    const signal = init?.signal ?? null;
    let body: RequestBody;
    try {
      body = JSON.parse(String(init?.body ?? '{}')) as RequestBody;
    } catch {
      return new Response(JSON.stringify({ error: { message: 'invalid json' } }), { status: 400 });
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const answer = demoAnswer(messages);
    const model = body.model || AI_DEMO_MODEL;
    if (!body.stream) {
      return new Response(JSON.stringify(completionJson(model, messages, answer)), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const events = sseEvents(model, messages, answer);
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = events.shift();
        if (next === undefined) return controller.close();
        if (delayMs > 0) {
          try {
            await sleep(delayMs, signal);
          } catch {
            return controller.error(new Error('aborted'));
          }
        }
        controller.enqueue(encoder.encode(next));
      },
    });
    return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  };
}
