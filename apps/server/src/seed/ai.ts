// Demo Inteligência Artificial: the demo office uses the built-in demonstration provider (so every AI button
// works on `npm start` with nothing leaving the machine) and has a month and a half of usage log, and its
// seeded WhatsApp messages carry the sentiment and área the background job would have given them.
// Idempotent: an office that already has AI settings is left alone.
import { eq, inArray } from 'drizzle-orm';
import { AI_DEFAULT_MONTHLY_LIMIT, AI_DEMO_MODEL, type AiFeature } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { aiCalls, aiSettings } from '../modules/ai/ai.table.ts';
import { users } from '../modules/users/users.table.ts';
import { seedMessageClassifications } from './ai-classifications.ts';

// Literal id: demo.ts imports this file, so its constants are not yet defined here.
const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000001';
const HOUR = 3_600_000;

/** [hours ago, who, feature, prompt tokens, completion tokens, ms, error code or null]. */
const CALLS: [number, string, AiFeature, number, number, number, string | null][] = [
  [1, 'assessor@gabinete.demo', 'oficio', 412, 356, 2840, null],
  [3, 'sac@gabinete.demo', 'sac_reply', 298, 121, 1310, null],
  [5, 'sac@gabinete.demo', 'sac_reply', 344, 98, 1190, null],
  [9, 'recepcao@gabinete.demo', 'demand_triage', 210, 48, 640, null],
  [26, 'assessor@gabinete.demo', 'citizen_summary', 688, 190, 2210, null],
  [28, 'admin@gabinete.demo', 'test', 41, 12, 420, null],
  [30, 'assessor@gabinete.demo', 'oficio', 455, 402, 3120, null],
  [50, 'recepcao@gabinete.demo', 'demand_triage', 188, 51, 580, null],
  [52, 'sac@gabinete.demo', 'sac_reply', 276, 0, 45_000, 'AI_PROVIDER_TIMEOUT'],
  [53, 'sac@gabinete.demo', 'sac_reply', 276, 110, 1420, null],
  [75, 'assessor@gabinete.demo', 'oficio', 398, 377, 2960, null],
  [98, 'admin@gabinete.demo', 'citizen_summary', 720, 204, 2400, null],
  [120, 'recepcao@gabinete.demo', 'demand_triage', 201, 46, 610, null],
  [146, 'assessor@gabinete.demo', 'oficio', 430, 0, 310, 'AI_PROVIDER_RATE_LIMITED'],
  [147, 'assessor@gabinete.demo', 'oficio', 430, 389, 3010, null],
  [240, 'sac@gabinete.demo', 'sac_reply', 310, 104, 1250, null],
  [410, 'assessor@gabinete.demo', 'citizen_summary', 655, 176, 2050, null],
  [600, 'recepcao@gabinete.demo', 'demand_triage', 195, 44, 590, null],
  [790, 'assessor@gabinete.demo', 'oficio', 470, 410, 3300, null],
  [980, 'sac@gabinete.demo', 'sac_reply', 301, 115, 1300, null],
];

export async function seedAi(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: aiSettings.organizationId })
    .from(aiSettings)
    .where(eq(aiSettings.organizationId, DEMO_ORG_ID));
  if (existing) return;
  const emails = [...new Set(CALLS.map((c) => c[1]))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const admin = idOf.get('admin@gabinete.demo') ?? null;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(aiSettings).values({
      organizationId: DEMO_ORG_ID,
      provider: 'demo',
      monthlyTokenLimit: AI_DEFAULT_MONTHLY_LIMIT,
      updatedBy: admin,
      updatedAt: new Date(now - 40 * 24 * HOUR),
    });
    await tx.insert(aiCalls).values(
      CALLS.map(([hoursAgo, email, feature, prompt, completion, ms, error]) => ({
        organizationId: DEMO_ORG_ID,
        userId: idOf.get(email) ?? null,
        feature,
        provider: 'demo',
        model: AI_DEMO_MODEL,
        promptTokens: prompt,
        completionTokens: completion,
        totalTokens: prompt + completion,
        durationMs: ms,
        status: error ? 'error' : 'ok',
        errorCode: error,
        createdAt: new Date(now - hoursAgo * HOUR),
      })),
    );
    await seedMessageClassifications(tx, DEMO_ORG_ID);
  });
}
