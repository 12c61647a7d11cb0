// Durable campaign sending on pg-boss. Start writes one recipient row per eligible citizen (INSERT … SELECT,
// unique per campaign × citizen). One worker at a time holds a campaign (a lease renewed every batch; an
// expired lease means its worker died). It claims pending rows with FOR UPDATE SKIP LOCKED, only of
// recipients whose local time is inside the office's window, re-checks consent and suppression, and hands
// SMS to the SMS module's durable row (one sms_messages row per campaign × citizen, sent with its id as the
// idempotency key), so a kill -9 anywhere and a restart send each recipient exactly once. Throttled to the
// office's rate per minute; outside the window it sleeps until the next opening (the minute tick wakes it).
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  countSms,
  isWithinWindow,
  nextAllowedTime,
  type CampaignCounts,
  type CampaignPurpose,
  type CampaignStatus,
  type MessageFieldSource,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { formatterIn } from '../../lib/office-time.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { officeFieldSource } from '../greetings/greeting-settings.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { sendQueuedSms } from '../sms/sms-outbound.ts';
import { asSmsProvider, ensureSmsSettings } from '../sms/sms-settings.ts';
import { smsMessages } from '../sms/sms.table.ts';
import type { WhatsappTemplateRow } from '../whatsapp/whatsapp-templates.table.ts';
import { eligibilitySql, recheckSql, type CampaignSendChannel } from './campaigns-eligibility.ts';
import { renderCampaignText, renderTemplateMessage } from './campaigns-text.ts';
import { sendWhatsappRecipient, usableTemplateOrPause } from './campaigns-whatsapp.ts';
import {
  campaignRecipients,
  campaigns,
  type CampaignRecipientRow,
  type CampaignRow,
} from './campaigns.table.ts';
import { ensureMessagingSettings, officeZone, windowOf } from './messaging-settings.ts';

export const CAMPAIGN_QUEUE = 'campaign-send';
export const CAMPAIGN_TICK_QUEUE = 'campaigns-tick';
/** A worker renews its lease every batch; past this, the campaign's worker is taken for dead. */
export const LEASE_SECONDS = 60;
/** A job sends for this long, then hands over to a fresh job (pg-boss jobs expire). */
const RUN_MS = 45_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Counts for the progress bar and the report: delivery states come from the SMS rows' receipts. */
export async function campaignCounts(deps: AppDeps, campaignId: string): Promise<CampaignCounts> {
  const [row] = rowsOf<CampaignCounts>(
    await deps.database.db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where s in ('pendente', 'enviando'))::int as pending,
        count(*) filter (where s in ('enviada', 'entregue'))::int as sent,
        count(*) filter (where s = 'entregue')::int as delivered,
        count(*) filter (where s = 'falhou')::int as failed,
        count(*) filter (where s = 'excluido')::int as "optedOut"
      from (select case when r.status = 'enviada' and m.status in ('entregue', 'falhou') then m.status
                   else r.status end as s
            from campaign_recipients r left join sms_messages m on m.id = r.sms_message_id
            where r.campaign_id = ${campaignId}) x`),
  );
  return row!;
}

async function pushProgress(deps: AppDeps, c: Pick<CampaignRow, 'id' | 'organizationId'>): Promise<void> {
  const [now] = await deps.database.db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, c.id));
  if (!now) return;
  deps.realtime.toReaders(c.organizationId, 'campaigns', 'campaign:progress', {
    _id: c.id,
    status: now.status as CampaignStatus,
    counts: await campaignCounts(deps, c.id),
  });
}

/**
 * Writes the campaign's recipients (once) and moves it to 'enviando', then queues its worker. The scheduler,
 * 'Iniciar' and the bench call this (on a campaign in rascunho or agendada, e.g. created with draft: true).
 * 50,000 recipients are one INSERT … SELECT (~3 s on the embedded PostgreSQL).
 */
export async function enqueueCampaign(deps: AppDeps, campaignId: string): Promise<{ recipients: number }> {
  const db = deps.database.db;
  const result = await db.transaction(async (tx) => {
    const [c] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!c) return null;
    if (c.recipientsReady) return { c, recipients: -1 };
    if (c.status !== 'agendada' && c.status !== 'rascunho') return null;
    const { zone } = await officeZone(tx, c.organizationId);
    const eligible = eligibilitySql({
      organizationId: c.organizationId,
      filter: c.segmentFilter,
      channel: c.channel as CampaignSendChannel,
      purpose: c.purpose as CampaignPurpose,
      officeZone: zone,
    });
    const inserted = await tx.execute(sql`
      insert into campaign_recipients (campaign_id, organization_id, citizen_id, address, time_zone)
      select ${c.id}, ${c.organizationId}, citizen_id, address, time_zone from (${eligible}) e where reason is null
      order by citizen_id
      on conflict (campaign_id, citizen_id) do nothing`);
    const recipients = (inserted as unknown as { rowCount: number }).rowCount ?? 0;
    const empty = recipients === 0;
    await tx
      .update(campaigns)
      .set({
        recipientsReady: true,
        status: empty ? 'concluida' : 'enviando',
        startedAt: new Date(),
        finishedAt: empty ? new Date() : null,
        nextAttemptAt: null,
        note: empty ? 'Nenhum destinatário elegível no início do envio.' : null,
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, c.id));
    return { c, recipients };
  });
  if (!result) return { recipients: 0 };
  await deps.jobs.send(CAMPAIGN_QUEUE, { campaignId }).catch(() => {});
  await pushProgress(deps, result.c).catch(() => {});
  if (result.recipients >= 0) return { recipients: result.recipients };
  const counts = await campaignCounts(deps, campaignId);
  return { recipients: counts.total };
}

async function takeLease(deps: AppDeps, campaignId: string): Promise<CampaignRow | null> {
  const [c] = await deps.database.db
    .update(campaigns)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'enviando'),
        eq(campaigns.recipientsReady, true),
        sql`(${campaigns.leaseUntil} is null or ${campaigns.leaseUntil} < now())`,
      ),
    )
    .returning();
  return c ?? null;
}

const releaseLease = (deps: AppDeps, campaignId: string) =>
  deps.database.db.update(campaigns).set({ leaseUntil: null }).where(eq(campaigns.id, campaignId));

export const INTERRUPTED = 'Envio interrompido: não reenviado para não duplicar a mensagem.';

/** Rows the previous holder claimed (it died: we hold the lease now) go back to the queue. */
async function recover(deps: AppDeps, c: CampaignRow): Promise<void> {
  // WhatsApp has no durable provider row: the message the dead worker had started to send may have gone out,
  // so it is not sent again (at most once; the report shows it as failed). Its batch's other rows, never
  // started, go back to the queue below with everything else.
  if (c.channel === 'whatsapp') {
    await deps.database.db.execute(sql`
      update campaign_recipients set status = 'falhou', claimed_at = null,
        error = ${INTERRUPTED}
      where campaign_id = ${c.id} and status = 'enviando' and send_started_at is not null`);
  }
  await deps.database.db.execute(sql`
    update campaign_recipients set status = 'pendente', claimed_at = null
    where campaign_id = ${c.id} and status = 'enviando'`);
  // Its SMS rows still claimed can be taken at once: the provider sees our id again, never a second message.
  await deps.database.db.execute(sql`
    update sms_messages set sending_at = null
    where campaign_id = ${c.id} and status = 'pendente' and sending_at is not null`);
}

async function claim(deps: AppDeps, campaignId: string, zones: string[], n: number) {
  return rowsOf<{ id: string }>(
    await deps.database.db.execute(sql`
      update campaign_recipients set status = 'enviando', claimed_at = now(), send_started_at = null,
        attempts = attempts + 1
      where id in (
        select id from campaign_recipients
        where campaign_id = ${campaignId} and status = 'pendente'
          and time_zone in (${sql.join(
            zones.map((z) => sql`${z}`),
            sql`, `,
          )})
        order by id limit ${n}
        for update skip locked)
      returning id`),
  ).map((r) => r.id);
}

interface Office {
  name: string;
  senderIdentification: string;
  links: MessageFieldSource['links'];
  /** WhatsApp: the approved template the campaign sends. */
  template: WhatsappTemplateRow | null;
}

async function finishRecipient(deps: AppDeps, id: string, set: Partial<CampaignRecipientRow>) {
  await deps.database.db
    .update(campaignRecipients)
    .set({ ...set, claimedAt: null })
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.status, 'enviando')));
}

async function sendSmsRecipient(deps: AppDeps, c: CampaignRow, r: CampaignRecipientRow, body: string) {
  const db = deps.database.db;
  const settings = await ensureSmsSettings(db, c.organizationId);
  const counted = countSms(body);
  const [created] = await db
    .insert(smsMessages)
    .values({
      organizationId: c.organizationId,
      campaignId: c.id,
      citizenId: r.citizenId,
      direction: 'out',
      kind: 'campaign',
      purpose: c.purpose,
      phone: r.address,
      body,
      encoding: counted.encoding,
      segments: counted.segments,
      costCents: counted.segments * settings.pricePerSegmentCents,
      status: 'pendente',
      provider: asSmsProvider(settings.provider),
      userId: c.createdBy,
    })
    .onConflictDoNothing({
      target: [smsMessages.campaignId, smsMessages.citizenId],
      where: sql`campaign_id is not null`,
    })
    .returning({ id: smsMessages.id });
  const smsId =
    created?.id ??
    (
      await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(and(eq(smsMessages.campaignId, c.id), eq(smsMessages.citizenId, r.citizenId)))
    )[0]!.id;
  // The SMS module's job claims, checks consent again, sends with the row id as idempotency key; a provider
  // fault leaves the row pendente for its own retries and sweep.
  await sendQueuedSms(deps, smsId, { lastAttempt: false }).catch(() => {});
  const [sms] = await db
    .select({ status: smsMessages.status, error: smsMessages.error })
    .from(smsMessages)
    .where(eq(smsMessages.id, smsId));
  await finishRecipient(deps, r.id, {
    status: sms?.status === 'falhou' ? 'falhou' : 'enviada',
    error: sms?.status === 'falhou' ? sms.error : null,
    smsMessageId: smsId,
    sentAt: new Date(),
  });
}

async function sendEmailRecipient(deps: AppDeps, c: CampaignRow, r: CampaignRecipientRow, body: string) {
  try {
    await deps.mailer.send({ to: r.address, subject: c.subject || c.name, text: body });
    await finishRecipient(deps, r.id, { status: 'enviada', error: null, sentAt: new Date() });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await finishRecipient(deps, r.id, { status: 'falhou', error: `Falha no envio do e-mail: ${reason}` });
  }
}

async function sendBatch(deps: AppDeps, c: CampaignRow, ids: string[], office: Office): Promise<void> {
  const db = deps.database.db;
  const checks = rowsOf<{ id: string; reason: string | null; name: string | null }>(
    await db.execute(recheckSql(ids, c.channel, c.purpose)),
  );
  const rows = await db
    .select()
    .from(campaignRecipients)
    .where(
      sql`${campaignRecipients.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const check of checks) {
    const r = byId.get(check.id)!;
    // Consent and suppression are checked when the message goes out, not only when it was selected.
    if (check.reason) {
      await finishRecipient(deps, r.id, { status: 'excluido', reason: check.reason });
      continue;
    }
    if (office.template) {
      const message = renderTemplateMessage(office.template, {
        citizenName: check.name ?? '',
        officeName: office.name,
        links: office.links,
      });
      await sendWhatsappRecipient(deps, c, r, office.template, message.params);
      continue;
    }
    const body = renderCampaignText(
      {
        channel: c.channel,
        purpose: c.purpose as CampaignPurpose,
        text: c.text,
        removeAccents: c.removeAccents,
      },
      check.name ?? '',
      office.name,
      office.senderIdentification,
      office.links,
    );
    if (c.channel === 'sms') await sendSmsRecipient(deps, c, r, body);
    else await sendEmailRecipient(deps, c, r, body);
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const formatBr = (d: Date, timeZone: string) =>
  formatterIn(timeZone, { dateStyle: 'short', timeStyle: 'short' }).format(d);

/**
 * Sends the campaign for up to `runMs` (then queues a fresh job), or until it is paused, cancelled, done, or
 * outside the window. Returns without doing anything while another live worker holds it.
 */
export async function runCampaign(
  deps: AppDeps,
  campaignId: string,
  options: { signal?: AbortSignal; runMs?: number } = {},
): Promise<void> {
  const db = deps.database.db;
  let c = await takeLease(deps, campaignId);
  if (!c) return;
  await recover(deps, c);
  const deadline = Date.now() + (options.runMs ?? RUN_MS);
  const [org] = await db
    .select({ name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, c.organizationId));
  let handOver = false;
  try {
    while (!options.signal?.aborted) {
      const [current] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      if (!current || current.status !== 'enviando') break;
      c = current;
      if (Date.now() >= deadline) {
        handOver = true;
        break;
      }
      const settings = await ensureMessagingSettings(db, c.organizationId);
      const window = windowOf(settings);
      const zones = rowsOf<{ time_zone: string }>(
        await db.execute(sql`select distinct time_zone from campaign_recipients
          where campaign_id = ${c.id} and status = 'pendente'`),
      ).map((r) => r.time_zone);
      if (zones.length === 0) {
        await db
          .update(campaigns)
          .set({
            status: 'concluida',
            finishedAt: new Date(),
            nextAttemptAt: null,
            note: null,
            updatedAt: new Date(),
          })
          .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'enviando')));
        break;
      }
      const now = new Date();
      const open = zones.filter((z) => isWithinWindow(window, now, z));
      if (open.length === 0) {
        const next = zones
          .map((z) => nextAllowedTime(window, now, z))
          .filter((d): d is Date => d !== null)
          .sort((a, b) => a.getTime() - b.getTime())[0];
        await db
          .update(campaigns)
          .set({
            nextAttemptAt: next ?? null,
            note: next
              ? `Fora da janela de envio: retoma em ${formatBr(next, org?.timeZone ?? DEFAULT_TIME_ZONE)}.`
              : 'A janela de envio não abre em nenhum dia: revise as Configurações › Envio.',
            updatedAt: new Date(),
          })
          .where(eq(campaigns.id, c.id));
        break;
      }
      if (c.note || c.nextAttemptAt) {
        await db.update(campaigns).set({ note: null, nextAttemptAt: null }).where(eq(campaigns.id, c.id));
      }
      // A template Meta stopped approving (or a connection that is no longer the Cloud API) pauses it.
      const template = c.channel === 'whatsapp' ? await usableTemplateOrPause(deps, c) : null;
      if (c.channel === 'whatsapp' && !template) break;
      const rate =
        c.channel === 'email'
          ? settings.emailPerMinute
          : c.channel === 'whatsapp'
            ? settings.whatsappPerMinute
            : settings.smsPerMinute;
      const size = Math.max(1, Math.min(100, Math.ceil(rate / 12)));
      const started = Date.now();
      const ids = await claim(deps, c.id, open, size);
      if (ids.length > 0) {
        const fields = await officeFieldSource(db, c.organizationId, org?.name ?? '');
        await sendBatch(deps, c, ids, {
          name: fields.officeName,
          senderIdentification: settings.senderIdentification,
          links: fields.links,
          template,
        });
      }
      await db
        .update(campaigns)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(eq(campaigns.id, c.id));
      await pushProgress(deps, c);
      // Throttle: n messages take n / rate minutes.
      const wait = (ids.length * 60_000) / rate - (Date.now() - started);
      if (wait > 0) await sleep(wait, options.signal);
    }
  } finally {
    await releaseLease(deps, campaignId);
  }
  await pushProgress(deps, c).catch(() => {});
  // Paused and resumed while this worker still held the lease: the resume's job found it taken, so the
  // campaign is handed on here (as when the run time is up).
  const [after] = await db
    .select({ status: campaigns.status, nextAttemptAt: campaigns.nextAttemptAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const resumed = after?.status === 'enviando' && after.nextAttemptAt === null && !options.signal?.aborted;
  if (handOver || resumed) await deps.jobs.send(CAMPAIGN_QUEUE, { campaignId }).catch(() => {});
}

/**
 * Every minute (and at start-up): scheduled campaigns that are due start; sending ones whose window opened
 * again, or whose worker died (expired lease), get a worker.
 */
export async function tickCampaigns(deps: AppDeps): Promise<void> {
  const due = rowsOf<{ id: string; status: string }>(
    await deps.database.db.execute(sql`
      select id, status from campaigns
      where (status = 'agendada' and scheduled_at <= now())
         or (status = 'enviando' and (next_attempt_at is null or next_attempt_at <= now())
             and (lease_until is null or lease_until < now()))
      order by created_at limit 200`),
  );
  for (const c of due) {
    if (c.status === 'agendada') await enqueueCampaign(deps, c.id);
    else await deps.jobs.send(CAMPAIGN_QUEUE, { campaignId: c.id }).catch(() => {});
  }
}

export function defineCampaignJobs(deps: AppDeps): void {
  deps.jobs.define(CAMPAIGN_TICK_QUEUE, () => tickCampaigns(deps), {
    retryLimit: 0,
    expireInSeconds: 120,
    cron: deps.env.NODE_ENV !== 'test' ? '* * * * *' : undefined,
  });
  deps.jobs.define<{ campaignId: string }>(
    CAMPAIGN_QUEUE,
    (data, context: JobContext) => runCampaign(deps, data.campaignId, { signal: context.signal }),
    { retryLimit: 3, retryDelay: 10, expireInSeconds: 300 },
  );
}
