// The durable outbound queue: a message is stored 'pendente' first (in the request's transaction), then a
// pg-boss job claims the row (one worker per row, across processes), checks consent again, sends it through
// the office's provider with our id as the idempotency key and records the result. Start-up and a sweep
// every minute put back rows whose job was lost with its process, so a restart neither loses a message nor
// sends it twice.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { hasConsent } from '../privacy/privacy.service.ts';
import { failureReason, SmsProviderError } from './sms-provider.ts';
import { smsProviderFor, smsWebhookUrl } from './sms-settings.ts';
import { smsMessages, type SmsMessageRow } from './sms.table.ts';

export const SMS_QUEUE = 'sms-outbound';
export const SMS_SWEEP_QUEUE = 'sms-outbound-sweep';
export const CONSENT_REVOKED = 'O eleitor revogou o consentimento para SMS antes do envio.';
/** A claim older than this belongs to a worker that died: the row may be taken again. */
const CLAIM_STALE = sql`now() - interval '5 minutes'`;
const pendingOut = and(eq(smsMessages.status, 'pendente'), eq(smsMessages.direction, 'out'));
const unclaimed = or(isNull(smsMessages.sendingAt), lt(smsMessages.sendingAt, CLAIM_STALE));

/** After the commit; a stopped queue is not an error: start-up re-queues pendente rows. */
export async function enqueueSms(deps: AppDeps, messageIds: string[]): Promise<void> {
  for (const messageId of messageIds) {
    await deps.jobs.send(SMS_QUEUE, { messageId }).catch(() => {});
  }
}

async function claim(deps: AppDeps, messageId: string): Promise<SmsMessageRow | null> {
  const [row] = await deps.database.db
    .update(smsMessages)
    .set({ sendingAt: sql`now()`, attempts: sql`${smsMessages.attempts} + 1` })
    .where(and(eq(smsMessages.id, messageId), pendingOut, unclaimed))
    .returning();
  return row ?? null;
}

async function finish(deps: AppDeps, row: SmsMessageRow, set: Partial<SmsMessageRow>): Promise<void> {
  await deps.database.db
    .update(smsMessages)
    .set({ ...set, sendingAt: null })
    .where(and(eq(smsMessages.id, row.id), eq(smsMessages.status, 'pendente')));
}

const failed = (error: string): Partial<SmsMessageRow> => ({ status: 'falhou', error, failedAt: new Date() });

/** The job: claim, check consent, send, record. Throws only to ask pg-boss for another attempt. */
export async function sendQueuedSms(
  deps: AppDeps,
  messageId: string,
  context: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const row = await claim(deps, messageId);
  if (!row) return;
  // Consent is checked when the message goes out, not only when it was written.
  if (row.kind !== 'opt_out_confirmation' && row.purpose) {
    const allowed =
      row.citizenId !== null &&
      (await hasConsent(
        deps.database.db,
        row.organizationId,
        row.citizenId,
        'sms',
        row.purpose as 'atendimento',
      ));
    if (!allowed) return finish(deps, row, failed(CONSENT_REVOKED));
  }
  try {
    const provider = await smsProviderFor(deps, row.organizationId);
    const { providerMessageId } = await provider.send({
      to: row.phone,
      text: row.body,
      idempotencyKey: row.id,
      callbackUrl: smsWebhookUrl(deps, row.organizationId),
    });
    return await finish(deps, row, { status: 'enviada', providerMessageId, sentAt: new Date(), error: null });
  } catch (err) {
    const retry = !context.lastAttempt && (!(err instanceof SmsProviderError) || err.retryable);
    if (!retry) return finish(deps, row, failed(failureReason(err)));
    await finish(deps, row, { error: `${failureReason(err)} Nova tentativa em instantes.` });
    throw err;
  }
}

/** Everything still pendente and not held by a live worker (of one office, or all) goes back to the queue. */
export async function requeueSmsPending(
  deps: AppDeps,
  options: { organizationId?: string; olderThanMinute?: boolean } = {},
): Promise<number> {
  const rows = await deps.database.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        pendingOut,
        unclaimed,
        options.organizationId ? eq(smsMessages.organizationId, options.organizationId) : undefined,
        options.olderThanMinute ? lt(smsMessages.createdAt, sql`now() - interval '1 minute'`) : undefined,
      ),
    )
    .orderBy(asc(smsMessages.createdAt))
    .limit(5000);
  await enqueueSms(
    deps,
    rows.map((r) => r.id),
  );
  return rows.length;
}

export function defineSmsJobs(deps: AppDeps): void {
  deps.jobs.define(SMS_SWEEP_QUEUE, () => requeueSmsPending(deps, { olderThanMinute: true }).then(() => {}), {
    retryLimit: 0,
    expireInSeconds: 120,
    cron: deps.env.NODE_ENV !== 'test' ? '* * * * *' : undefined,
  });
  deps.jobs.define<{ messageId: string }>(
    SMS_QUEUE,
    (data, context) => sendQueuedSms(deps, data.messageId, context),
    { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  );
}
