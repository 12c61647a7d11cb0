// LGPD rules: the append-only consent ledger (latest entry per channel × purpose wins) and titular requests.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  PRIVACY_REQUEST_DEADLINE_HOURS,
  PRIVACY_REQUEST_TRANSITIONS,
  type ConsentInputSchema,
  type ConsentsSchema,
  type ListPrivacyRequestsQuerySchema,
  type PrivacyRequestInputSchema,
  type PrivacyRequestListSchema,
  type PrivacyRequestSchema,
  type UpdatePrivacyRequestInputSchema,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { requireCitizen } from '../citizen-reports/citizen-ref.ts';
import { toConsentEntry, toPrivacyRequest } from './privacy.mapper.ts';
import { countRequests, selectConsents, selectRequests } from './privacy.repository.ts';
import { citizenConsents, privacyRequests } from './privacy.table.ts';

type Channel = (typeof CONSENT_CHANNELS)[number];
type Purpose = (typeof CONSENT_PURPOSES)[number];
type Consents = z.infer<typeof ConsentsSchema>;
type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

/** What messaging asks before sending: the latest entry for the channel and purpose; no entry means no. */
export async function hasConsent(
  db: Db,
  organizationId: string,
  citizenId: string,
  channel: Channel,
  purpose: Purpose,
): Promise<boolean> {
  const [row] = await db
    .select({ granted: citizenConsents.granted })
    .from(citizenConsents)
    .where(
      and(
        eq(citizenConsents.organizationId, organizationId),
        eq(citizenConsents.citizenId, citizenId),
        eq(citizenConsents.channel, channel),
        eq(citizenConsents.purpose, purpose),
      ),
    )
    .orderBy(desc(citizenConsents.createdAt), desc(citizenConsents.id))
    .limit(1);
  return row?.granted ?? false;
}

export async function getConsents(db: Db, tenant: Tenant, citizenId: string): Promise<Consents> {
  await requireCitizen(db, tenant.organizationId, citizenId);
  const history = (await selectConsents(db, tenant.organizationId, citizenId)).map(toConsentEntry);
  const latest = new Map<string, (typeof history)[number]>();
  for (const entry of history) {
    const key = `${entry.channel}:${entry.purpose}`;
    if (!latest.has(key)) latest.set(key, entry);
  }
  const rank = (e: (typeof history)[number]) =>
    CONSENT_CHANNELS.indexOf(e.channel) * 10 + CONSENT_PURPOSES.indexOf(e.purpose);
  return { current: [...latest.values()].sort((a, b) => rank(a) - rank(b)), history };
}

export async function recordConsent(
  db: Db,
  tenant: Tenant,
  citizenId: string,
  input: z.infer<typeof ConsentInputSchema>,
): Promise<Consents> {
  await requireCitizen(db, tenant.organizationId, citizenId);
  await db.transaction(async (tx) => {
    await tx.insert(citizenConsents).values({
      organizationId: tenant.organizationId,
      citizenId,
      channel: input.channel,
      purpose: input.purpose,
      granted: input.granted,
      legalBasis: input.legalBasis,
      source: input.source,
      evidence: input.evidence || null,
      text: input.text || null,
      userId: tenant.userId,
    });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'consent',
      entity: 'citizen',
      entityId: citizenId,
      data: { channel: input.channel, purpose: input.purpose, granted: input.granted },
    });
  });
  return getConsents(db, tenant, citizenId);
}

async function getRequest(db: Db, organizationId: string, id: string): Promise<PrivacyRequest> {
  const [row] = await selectRequests(db, organizationId, { id }, { limit: 1, offset: 0 });
  if (!row) throw new AppError('PRIVACY_REQUEST_NOT_FOUND', 404);
  return toPrivacyRequest(row);
}

export async function createRequest(
  db: Db,
  tenant: Tenant,
  citizenId: string,
  input: z.infer<typeof PrivacyRequestInputSchema>,
  now = new Date(),
): Promise<PrivacyRequest> {
  await requireCitizen(db, tenant.organizationId, citizenId);
  const dueAt = new Date(now.getTime() + PRIVACY_REQUEST_DEADLINE_HOURS[input.type] * 3_600_000);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        organizationId: tenant.organizationId,
        citizenId,
        type: input.type,
        channel: input.channel,
        details: input.details || null,
        dueAt,
        createdBy: tenant.userId,
        createdAt: now,
      })
      .returning({ id: privacyRequests.id });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'create',
      entity: 'privacy_request',
      entityId: row!.id,
      data: { citizenId, type: input.type },
    });
    return row!.id;
  });
  return getRequest(db, tenant.organizationId, id);
}

export async function listRequests(
  db: Db,
  tenant: Tenant,
  query: z.infer<typeof ListPrivacyRequestsQuerySchema>,
): Promise<z.infer<typeof PrivacyRequestListSchema>> {
  const filter = { ...query, overdue: query.overdue === '1' };
  const page = { limit: query.perPage, offset: (query.page - 1) * query.perPage };
  const [rows, total] = await Promise.all([
    selectRequests(db, tenant.organizationId, filter, page),
    countRequests(db, tenant.organizationId, filter),
  ]);
  return { requests: rows.map((r) => toPrivacyRequest(r)), total, page: query.page, perPage: query.perPage };
}

/** How the request arrived, as the consent ledger's source of a descadastro. */
function sourceOf(channel: string): (typeof citizenConsents.$inferInsert)['source'] {
  const c = channel.toLowerCase();
  if (c.includes('whats')) return 'whatsapp';
  if (c.includes('telefon') || c.includes('liga')) return 'telefone';
  if (c.includes('balc') || c.includes('presen') || c.includes('gabinete')) return 'presencial';
  if (c.includes('papel') || c.includes('carta') || c.includes('ofic') || c.includes('ofíc')) return 'papel';
  return 'formulario';
}

export async function updateRequest(
  db: Db,
  tenant: Tenant,
  id: string,
  input: z.infer<typeof UpdatePrivacyRequestInputSchema>,
): Promise<PrivacyRequest> {
  const current = await getRequest(db, tenant.organizationId, id);
  if (!PRIVACY_REQUEST_TRANSITIONS[current.status].includes(input.status)) {
    throw new AppError('INVALID_TRANSITION', 409);
  }
  const final = input.status === 'concluida' || input.status === 'recusada';
  await db.transaction(async (tx) => {
    await tx
      .update(privacyRequests)
      .set({
        status: input.status,
        ...(input.response !== undefined && { response: input.response || null }),
        ...(final && { resolvedBy: tenant.userId, resolvedAt: new Date() }),
      })
      .where(and(eq(privacyRequests.id, id), eq(privacyRequests.organizationId, tenant.organizationId)));
    // A concluded descadastro stops every message: a revocation per channel × purpose in the ledger.
    if (current.type === 'oposicao' && input.status === 'concluida') {
      await tx.insert(citizenConsents).values(
        CONSENT_CHANNELS.flatMap((channel) =>
          CONSENT_PURPOSES.map((purpose) => ({
            organizationId: tenant.organizationId,
            citizenId: current.citizen._id,
            channel,
            purpose,
            granted: false,
            legalBasis: 'consentimento',
            source: sourceOf(current.channel),
            evidence: `Solicitação LGPD ${id}`,
            text: 'Descadastro pedido pelo titular (LGPD, art. 18).',
            userId: tenant.userId,
          })),
        ),
      );
    }
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'update',
      entity: 'privacy_request',
      entityId: id,
      data: { citizenId: current.citizen._id, status: { from: current.status, to: input.status } },
    });
  });
  return getRequest(db, tenant.organizationId, id);
}
