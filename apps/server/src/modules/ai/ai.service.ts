// Running a feature: the office's provider (or 409/429 before anything leaves), the pseudonymised prompt, the
// call, the answer restored — streamed as NDJSON to the browser — and one log row whatever happens.
import { Readable } from 'node:stream';
import {
  AI_DEMO_MODEL,
  ERROR_MESSAGES,
  PRIORITIES,
  type AiDemandTriage,
  type AiDemandTriageInput,
  type AiFeature,
  type AiSettingsInput,
  type AiStreamEvent,
  type AiTestResult,
  type ErrorCode,
  type Priority,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { complete, stream, type ChatMessage, type CompletionStream, type Usage } from './ai-client.ts';
import { logCall } from './ai-log.ts';
import { triagePrompt, type Prompt } from './ai-prompts.ts';
import { activeProvider, loadSettingsRow, storedKey, targetOf } from './ai-settings.ts';
import { createStreamRestorer, restore } from './pseudonymize.ts';

const NO_USAGE: Usage = { promptTokens: 0, completionTokens: 0 };
const line = (event: AiStreamEvent) => `${JSON.stringify(event)}\n`;
const codeOf = (error: unknown) => (error instanceof AppError ? String(error.code) : 'INTERNAL');
const messageOf = (error: unknown) =>
  error instanceof AppError ? error.message : ERROR_MESSAGES[codeOf(error) as ErrorCode];

const timeoutOf = (deps: AppDeps) => deps.env.AI_HTTP_TIMEOUT_MS;

/**
 * A streamed suggestion. Throws (an ordinary JSON error) while nothing was sent: AI off, over the limit,
 * record not found, the provider refusing the request (401, 429, down). Once the answer flows, a failure
 * ends the stream with an `error` line and the text already shown stays with the person.
 */
export async function streamSuggestion(
  deps: AppDeps,
  tenant: Tenant,
  feature: AiFeature,
  build: () => Promise<Prompt>,
  closed: AbortSignal,
): Promise<Readable> {
  const { db } = deps.database;
  const active = await activeProvider(deps, tenant.organizationId);
  const prompt = await build();
  const startedAt = Date.now();
  const record = (status: 'ok' | 'error' | 'cancelled', model: string, usage: Usage, errorCode?: string) =>
    logCall(db, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      feature,
      provider: active.provider,
      model,
      usage,
      startedAt,
      status,
      errorCode,
    });
  let answer: CompletionStream;
  try {
    answer = await stream(active.target, prompt.messages, {
      timeoutMs: timeoutOf(deps),
      signal: closed,
      maxTokens: 1200,
    });
  } catch (error) {
    await record(closed.aborted ? 'cancelled' : 'error', active.target.model, NO_USAGE, codeOf(error));
    throw error;
  }
  const restorer = createStreamRestorer(prompt.map);
  async function* events(): AsyncGenerator<string> {
    let logged = false;
    yield line({ type: 'start', model: answer.model, isDemo: active.provider === 'demo' });
    try {
      for await (const piece of answer.pieces) {
        const text = restorer.push(piece);
        if (text) yield line({ type: 'delta', text });
      }
      const rest = restorer.flush();
      if (rest) yield line({ type: 'delta', text: rest });
      logged = true;
      await record('ok', answer.model, answer.usage());
      yield line({ type: 'done' });
    } catch (error) {
      const cancelled = closed.aborted;
      logged = true;
      await record(cancelled ? 'cancelled' : 'error', answer.model, answer.usage(), codeOf(error));
      if (!cancelled) yield line({ type: 'error', code: codeOf(error), message: messageOf(error) });
    } finally {
      // The browser went away mid-answer: the stream is destroyed without reaching the lines above.
      if (!logged) await record('cancelled', answer.model, answer.usage(), 'AI_CANCELLED');
    }
  }
  return Readable.from(events(), { objectMode: false });
}

/** The triage answer, read leniently: a JSON object somewhere in the text, names matched to the list. */
export function parseTriage(
  text: string,
  areas: readonly { id: string; name: string }[],
): Omit<AiDemandTriage, 'model' | 'isDemo'> {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json ?? '') as Record<string, unknown>;
  } catch {
    throw new AppError('AI_PROVIDER_BAD_ANSWER', 502);
  }
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const areaName = typeof data.area === 'string' ? fold(data.area) : '';
  const area = areas.find((a) => fold(a.name) === areaName) ?? null;
  const raw = typeof data.prioridade === 'string' ? fold(data.prioridade) : '';
  const priority = (PRIORITIES as readonly string[]).includes(raw) ? (raw as Priority) : 'media';
  const reason = typeof data.motivo === 'string' ? data.motivo.slice(0, 500) : '';
  return { area: area ? { _id: area.id, name: area.name } : null, priority, reason };
}

export async function suggestTriage(
  deps: AppDeps,
  tenant: Tenant,
  input: AiDemandTriageInput,
): Promise<AiDemandTriage> {
  const { db } = deps.database;
  const active = await activeProvider(deps, tenant.organizationId);
  const prompt = await triagePrompt(db, tenant.organizationId, input);
  const startedAt = Date.now();
  const base = {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    feature: 'demand_triage' as const,
    provider: active.provider,
    startedAt,
  };
  try {
    const answer = await complete(active.target, prompt.messages, {
      timeoutMs: timeoutOf(deps),
      maxTokens: 300,
      temperature: 0,
    });
    const parsed = parseTriage(restore(answer.text, prompt.map), prompt.areas);
    await logCall(db, { ...base, model: answer.model, usage: answer.usage, status: 'ok' });
    return { ...parsed, model: answer.model, isDemo: active.provider === 'demo' };
  } catch (error) {
    await logCall(db, {
      ...base,
      model: active.target.model,
      usage: NO_USAGE,
      status: 'error',
      errorCode: codeOf(error),
    });
    throw error;
  }
}

/** 'Testar conexão' with the settings on screen (the stored key when none was typed); logged as a test. */
export async function testConnection(
  deps: AppDeps,
  tenant: Tenant,
  input: AiSettingsInput,
): Promise<AiTestResult> {
  const { db } = deps.database;
  if (input.provider === 'off') throw new AppError('AI_DISABLED', 409);
  const row = await loadSettingsRow(db, tenant.organizationId);
  const apiKey =
    input.provider !== 'openai' || input.clearApiKey ? null : input.apiKey || storedKey(deps, row);
  const target = targetOf(deps, {
    provider: input.provider,
    baseUrl: input.baseUrl ?? row?.baseUrl ?? null,
    model: input.model ?? row?.model ?? null,
    apiKey,
  });
  if (!target) throw new AppError('AI_DISABLED', 409);
  const messages: ChatMessage[] = [
    { role: 'system', content: 'Tarefa: teste de conexão\nResponda em uma frase curta, em português.' },
    { role: 'user', content: 'Diga que a conexão está funcionando.' },
  ];
  const startedAt = Date.now();
  const base = {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    feature: 'test' as const,
    provider: input.provider,
    startedAt,
  };
  try {
    const answer = await complete(target, messages, { timeoutMs: timeoutOf(deps), maxTokens: 60 });
    await logCall(db, { ...base, model: answer.model, usage: answer.usage, status: 'ok' });
    return {
      ok: true,
      model: answer.model || AI_DEMO_MODEL,
      durationMs: Date.now() - startedAt,
      sample: answer.text.trim().slice(0, 300),
    };
  } catch (error) {
    await logCall(db, {
      ...base,
      model: target.model,
      usage: NO_USAGE,
      status: 'error',
      errorCode: codeOf(error),
    });
    throw error;
  }
}
