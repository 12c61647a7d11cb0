// The office's messaging settings (sending window, rates, sender identification) and its suppression list:
// phones and e-mails that never receive mass messages, whatever the consent ledger says.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import {
  parseBrazilianPhone,
  timeZoneOfUf,
  type MessagingSettings,
  type MessagingSettingsInputSchema,
  type SendingWindow,
  type SuppressionInputSchema,
  type SuppressionListSchema,
  type WhatsappTemplateStatus,
  WHATSAPP_TEMPLATE_STATUS_LABELS,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';
import { whatsappConnections } from '../whatsapp/whatsapp.table.ts';
import type { WhatsappTemplateRow } from '../whatsapp/whatsapp-templates.table.ts';
import { findTemplate, listTemplateRows, templateUsable } from '../whatsapp/whatsapp-templates.service.ts';
import { messageSuppressions, messagingSettings, type MessagingSettingsRow } from './campaigns.table.ts';

export async function ensureMessagingSettings(db: Db, organizationId: string): Promise<MessagingSettingsRow> {
  const [existing] = await db
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.organizationId, organizationId));
  if (existing) return existing;
  await db.insert(messagingSettings).values({ organizationId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(messagingSettings)
    .where(eq(messagingSettings.organizationId, organizationId));
  return row!;
}

export const windowOf = (row: MessagingSettingsRow): SendingWindow => ({
  startHour: row.startHour,
  endHour: row.endHour,
  weekdays: row.weekdays,
  saturdayEndHour: row.saturdayEndHour,
  skipSundaysAndHolidays: row.skipSundaysAndHolidays,
  blockedDates: row.blockedDates,
});

/** The office's UF and its stored time zone (Perfil do gabinete; used for citizens without a UF). */
export async function officeZone(
  db: Db,
  organizationId: string,
): Promise<{ uf: string | null; zone: string }> {
  const [org] = await db
    .select({ uf: organizations.uf, zone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { uf: org?.uf ?? null, zone: org?.zone ?? timeZoneOfUf(org?.uf) };
}

const NOT_CLOUD =
  'A conexão do gabinete (WPPConnect ou simulador) não é a API oficial do WhatsApp: envio em massa por ela viola os termos do WhatsApp e o art. 34 da Res. TSE 23.610. Use-a só para mensagens de atendimento um a um, no SAC.';

export interface WhatsappBulk {
  allowed: boolean;
  reason: string | null;
  /** The chosen template, when one was asked for and may be sent. */
  template?: WhatsappTemplateRow;
}

/**
 * Bulk WhatsApp only through the Cloud API with a template approved by Meta (WhatsApp's policy; TSE art. 34
 * bars mass sending through tools the app does not provide). Without `templateId`: whether any approved,
 * mapped template exists. With it: whether that one (the office's, else 404) may be sent.
 */
export async function whatsappBulk(
  db: Db,
  organizationId: string,
  templateId?: string,
): Promise<WhatsappBulk> {
  const [conn] = await db
    .select({ provider: whatsappConnections.provider })
    .from(whatsappConnections)
    .where(eq(whatsappConnections.organizationId, organizationId));
  const template = templateId ? await findTemplate(db, organizationId, templateId) : null;
  if (templateId && !template) throw new AppError('WHATSAPP_TEMPLATE_NOT_FOUND', 404);
  if (conn?.provider !== 'cloud-api') return { allowed: false, reason: NOT_CLOUD };
  if (!template) {
    const usable = (await listTemplateRows(db, organizationId)).some(templateUsable);
    if (!usable) {
      return {
        allowed: false,
        reason:
          'A conexão é a API oficial (Cloud API), mas nenhum modelo de mensagem aprovado pela Meta (com os parâmetros mapeados) está sincronizado. Sincronize os modelos em Configurações › WhatsApp.',
      };
    }
    return templateId === undefined
      ? { allowed: true, reason: null }
      : { allowed: false, reason: 'Escolha um modelo de mensagem aprovado pela Meta.' };
  }
  if (!templateUsable(template)) {
    const status =
      WHATSAPP_TEMPLATE_STATUS_LABELS[template.status as WhatsappTemplateStatus] ?? template.status;
    return {
      allowed: false,
      reason:
        template.status === 'APPROVED'
          ? `O modelo "${template.name}" tem parâmetros sem campo: mapeie-os em Configurações › WhatsApp.`
          : `O modelo "${template.name}" não está aprovado pela Meta (situação: ${status}).`,
    };
  }
  return { allowed: true, reason: null, template };
}

export async function getMessagingSettings(deps: AppDeps, tenant: Tenant): Promise<MessagingSettings> {
  const db = deps.database.db;
  const row = await ensureMessagingSettings(db, tenant.organizationId);
  const { uf } = await officeZone(db, tenant.organizationId);
  return {
    ...windowOf(row),
    senderIdentification: row.senderIdentification,
    smsPerMinute: row.smsPerMinute,
    emailPerMinute: row.emailPerMinute,
    whatsappPerMinute: row.whatsappPerMinute,
    officeUf: uf,
    whatsappBulk: await whatsappBulk(db, tenant.organizationId).then(({ allowed, reason }) => ({
      allowed,
      reason,
    })),
    emailAvailable: true,
  };
}

export async function putMessagingSettings(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof MessagingSettingsInputSchema>,
): Promise<MessagingSettings> {
  const db = deps.database.db;
  await ensureMessagingSettings(db, tenant.organizationId);
  await db.transaction(async (tx) => {
    await tx
      .update(messagingSettings)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(messagingSettings.organizationId, tenant.organizationId));
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'update',
      entity: 'messaging_settings',
      data: input,
    });
  });
  return getMessagingSettings(deps, tenant);
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A phone as E.164 or an e-mail in lower case; null when it is neither. */
export function normalizeAddress(value: string): string | null {
  const v = value.trim();
  if (v.includes('@')) return EMAIL.test(v) ? v.toLowerCase() : null;
  return parseBrazilianPhone(v);
}

export async function listSuppressions(
  deps: AppDeps,
  tenant: Tenant,
  query: { q?: string; page: number; perPage: number },
): Promise<z.infer<typeof SuppressionListSchema>> {
  const db = deps.database.db;
  const s = messageSuppressions;
  const digits = query.q?.replace(/\D/g, '') ?? '';
  const where = and(
    eq(s.organizationId, tenant.organizationId),
    query.q ? ilike(s.address, containsPattern(digits.length >= 4 ? digits : query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ s, userName: users.name })
      .from(s)
      .leftJoin(users, eq(users.id, s.createdBy))
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    suppressions: rows.map(({ s: r, userName }) => ({
      _id: r.id,
      address: r.address,
      reason: r.reason,
      createdBy: r.createdBy ? { _id: r.createdBy, name: userName ?? '' } : null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function addSuppression(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof SuppressionInputSchema>,
): Promise<void> {
  const address = normalizeAddress(input.address);
  if (!address) {
    throw new AppError('SUPPRESSION_INVALID', 400, undefined, {
      address: 'Informe um celular com DDD ou um e-mail válido.',
    });
  }
  try {
    await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messageSuppressions)
        .values({
          organizationId: tenant.organizationId,
          address,
          reason: input.reason,
          createdBy: tenant.userId,
        })
        .returning({ id: messageSuppressions.id });
      await audit(tx, {
        organizationId: tenant.organizationId,
        userId: tenant.userId,
        action: 'create',
        entity: 'suppression',
        entityId: row!.id,
        data: { address, reason: input.reason },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SUPPRESSION_EXISTS', 409);
    throw err;
  }
}

export async function removeSuppression(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(messageSuppressions)
      .where(
        and(eq(messageSuppressions.id, id), eq(messageSuppressions.organizationId, tenant.organizationId)),
      )
      .returning();
    if (!row) throw new AppError('SUPPRESSION_NOT_FOUND', 404);
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'delete',
      entity: 'suppression',
      entityId: id,
      data: { address: row.address },
    });
  });
}
