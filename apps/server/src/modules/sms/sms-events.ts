// What providers report, applied once: a receipt moves a message forward only (pendente → enviada →
// entregue, or → falhou), so a repeated or late receipt changes nothing; a reply is stored once per provider
// id, lands on the citizen's timeline, and an opt-out word ('SAIR', 'PARE'…) revokes every SMS purpose in the
// consent ledger at once and is answered once with a confirmation.
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CONSENT_PURPOSES, countSms, isOptOut, smsOptOutConfirmation } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { audit } from '../audit/audit.service.ts';
import { citizenPhones, citizens } from '../citizens/citizens.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { citizenConsents } from '../privacy/privacy.table.ts';
import { enqueueSms } from './sms-outbound.ts';
import type { SmsEvent } from './sms-provider.ts';
import { asSmsProvider, ensureSmsSettings } from './sms-settings.ts';
import { smsMessages } from './sms.table.ts';

export type SmsEventResult = 'applied' | 'duplicate' | 'unknown';

/** The states a receipt may move a message from. */
const FROM: Record<'enviada' | 'entregue' | 'falhou', string[]> = {
  enviada: ['pendente'],
  entregue: ['pendente', 'enviada'],
  falhou: ['pendente', 'enviada'],
};

export async function handleSmsEvent(
  deps: AppDeps,
  organizationId: string,
  event: SmsEvent,
): Promise<SmsEventResult> {
  return event.type === 'receipt'
    ? applyReceipt(deps, organizationId, event)
    : receiveReply(deps, organizationId, event);
}

async function applyReceipt(
  deps: AppDeps,
  organizationId: string,
  event: Extract<SmsEvent, { type: 'receipt' }>,
): Promise<SmsEventResult> {
  const db = deps.database.db;
  const mine = and(
    eq(smsMessages.organizationId, organizationId),
    eq(smsMessages.direction, 'out'),
    eq(smsMessages.providerMessageId, event.providerMessageId),
  );
  const updated = await db
    .update(smsMessages)
    .set({
      status: event.status,
      error: event.error,
      ...(event.status === 'entregue' ? { deliveredAt: event.at } : {}),
      ...(event.status === 'falhou' ? { failedAt: event.at } : {}),
      ...(event.status === 'enviada' ? { sentAt: event.at } : {}),
    })
    .where(and(mine, inArray(smsMessages.status, FROM[event.status])))
    .returning({ id: smsMessages.id });
  if (updated.length > 0) return 'applied';
  const [known] = await db.select({ id: smsMessages.id }).from(smsMessages).where(mine).limit(1);
  return known ? 'duplicate' : 'unknown';
}

/** The office's citizen with this mobile (the most recently registered, if several share it). */
async function citizenByPhone(deps: AppDeps, organizationId: string, phone: string) {
  const [row] = await deps.database.db
    .select({ id: citizens.id })
    .from(citizenPhones)
    .innerJoin(citizens, eq(citizens.id, citizenPhones.citizenId))
    .where(
      and(
        eq(citizenPhones.organizationId, organizationId),
        eq(citizenPhones.number, phone),
        isNull(citizens.deletedAt),
        isNull(citizens.mergedInto),
      ),
    )
    .orderBy(desc(citizens.createdAt))
    .limit(1);
  return row?.id ?? null;
}

async function receiveReply(
  deps: AppDeps,
  organizationId: string,
  event: Extract<SmsEvent, { type: 'inbound' }>,
): Promise<SmsEventResult> {
  const db = deps.database.db;
  const settings = await ensureSmsSettings(db, organizationId);
  const citizenId = await citizenByPhone(deps, organizationId, event.from);
  const counted = countSms(event.text);
  const optOut = isOptOut(event.text);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(smsMessages)
      .values({
        organizationId,
        citizenId,
        direction: 'in',
        kind: optOut ? 'opt_out' : 'reply',
        phone: event.from,
        body: event.text,
        encoding: counted.encoding,
        segments: Math.max(1, counted.segments),
        status: 'recebida',
        provider: asSmsProvider(settings.provider),
        providerMessageId: event.providerMessageId,
        createdAt: event.at,
      })
      .onConflictDoNothing()
      .returning({ id: smsMessages.id });
    if (!row) return null;
    if (!optOut) return { confirmation: null };
    if (citizenId) {
      await tx.insert(citizenConsents).values(
        CONSENT_PURPOSES.map((purpose) => ({
          organizationId,
          citizenId,
          channel: 'sms',
          purpose,
          granted: false,
          legalBasis: 'consentimento',
          source: 'sms',
          evidence: `Resposta por SMS ${event.providerMessageId}`,
          text: `Resposta “${event.text.trim().slice(0, 40)}” por SMS.`,
          userId: null,
        })),
      );
      await audit(tx, {
        organizationId,
        userId: null,
        action: 'consent',
        entity: 'citizen',
        entityId: citizenId,
        data: { channel: 'sms', granted: false, source: 'sms' },
      });
    }
    // Answer once: not again while no new SMS consent was given since the last confirmation.
    const [lastGrant] = citizenId
      ? await tx
          .select({ at: citizenConsents.createdAt })
          .from(citizenConsents)
          .where(
            and(
              eq(citizenConsents.organizationId, organizationId),
              eq(citizenConsents.citizenId, citizenId),
              eq(citizenConsents.channel, 'sms'),
              eq(citizenConsents.granted, true),
            ),
          )
          .orderBy(desc(citizenConsents.createdAt))
          .limit(1)
      : [];
    const [already] = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.organizationId, organizationId),
          eq(smsMessages.phone, event.from),
          eq(smsMessages.kind, 'opt_out_confirmation'),
          lastGrant ? gt(smsMessages.createdAt, lastGrant.at) : undefined,
        ),
      )
      .limit(1);
    if (already) return { confirmation: null };
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const body = smsOptOutConfirmation(org?.name ?? 'Gabinete');
    const c = countSms(body);
    const [out] = await tx
      .insert(smsMessages)
      .values({
        organizationId,
        citizenId,
        direction: 'out',
        kind: 'opt_out_confirmation',
        phone: event.from,
        body,
        encoding: c.encoding,
        segments: c.segments,
        costCents: c.segments * settings.pricePerSegmentCents,
        status: 'pendente',
        provider: asSmsProvider(settings.provider),
        createdAt: sql`now()`,
      })
      .returning({ id: smsMessages.id });
    return { confirmation: out!.id };
  });
  if (!result) return 'duplicate';
  if (result.confirmation) await enqueueSms(deps, [result.confirmation]);
  return 'applied';
}
