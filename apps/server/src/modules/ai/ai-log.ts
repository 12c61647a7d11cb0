// The log of AI calls and the usage page: who, feature, model, tokens, duration, outcome. No text of the
// prompt or the answer is ever written here.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  AI_DEFAULT_MONTHLY_LIMIT,
  type AiCall,
  type AiCallStatus,
  type AiFeature,
  type AiUsage,
  type AiUsageQuery,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { users } from '../users/users.table.ts';
import type { Usage } from './ai-client.ts';
import { loadSettingsRow, monthOf, monthRange } from './ai-settings.ts';
import { aiCalls } from './ai.table.ts';

export interface CallRecord {
  organizationId: string;
  /** Null for a background job (the classification of inbound messages). */
  userId: string | null;
  feature: AiFeature;
  provider: string;
  model: string;
  usage: Usage;
  startedAt: number;
  status: AiCallStatus;
  errorCode?: string | null;
}

export async function logCall(db: Db, r: CallRecord): Promise<void> {
  await db.insert(aiCalls).values({
    organizationId: r.organizationId,
    userId: r.userId,
    feature: r.feature,
    provider: r.provider,
    model: r.model.slice(0, 120),
    promptTokens: r.usage.promptTokens,
    completionTokens: r.usage.completionTokens,
    totalTokens: r.usage.promptTokens + r.usage.completionTokens,
    durationMs: Math.max(0, Math.round(Date.now() - r.startedAt)),
    status: r.status,
    errorCode: r.errorCode ?? null,
  });
}

export async function aiUsage(deps: AppDeps, tenant: Tenant, q: AiUsageQuery): Promise<AiUsage> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const month = q.month ?? monthOf(new Date(), tenant.timeZone);
  const { from, to } = monthRange(month, tenant.timeZone);
  const where = and(eq(aiCalls.organizationId, org), gte(aiCalls.createdAt, from), lt(aiCalls.createdAt, to));
  const [rows, totals, byFeature, settings] = await Promise.all([
    db
      .select({ call: aiCalls, userName: users.name })
      .from(aiCalls)
      .leftJoin(users, eq(users.id, aiCalls.userId))
      .where(where)
      .orderBy(desc(aiCalls.createdAt), desc(aiCalls.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ calls: count(), tokens: sql<number>`coalesce(sum(${aiCalls.totalTokens}), 0)::int` })
      .from(aiCalls)
      .where(where),
    db
      .select({
        feature: aiCalls.feature,
        calls: count(),
        tokens: sql<number>`coalesce(sum(${aiCalls.totalTokens}), 0)::int`,
      })
      .from(aiCalls)
      .where(where)
      .groupBy(aiCalls.feature)
      .orderBy(aiCalls.feature),
    loadSettingsRow(db, org),
  ]);
  const items: AiCall[] = rows.map(({ call, userName }) => ({
    _id: call.id,
    createdAt: call.createdAt.toISOString(),
    user: call.userId ? { _id: call.userId, name: userName ?? '' } : null,
    feature: call.feature as AiCall['feature'],
    provider: call.provider as AiCall['provider'],
    model: call.model,
    promptTokens: call.promptTokens,
    completionTokens: call.completionTokens,
    totalTokens: call.totalTokens,
    durationMs: call.durationMs,
    status: call.status as AiCall['status'],
    errorCode: call.errorCode,
  }));
  return {
    month,
    totalTokens: totals[0]?.tokens ?? 0,
    calls: totals[0]?.calls ?? 0,
    monthlyTokenLimit: settings?.monthlyTokenLimit ?? AI_DEFAULT_MONTHLY_LIMIT,
    byFeature: byFeature.map((f) => ({
      feature: f.feature as AiFeature,
      calls: f.calls,
      tokens: f.tokens,
    })),
    items,
    total: totals[0]?.calls ?? 0,
  };
}
