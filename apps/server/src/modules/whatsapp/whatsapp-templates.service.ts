// WhatsApp message templates: synced from the office's WhatsApp Business Account through the Cloud API
// (GET /<WABA_ID>/message_templates), each {{n}} mapped to a merge field, and sent as `type: template`
// messages by bulk campaigns. A template that stops being APPROVED pauses the campaigns that use it.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  messageMergeFields,
  templateParamCount,
  WHATSAPP_TEMPLATE_STATUSES,
  type WhatsappTemplate,
  type WhatsappTemplateParamsInputSchema,
  type WhatsappTemplateStatus,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { pauseCampaignsOfTemplates } from '../campaigns/campaigns.service.ts';
import { CloudApiGateway, type CloudTemplate } from './cloud-api-gateway.ts';
import { gatewayFor, GatewayError } from './gateway.ts';
import { effectiveConfig } from './gateway-registry.ts';
import { ensureConnection } from './whatsapp.repository.ts';
import { whatsappTemplates, type WhatsappTemplateRow } from './whatsapp-templates.table.ts';
import { asProvider } from './whatsapp-view.ts';

const FIELDS = messageMergeFields('sms');
/** A first sync maps {{1}} to the citizen's first name and {{2}} to the office (the usual greeting shape). */
const DEFAULT_PARAMS = ['eleitor.primeiro_nome', 'gabinete.nome'];

const asStatus = (value: string): WhatsappTemplateStatus =>
  (WHATSAPP_TEMPLATE_STATUSES as readonly string[]).includes(value.toUpperCase())
    ? (value.toUpperCase() as WhatsappTemplateStatus)
    : 'PENDING';

/** APPROVED with every {{n}} mapped to a known field. */
export function templateUsable(row: WhatsappTemplateRow): boolean {
  const n = templateParamCount(row.body);
  return (
    asStatus(row.status) === 'APPROVED' &&
    row.params.length >= n &&
    row.params.slice(0, n).every((f) => f !== null && Object.hasOwn(FIELDS, f))
  );
}

export const toTemplateView = (row: WhatsappTemplateRow): WhatsappTemplate => ({
  _id: row.id,
  name: row.name,
  language: row.language,
  category: row.category,
  body: row.body,
  params: row.params.slice(0, templateParamCount(row.body)),
  status: asStatus(row.status),
  usable: templateUsable(row),
  syncedAt: row.syncedAt ? row.syncedAt.toISOString() : null,
});

export async function listTemplateRows(db: Db, organizationId: string): Promise<WhatsappTemplateRow[]> {
  return db
    .select()
    .from(whatsappTemplates)
    .where(eq(whatsappTemplates.organizationId, organizationId))
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
}

export async function listTemplates(deps: AppDeps, tenant: Tenant) {
  return { templates: (await listTemplateRows(deps.database.db, tenant.organizationId)).map(toTemplateView) };
}

/** The office's template by id; null for another office's or an unknown id. */
export async function findTemplate(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.id, id), eq(whatsappTemplates.organizationId, organizationId)));
  return row ?? null;
}

/** The office's Cloud API gateway, or the pt-BR refusal when its connection is not the Cloud API. */
async function cloudGateway(deps: AppDeps, organizationId: string): Promise<CloudApiGateway> {
  const row = await ensureConnection(deps.database.db, organizationId, deps.env.WHATSAPP_PROVIDER);
  if (asProvider(row.provider) !== 'cloud-api') throw new AppError('WHATSAPP_TEMPLATE_NOT_CLOUD', 409);
  const c = effectiveConfig(deps.env, row);
  if (!c.cloudWabaId || !c.cloudAccessToken) throw new AppError('WHATSAPP_TEMPLATE_NO_WABA', 422);
  const gateway = await gatewayFor(deps, organizationId);
  if (!(gateway instanceof CloudApiGateway)) throw new AppError('WHATSAPP_TEMPLATE_NOT_CLOUD', 409);
  return gateway;
}

function mappedParams(previous: (string | null)[] | undefined, body: string): (string | null)[] {
  const n = templateParamCount(body);
  const base = previous && previous.length >= n ? previous : DEFAULT_PARAMS;
  return Array.from({ length: n }, (_, i) => base[i] ?? null);
}

/** "Sincronizar modelos": upserts what Meta lists; templates Meta no longer lists become DISABLED. */
export async function syncTemplates(deps: AppDeps, tenant: Tenant) {
  const org = tenant.organizationId;
  const gateway = await cloudGateway(deps, org);
  let listed: CloudTemplate[];
  try {
    listed = await gateway.listTemplates();
  } catch (err) {
    if (err instanceof GatewayError) throw new AppError('WHATSAPP_TEMPLATE_SYNC_FAILED', 502, err.message);
    throw err;
  }
  const db = deps.database.db;
  const now = new Date();
  const existing = new Map(
    (await listTemplateRows(db, org)).map((r) => [`${r.name}|${r.language}`, r] as const),
  );
  const keptIds: string[] = [];
  await db.transaction(async (tx) => {
    for (const t of listed) {
      const prev = existing.get(`${t.name}|${t.language}`);
      const values = {
        category: t.category.toUpperCase(),
        body: t.body,
        params: mappedParams(prev?.body === t.body ? prev.params : undefined, t.body),
        status: asStatus(t.status),
        metaId: t.metaId,
        syncedAt: now,
        updatedAt: now,
      };
      const [row] = await tx
        .insert(whatsappTemplates)
        .values({ organizationId: org, name: t.name, language: t.language, ...values })
        .onConflictDoUpdate({
          target: [whatsappTemplates.organizationId, whatsappTemplates.name, whatsappTemplates.language],
          set: values,
        })
        .returning({ id: whatsappTemplates.id });
      keptIds.push(row!.id);
    }
    await tx
      .update(whatsappTemplates)
      .set({ status: 'DISABLED', syncedAt: now, updatedAt: now })
      .where(
        and(
          eq(whatsappTemplates.organizationId, org),
          keptIds.length > 0 ? notInArray(whatsappTemplates.id, keptIds) : undefined,
        ),
      );
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'update',
      entity: 'whatsapp_template',
      data: { synced: listed.length },
    });
  });
  const rows = await listTemplateRows(db, org);
  const stopped = rows.filter((r) => asStatus(r.status) !== 'APPROVED').map((r) => r.id);
  const pausedCampaigns = await pauseCampaignsOfTemplates(deps, org, stopped);
  return { templates: rows.map(toTemplateView), pausedCampaigns };
}

/** Maps each {{n}} of the template to one of our merge fields. */
export async function putTemplateParams(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof WhatsappTemplateParamsInputSchema>,
): Promise<WhatsappTemplate> {
  const db = deps.database.db;
  const row = await findTemplate(db, tenant.organizationId, id);
  if (!row) throw new AppError('WHATSAPP_TEMPLATE_NOT_FOUND', 404);
  const n = templateParamCount(row.body);
  const unknown = input.params.find((f) => !Object.hasOwn(FIELDS, f));
  if (input.params.length !== n || unknown) {
    const message = unknown
      ? `Campo desconhecido: {{${unknown}}}.`
      : `O modelo tem ${n} parâmetro(s): escolha um campo para cada.`;
    throw new AppError('WHATSAPP_TEMPLATE_PARAMS', 400, message, { params: message });
  }
  const [saved] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(whatsappTemplates)
      .set({ params: input.params, updatedAt: new Date() })
      .where(eq(whatsappTemplates.id, row.id))
      .returning();
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'update',
      entity: 'whatsapp_template',
      entityId: row.id,
      data: { name: row.name, params: input.params },
    });
    return updated;
  });
  return toTemplateView(saved!);
}

/** Sends one template message through the office's Cloud API gateway (bulk campaigns). */
export async function sendTemplateMessage(
  deps: AppDeps,
  organizationId: string,
  input: { to: string; idempotencyKey: string; template: WhatsappTemplateRow; params: string[] },
): Promise<{ providerMessageId: string }> {
  const gateway = await gatewayFor(deps, organizationId);
  if (!(gateway instanceof CloudApiGateway)) {
    throw new GatewayError('NOT_CONNECTED', 'A conexão do gabinete não é mais a Cloud API.', false);
  }
  return gateway.sendTemplate({
    to: input.to,
    idempotencyKey: input.idempotencyKey,
    name: input.template.name,
    language: input.template.language,
    params: input.params,
  });
}
