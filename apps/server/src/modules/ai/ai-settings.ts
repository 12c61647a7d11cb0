// An office's AI provider: off until its admin chooses one. The key is encrypted at rest and write-only: the
// answer only says whether one is stored, and an empty key field keeps it.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  AI_DEFAULT_MONTHLY_LIMIT,
  AI_DEMO_MODEL,
  type AiProvider,
  type AiSettings,
  type AiSettingsInput,
} from '@gabinete/shared';
import { jwtSecret } from '../../bootstrap.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { decryptSecret, encryptSecret } from '../../lib/encryption.ts';
import { monthIn, startOfDayIn } from '../../lib/office-time.ts';
import { outboundUrlProblem } from '../../lib/outbound-url.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import type { ProviderTarget } from './ai-client.ts';
import { aiCalls, aiSettings, type AiSettingsRow } from './ai.table.ts';
import { DEMO_BASE_URL, demoFetch } from './demo-provider.ts';

const KEY_PURPOSE = 'ai-provider-key';
/** 'aaaa-mm' of an instant in the office's time zone. */
export const monthOf = (at: Date, timeZone: string = DEFAULT_TIME_ZONE) => monthIn(timeZone, at);

/** The instants a month ('aaaa-mm', office time zone) starts and ends. */
export function monthRange(month: string, timeZone: string = DEFAULT_TIME_ZONE): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: startOfDayIn(timeZone, `${month}-01`), to: startOfDayIn(timeZone, `${next}-01`) };
}

export async function loadSettingsRow(db: Db, organizationId: string): Promise<AiSettingsRow | null> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.organizationId, organizationId));
  return row ?? null;
}

export async function monthUsage(db: Db, organizationId: string, month: string, timeZone?: string) {
  const { from, to } = monthRange(month, timeZone);
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${aiCalls.totalTokens}), 0)::int`,
      calls: sql<number>`count(*)::int`,
    })
    .from(aiCalls)
    .where(
      and(
        eq(aiCalls.organizationId, organizationId),
        gte(aiCalls.createdAt, from),
        lt(aiCalls.createdAt, to),
      ),
    );
  return { tokens: row?.tokens ?? 0, calls: row?.calls ?? 0 };
}

export async function getAiSettings(deps: AppDeps, tenant: Tenant): Promise<AiSettings> {
  const { db } = deps.database;
  const row = await loadSettingsRow(db, tenant.organizationId);
  const month = monthOf(new Date(), tenant.timeZone);
  const usage = await monthUsage(db, tenant.organizationId, month, tenant.timeZone);
  const provider = (row?.provider ?? 'off') as AiProvider;
  return {
    provider,
    isDemo: provider === 'demo',
    baseUrl: provider === 'demo' ? null : (row?.baseUrl ?? null),
    model: provider === 'demo' ? AI_DEMO_MODEL : (row?.model ?? null),
    hasApiKey: Boolean(row?.apiKeyEncrypted),
    monthlyTokenLimit: row?.monthlyTokenLimit ?? AI_DEFAULT_MONTHLY_LIMIT,
    month,
    monthTokens: usage.tokens,
    monthCalls: usage.calls,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The provider's address must not reach the server's own network (lib/outbound-url.ts). */
export async function assertProviderAddress(deps: AppDeps, baseUrl: string): Promise<void> {
  if (deps.env.AI_ALLOW_PRIVATE_URLS) return;
  if ((await outboundUrlProblem(baseUrl)) === 'blocked')
    throw new AppError('AI_PROVIDER_ADDRESS_BLOCKED', 422);
}

/** fetch that checks the address again at each call: a name may resolve elsewhere after it was saved. */
const guardedFetch =
  (deps: AppDeps): typeof fetch =>
  async (input, init) => {
    await assertProviderAddress(deps, String(input));
    return globalThis.fetch(input, init);
  };

export async function putAiSettings(deps: AppDeps, tenant: Tenant, input: AiSettingsInput) {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const current = await loadSettingsRow(db, org);
  let apiKeyEncrypted = current?.apiKeyEncrypted ?? null;
  if (input.clearApiKey) apiKeyEncrypted = null;
  if (input.apiKey) apiKeyEncrypted = encryptSecret(jwtSecret(deps.env), KEY_PURPOSE, input.apiKey);
  const values = {
    provider: input.provider,
    baseUrl: input.baseUrl === undefined ? (current?.baseUrl ?? null) : input.baseUrl || null,
    model: input.model === undefined ? (current?.model ?? null) : input.model || null,
    apiKeyEncrypted,
    monthlyTokenLimit: input.monthlyTokenLimit,
    updatedBy: tenant.userId,
    updatedAt: new Date(),
  };
  if (values.provider === 'openai' && values.baseUrl) await assertProviderAddress(deps, values.baseUrl);
  await db.transaction(async (tx) => {
    await tx
      .insert(aiSettings)
      .values({ organizationId: org, ...values })
      .onConflictDoUpdate({ target: aiSettings.organizationId, set: values });
    // What changed, never the key itself.
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'update',
      entity: 'ai_settings',
      entityId: null,
      data: {
        provider: values.provider,
        baseUrl: values.baseUrl,
        model: values.model,
        monthlyTokenLimit: values.monthlyTokenLimit,
        keyChanged: Boolean(input.apiKey) || Boolean(input.clearApiKey && current?.apiKeyEncrypted),
      },
    });
  });
  return getAiSettings(deps, tenant);
}

export interface ActiveProvider {
  provider: Exclude<AiProvider, 'off'>;
  target: ProviderTarget;
  limit: number;
}

/** How to reach a provider described by settings (stored or being tested). */
export function targetOf(
  deps: AppDeps,
  s: { provider: AiProvider; baseUrl: string | null; model: string | null; apiKey: string | null },
): ActiveProvider['target'] | null {
  if (s.provider === 'demo')
    return {
      baseUrl: DEMO_BASE_URL,
      model: AI_DEMO_MODEL,
      apiKey: null,
      fetch: demoFetch(deps.env.NODE_ENV === 'test' ? 0 : deps.env.AI_DEMO_DELAY_MS),
    };
  if (s.provider === 'openai' && s.baseUrl && s.model)
    return { baseUrl: s.baseUrl, model: s.model, apiKey: s.apiKey, fetch: guardedFetch(deps) };
  return null;
}

export function storedKey(deps: AppDeps, row: AiSettingsRow | null): string | null {
  if (!row?.apiKeyEncrypted) return null;
  const key = decryptSecret(jwtSecret(deps.env), KEY_PURPOSE, row.apiKeyEncrypted);
  if (key === null) throw new AppError('AI_KEY_UNREADABLE', 409);
  return key;
}

/** The office's provider, or 409 AI_DISABLED; 429 AI_LIMIT_REACHED once the month's tokens are spent. */
export async function activeProvider(deps: AppDeps, organizationId: string): Promise<ActiveProvider> {
  const { db } = deps.database;
  const row = await loadSettingsRow(db, organizationId);
  const provider = (row?.provider ?? 'off') as AiProvider;
  if (!row || provider === 'off') throw new AppError('AI_DISABLED', 409);
  const target = targetOf(deps, {
    provider,
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey: provider === 'openai' ? storedKey(deps, row) : null,
  });
  if (!target) throw new AppError('AI_DISABLED', 409);
  const timeZone = await officeTimeZone(db, organizationId);
  const used = await monthUsage(db, organizationId, monthOf(new Date(), timeZone), timeZone);
  if (used.tokens >= row.monthlyTokenLimit) throw new AppError('AI_LIMIT_REACHED', 429);
  return { provider: provider as ActiveProvider['provider'], target, limit: row.monthlyTokenLimit };
}
