// Campaigns: preview (who receives, who is excluded and why), create (now, scheduled or draft), the list and
// the record with live counts, pause / resume / cancel, the per-recipient report and its CSV.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CitizenFilterSchema,
  EXCLUSION_REASON_LABELS,
  templateBodyWithFields,
  WHATSAPP_TEMPLATE_STATUS_LABELS,
  EXCLUSION_REASONS,
  RECIPIENT_STATUS_LABELS,
  type Campaign,
  type CampaignInputSchema,
  type CampaignListQuerySchema,
  type CampaignListSchema,
  type CampaignPreview,
  type CampaignPreviewInputSchema,
  type CampaignRecipient,
  type CampaignRecipientListSchema,
  type CampaignRecipientsQuerySchema,
  type CampaignSegment,
  type CitizenFilter,
  type ExclusionReason,
} from '@gabinete/shared';
import { officeFieldSource } from '../greetings/greeting-settings.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatterIn } from '../../lib/office-time.ts';
import { containsPattern } from '../../lib/like.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { describeFilter } from '../citizens/citizens.filter.ts';
import { savedFilters } from '../citizens/citizens.table.ts';
import { csvLine, CSV_BOM } from '../exports/csv.ts';
import { ensureSmsSettings } from '../sms/sms-settings.ts';
import { users } from '../users/users.table.ts';
import type { WhatsappTemplateRow } from '../whatsapp/whatsapp-templates.table.ts';
import { eligibilitySql, type CampaignSendChannel } from './campaigns-eligibility.ts';
import { checkCampaignText, renderCampaignText, renderTemplateMessage } from './campaigns-text.ts';
import { campaignCounts, CAMPAIGN_QUEUE, enqueueCampaign } from './campaigns-worker.ts';
import { campaigns, type CampaignRow } from './campaigns.table.ts';
import { ensureMessagingSettings, officeZone, whatsappBulk } from './messaging-settings.ts';
import { findTemplate } from '../whatsapp/whatsapp-templates.service.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function resolveSegment(
  deps: AppDeps,
  tenant: Tenant,
  segment: CampaignSegment,
): Promise<{ filter: CitizenFilter; label: string }> {
  if (segment.savedFilterId) {
    const [saved] = await deps.database.db
      .select()
      .from(savedFilters)
      .where(
        and(
          eq(savedFilters.id, segment.savedFilterId),
          eq(savedFilters.organizationId, tenant.organizationId),
          eq(savedFilters.list, 'citizens'),
          or(eq(savedFilters.userId, tenant.userId), eq(savedFilters.shared, true)),
        ),
      );
    if (!saved) throw new AppError('CAMPAIGN_FILTER_NOT_FOUND', 404);
    const parsed = CitizenFilterSchema.safeParse(saved.query);
    const filter = parsed.success
      ? { ...parsed.data, status: 'active' as const }
      : { status: 'active' as const };
    return { filter, label: `Filtro salvo: ${saved.name}` };
  }
  const filter: CitizenFilter = { ...segment.filter, status: 'active' };
  const tags = filter.tags?.length ? ` · ${filter.tags.length} tag(s)` : '';
  return { filter, label: `${describeFilter(filter)}${tags}` };
}

/**
 * SMS and e-mail go; bulk WhatsApp only through the Cloud API with an approved template (WhatsApp's policy,
 * TSE art. 34), refused otherwise with the reason.
 */
async function checkChannel(
  deps: AppDeps,
  tenant: Tenant,
  channel: string,
  templateId: string | undefined,
): Promise<{ channel: CampaignSendChannel; template: WhatsappTemplateRow | null }> {
  if (channel === 'whatsapp') {
    const bulk = await whatsappBulk(deps.database.db, tenant.organizationId, templateId ?? '');
    if (!bulk.allowed || !bulk.template) {
      throw new AppError('CAMPAIGN_WHATSAPP_NOT_ALLOWED', 422, bulk.reason ?? undefined);
    }
    return { channel: 'whatsapp', template: bulk.template };
  }
  return { channel: channel as 'sms' | 'email', template: null };
}

interface PreviewRow {
  kind: 'count' | 'sample' | 'first';
  reason: ExclusionReason | null;
  n: number | null;
  citizen_id: string | null;
  name: string | null;
}

export async function previewCampaign(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof CampaignPreviewInputSchema>,
): Promise<CampaignPreview> {
  const db = deps.database.db;
  const { channel, template } = await checkChannel(deps, tenant, input.channel, input.whatsappTemplateId);
  const { filter, label } = await resolveSegment(deps, tenant, input.segment);
  const { zone } = await officeZone(db, tenant.organizationId);
  const eligible = eligibilitySql({
    organizationId: tenant.organizationId,
    filter,
    channel,
    purpose: input.purpose,
    officeZone: zone,
  });
  const rows = rowsOf<PreviewRow>(
    await db.execute(sql`
      with e as materialized (${eligible})
      select 'count' as kind, reason, count(*)::int as n, null::uuid as citizen_id, null as name
        from e group by reason
      union all
      select 'sample', reason, null, citizen_id, name from (
        select *, row_number() over (partition by reason order by name, citizen_id) as rn
        from e where reason is not null) z where rn <= 5
      union all
      (select 'first', null, null, citizen_id, name from e where reason is null order by name limit 1)`),
  );
  const excluded = Object.fromEntries(EXCLUSION_REASONS.map((r) => [r, 0])) as Record<
    ExclusionReason,
    number
  >;
  let matched = 0;
  let eligibleCount = 0;
  let first: string | null = null;
  const sample: CampaignPreview['sample'] = [];
  for (const r of rows) {
    if (r.kind === 'count') {
      matched += r.n!;
      if (r.reason) excluded[r.reason] = r.n!;
      else eligibleCount = r.n!;
    } else if (r.kind === 'sample') {
      sample.push({ citizen: { _id: r.citizen_id!, name: r.name ?? '' }, reason: r.reason! });
    } else first = r.name;
  }
  let example: string | null = null;
  let segments: number | null = null;
  let encoding: CampaignPreview['encoding'] = null;
  let costCents: number | null = null;
  if (template) {
    const office = await officeFieldSource(db, tenant.organizationId, tenant.organizationName);
    example = renderTemplateMessage(template, {
      citizenName: first ?? 'Maria da Silva',
      officeName: office.officeName,
      links: office.links,
    }).text;
  } else if (input.text) {
    const settings = await ensureMessagingSettings(db, tenant.organizationId);
    const office = await officeFieldSource(db, tenant.organizationId, tenant.organizationName);
    example = renderCampaignText(
      { channel, purpose: input.purpose, text: input.text, removeAccents: input.removeAccents ?? true },
      first ?? 'Maria da Silva',
      office.officeName,
      settings.senderIdentification,
      office.links,
    );
    const counted = checkCampaignText(
      { channel, purpose: input.purpose, text: input.text, removeAccents: true },
      example,
    );
    segments = counted.segments;
    encoding = counted.encoding;
    if (channel === 'sms') {
      const sms = await ensureSmsSettings(db, tenant.organizationId);
      costCents = eligibleCount * segments * sms.pricePerSegmentCents;
    }
  }
  return {
    matched,
    eligible: eligibleCount,
    excluded,
    sample,
    segmentLabel: label,
    example,
    segments,
    encoding,
    costCents,
  };
}

async function toCampaign(deps: AppDeps, row: CampaignRow, creator: string | null): Promise<Campaign> {
  return {
    _id: row.id,
    name: row.name,
    channel: row.channel as Campaign['channel'],
    purpose: row.purpose as Campaign['purpose'],
    status: row.status as Campaign['status'],
    segmentLabel: row.segmentLabel,
    subject: row.subject,
    text: row.text,
    removeAccents: row.removeAccents,
    whatsappTemplateId: row.whatsappTemplateId,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    note: row.note,
    counts: await campaignCounts(deps, row.id),
    createdBy: row.createdBy ? { _id: row.createdBy, name: creator ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findCampaign(deps: AppDeps, tenant: Tenant, id: string) {
  const [found] = await deps.database.db
    .select({ c: campaigns, creator: users.name })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.createdBy))
    .where(and(eq(campaigns.id, id), eq(campaigns.organizationId, tenant.organizationId)));
  if (!found) throw new AppError('CAMPAIGN_NOT_FOUND', 404);
  return found;
}

export async function getCampaign(deps: AppDeps, tenant: Tenant, id: string): Promise<Campaign> {
  const { c, creator } = await findCampaign(deps, tenant, id);
  return toCampaign(deps, c, creator);
}

export async function listCampaigns(
  deps: AppDeps,
  tenant: Tenant,
  query: z.infer<typeof CampaignListQuerySchema>,
): Promise<z.infer<typeof CampaignListSchema>> {
  const db = deps.database.db;
  const where = and(
    eq(campaigns.organizationId, tenant.organizationId),
    query.status ? eq(campaigns.status, query.status) : undefined,
    query.q ? sql`${campaigns.name} ilike ${containsPattern(query.q)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: campaigns, creator: users.name })
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.createdBy))
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return {
    campaigns: await Promise.all(rows.map((r) => toCampaign(deps, r.c, r.creator))),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function createCampaign(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof CampaignInputSchema>,
): Promise<Campaign> {
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) {
    throw new AppError('CAMPAIGN_SCHEDULE_PAST', 400, undefined, {
      scheduledAt: 'Escolha uma data e hora no futuro.',
    });
  }
  if (input.channel === 'email' && !input.subject) {
    throw new AppError('CAMPAIGN_EMAIL_SUBJECT', 400, undefined, { subject: 'Informe o assunto do e-mail.' });
  }
  // The preview checks the channel, the segment and the text, and counts who would receive it.
  const preview = await previewCampaign(deps, tenant, input);
  const template =
    input.channel === 'whatsapp' && input.whatsappTemplateId
      ? await findTemplate(deps.database.db, tenant.organizationId, input.whatsappTemplateId)
      : null;
  if (preview.eligible === 0) throw new AppError('CAMPAIGN_NO_RECIPIENTS', 422);
  const { filter, label } = await resolveSegment(deps, tenant, input.segment);
  const status = input.draft ? 'rascunho' : 'agendada';
  const id = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        organizationId: tenant.organizationId,
        name: input.name,
        channel: input.channel,
        purpose: input.purpose,
        status,
        segmentFilter: filter,
        segmentLabel: label,
        subject: input.channel === 'email' ? (input.subject ?? null) : null,
        // WhatsApp: the template's body with its fields is what the campaign says (Meta fixes the text).
        text: template ? templateBodyWithFields(template.body, template.params) : input.text,
        removeAccents: template ? false : input.removeAccents,
        whatsappTemplateId: template?.id ?? null,
        scheduledAt,
        createdBy: tenant.userId,
      })
      .returning({ id: campaigns.id });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'create',
      entity: 'campaign',
      entityId: row!.id,
      data: {
        name: input.name,
        channel: input.channel,
        purpose: input.purpose,
        eligible: preview.eligible,
        ...(template ? { template: template.name } : {}),
      },
    });
    return row!.id;
  });
  if (!input.draft && !scheduledAt) await enqueueCampaign(deps, id);
  return getCampaign(deps, tenant, id);
}

type Move = 'start' | 'pause' | 'resume' | 'cancel';
const FROM: Record<Move, string[]> = {
  start: ['rascunho'],
  pause: ['agendada', 'enviando'],
  resume: ['pausada'],
  cancel: ['rascunho', 'agendada', 'enviando', 'pausada'],
};
const AUDIT_ACTION = { start: 'update', pause: 'pause', resume: 'resume', cancel: 'cancel' } as const;

/** Start a draft, pause, resume or cancel: one conditional update, so two clicks never both apply. */
export async function moveCampaign(deps: AppDeps, tenant: Tenant, id: string, move: Move): Promise<Campaign> {
  const { c } = await findCampaign(deps, tenant, id);
  if (!FROM[move].includes(c.status)) throw new AppError('CAMPAIGN_BAD_STATE', 409, badState(c.status, move));
  const future = c.scheduledAt && c.scheduledAt.getTime() > Date.now();
  const next =
    move === 'pause'
      ? 'pausada'
      : move === 'cancel'
        ? 'cancelada'
        : c.recipientsReady
          ? 'enviando'
          : 'agendada';
  const updated = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set({
        status: next,
        finishedAt: move === 'cancel' ? new Date() : c.finishedAt,
        note: move === 'pause' ? null : c.note,
        nextAttemptAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, c.status)))
      .returning({ id: campaigns.id });
    if (!row) return false;
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: AUDIT_ACTION[move],
      entity: 'campaign',
      entityId: id,
      data: { name: c.name, from: c.status, to: next },
    });
    return true;
  });
  if (!updated) throw new AppError('CAMPAIGN_BAD_STATE', 409);
  if (next === 'enviando') await deps.jobs.send(CAMPAIGN_QUEUE, { campaignId: id }).catch(() => {});
  if (next === 'agendada' && !future) await enqueueCampaign(deps, id);
  const campaign = await getCampaign(deps, tenant, id);
  deps.realtime.toReaders(tenant.organizationId, 'campaigns', 'campaign:progress', {
    _id: id,
    status: campaign.status,
    counts: campaign.counts,
  });
  return campaign;
}

function badState(status: string, move: Move): string {
  const what = { start: 'iniciada', pause: 'pausada', resume: 'retomada', cancel: 'cancelada' }[move];
  const labels: Record<string, string> = {
    rascunho: 'em rascunho',
    agendada: 'agendada',
    enviando: 'enviando',
    pausada: 'pausada',
    concluida: 'concluída',
    cancelada: 'cancelada',
  };
  return `Uma campanha ${labels[status] ?? status} não pode ser ${what}.`;
}

interface RecipientRow {
  id: string;
  citizen_id: string;
  name: string | null;
  address: string;
  status: CampaignRecipient['status'];
  reason: ExclusionReason | null;
  error: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
}

function recipientsSql(campaignId: string, query: { q?: string; status?: string }) {
  const statusExpr = sql`(case when r.status = 'enviada' and m.status in ('entregue', 'falhou') then m.status else r.status end)`;
  return sql`select r.id, r.citizen_id, coalesce(nullif(c.social_name, ''), c.name) as name, r.address,
      ${statusExpr} as status, r.reason, coalesce(r.error, m.error) as error,
      coalesce(m.sent_at, r.sent_at) as sent_at, m.delivered_at
    from campaign_recipients r
    left join citizens c on c.id = r.citizen_id
    left join sms_messages m on m.id = r.sms_message_id
    where r.campaign_id = ${campaignId}
      ${query.status ? sql`and ${statusExpr} = ${query.status}` : sql``}
      ${query.q ? sql`and (c.name ilike ${containsPattern(query.q)} or r.address ilike ${containsPattern(query.q)})` : sql``}`;
}

const toRecipient = (r: RecipientRow): CampaignRecipient => ({
  _id: r.id,
  citizen: { _id: r.citizen_id, name: r.name ?? '' },
  address: r.address,
  status: r.status,
  reason: r.reason,
  error: r.error,
  sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
});

export async function listRecipients(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  query: z.infer<typeof CampaignRecipientsQuerySchema>,
): Promise<z.infer<typeof CampaignRecipientListSchema>> {
  await findCampaign(deps, tenant, id);
  const db = deps.database.db;
  const base = recipientsSql(id, query);
  const [rows, [total]] = await Promise.all([
    db.execute(
      sql`${base} order by name, r.id limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    ),
    db.execute(sql`select count(*)::int as n from (${base}) x`).then((r) => rowsOf<{ n: number }>(r)),
  ]);
  return {
    recipients: rowsOf<RecipientRow>(rows).map(toRecipient),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

const formatBr = (iso: string | null, timeZone: string) =>
  iso ? formatterIn(timeZone, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)) : '';

/** The report as CSV (Excel in Brazil: BOM, ';'), streamed page by page. */
export async function* recipientsCsv(deps: AppDeps, tenant: Tenant, id: string): AsyncGenerator<string> {
  await findCampaign(deps, tenant, id);
  yield CSV_BOM + csvLine(['Eleitor', 'Contato', 'Situação', 'Motivo', 'Erro', 'Enviada em', 'Entregue em']);
  const base = recipientsSql(id, {});
  for (let offset = 0; ; offset += 2000) {
    const rows = rowsOf<RecipientRow>(
      await deps.database.db.execute(sql`${base} order by name, r.id limit 2000 offset ${offset}`),
    ).map(toRecipient);
    for (const r of rows) {
      yield csvLine([
        r.citizen?.name,
        r.address,
        RECIPIENT_STATUS_LABELS[r.status],
        r.reason ? EXCLUSION_REASON_LABELS[r.reason] : '',
        r.error,
        formatBr(r.sentAt, tenant.timeZone),
        formatBr(r.deliveredAt, tenant.timeZone),
      ]);
    }
    if (rows.length < 2000) return;
  }
}

export async function campaignFileName(deps: AppDeps, tenant: Tenant, id: string): Promise<string> {
  const { c } = await findCampaign(deps, tenant, id);
  return `campanha-${c.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.csv`;
}

/**
 * Campaigns (scheduled or sending) whose template is no longer approved pause with the reason; called by the
 * WhatsApp templates sync. Returns how many paused.
 */
const statusLabelSql = sql.raw(
  `(case t.status ${Object.entries(WHATSAPP_TEMPLATE_STATUS_LABELS)
    .map(([k, v]) => `when '${k}' then '${v}'`)
    .join(' ')} else t.status end)`,
);

export async function pauseCampaignsOfTemplates(
  deps: AppDeps,
  organizationId: string,
  templateIds: string[],
): Promise<number> {
  if (templateIds.length === 0) return 0;
  const paused = rowsOf<{ id: string; status: string }>(
    await deps.database.db.execute(sql`
      update campaigns c set status = 'pausada', next_attempt_at = null, updated_at = now(),
        note = 'Pausada: o modelo de WhatsApp "' || t.name || '" deixou de estar aprovado pela Meta (situação: ' || ${statusLabelSql} || '). Sincronize os modelos quando a Meta aprovar de novo.'
      from whatsapp_templates t
      where t.id = c.whatsapp_template_id and c.organization_id = ${organizationId}
        and c.status in ('agendada', 'enviando')
        and c.whatsapp_template_id in (${sql.join(
          templateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      returning c.id, c.status`),
  );
  for (const p of paused) {
    deps.realtime.toReaders(organizationId, 'campaigns', 'campaign:progress', {
      _id: p.id,
      status: 'pausada',
      counts: await campaignCounts(deps, p.id),
    });
  }
  return paused.length;
}
