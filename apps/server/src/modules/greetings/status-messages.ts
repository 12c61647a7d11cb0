// Demanda-status messages: per status, an optional message to the demanda's citizens when a demanda moves
// into it. The status change writes the messages as 'pendente' rows inside its own transaction (so a crash
// cannot lose them) and queues them after the commit: nothing is sent inside the transaction.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_STATUS_MESSAGE_TEMPLATE,
  fillMessageFields,
  GREETING_CHANNEL_LABELS,
  messageFieldValues,
  type GreetingChannel,
  type StatusMessage,
  type StatusMessageInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { recordDemandChange } from '../demands/demands-history.ts';
import { demandCitizens, demands, demandStatuses } from '../demands/demands.table.ts';
import { formatProtocol } from '../protocols/protocols.ts';
import { writeAutoMessage, type Queued } from './auto-send.ts';
import { officeFieldSource } from './greeting-settings.ts';
import { demandStatusMessages } from './greetings.table.ts';

const asChannel = (c: string): GreetingChannel => (c === 'whatsapp' ? 'whatsapp' : 'sms');

export async function listStatusMessages(
  deps: AppDeps,
  tenant: Tenant,
): Promise<{ messages: StatusMessage[] }> {
  const rows = await deps.database.db
    .select({ status: demandStatuses, message: demandStatusMessages })
    .from(demandStatuses)
    .leftJoin(demandStatusMessages, eq(demandStatusMessages.statusId, demandStatuses.id))
    .where(eq(demandStatuses.organizationId, tenant.organizationId))
    .orderBy(asc(demandStatuses.position), asc(demandStatuses.name));
  return {
    messages: rows.map(({ status, message }) => ({
      statusId: status.id,
      statusName: status.name,
      enabled: message?.enabled ?? false,
      channel: asChannel(message?.channel ?? 'sms'),
      template: message?.template ?? DEFAULT_STATUS_MESSAGE_TEMPLATE,
      updatedAt: message ? message.updatedAt.toISOString() : null,
    })),
  };
}

export async function putStatusMessage(
  deps: AppDeps,
  tenant: Tenant,
  statusId: string,
  input: StatusMessageInput,
): Promise<StatusMessage> {
  const org = tenant.organizationId;
  await deps.database.db.transaction(async (tx) => {
    const [status] = await tx
      .select({ id: demandStatuses.id, name: demandStatuses.name })
      .from(demandStatuses)
      .where(and(eq(demandStatuses.id, statusId), eq(demandStatuses.organizationId, org)));
    if (!status) throw new AppError('NOT_FOUND', 404, 'Situação não encontrada.');
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(demandStatusMessages)
      .values({ statusId, organizationId: org, ...values })
      .onConflictDoUpdate({ target: demandStatusMessages.statusId, set: values });
    await audit(tx, {
      organizationId: org,
      userId: tenant.userId,
      action: 'update',
      entity: 'demand_status_message',
      entityId: statusId,
      data: { status: status.name, enabled: input.enabled, channel: input.channel },
    });
  });
  const { messages } = await listStatusMessages(deps, tenant);
  return messages.find((m) => m.statusId === statusId)!;
}

const MOBILE = '^\\+55[1-9][1-9]9[0-9]{8}$';
const phoneFor = (channel: GreetingChannel) =>
  channel === 'sms'
    ? sql<
        string | null
      >`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" and p.can_contact and p.number ~ ${MOBILE} order by p.preferred desc, p.position limit 1)`
    : sql<
        string | null
      >`(select p.number from citizen_phones p where p.citizen_id = "citizens"."id" and p.can_contact and p.type in ('whatsapp', 'celular') order by (p.type = 'whatsapp') desc, p.preferred desc, p.position limit 1)`;

export interface StatusMove {
  organizationId: string;
  officeName: string;
  demandId: string;
  statusId: string;
  statusName: string;
  userId: string | null;
}

/** What the citizens' status message needs to know about a move. */
export const statusMove = (
  tenant: Tenant,
  demandId: string,
  to: { id: string; name: string },
): StatusMove => ({
  organizationId: tenant.organizationId,
  officeName: tenant.organizationName,
  demandId,
  statusId: to.id,
  statusName: to.name,
  userId: tenant.userId,
});

/**
 * Inside the status change's transaction: writes the configured message for each linked citizen with
 * consent for 'atendimento' on the channel and a number, and records on the demanda's history who was told
 * and who was not (and why). Does nothing when the status has no message switched on.
 */
export async function writeStatusMessages(tx: Db, move: StatusMove, queued: Queued): Promise<void> {
  const [config] = await tx
    .select()
    .from(demandStatusMessages)
    .where(
      and(
        eq(demandStatusMessages.statusId, move.statusId),
        eq(demandStatusMessages.organizationId, move.organizationId),
      ),
    );
  if (!config?.enabled || !config.template) return;
  const channel = asChannel(config.channel);
  const [demand] = await tx
    .select({ year: demands.protocolYear, number: demands.protocolNumber, title: demands.title })
    .from(demands)
    .where(eq(demands.id, move.demandId));
  if (!demand) return;
  const consent = sql<
    boolean | null
  >`(select cc.granted from citizen_consents cc where cc.organization_id = ${move.organizationId} and cc.citizen_id = "citizens"."id" and cc.channel = ${channel} and cc.purpose = 'atendimento' order by cc.created_at desc, cc.id desc limit 1)`;
  const people = await tx
    .select({
      id: citizens.id,
      name: citizens.name,
      socialName: citizens.socialName,
      phone: phoneFor(channel),
      consent,
    })
    .from(demandCitizens)
    .innerJoin(citizens, eq(citizens.id, demandCitizens.citizenId))
    .where(and(eq(demandCitizens.demandId, move.demandId), isNull(citizens.deletedAt)))
    .orderBy(asc(citizens.name));
  if (people.length === 0) return;
  const office = await officeFieldSource(tx, move.organizationId, move.officeName);
  const protocol = formatProtocol(demand.year, demand.number);
  const told: string[] = [];
  const notTold: string[] = [];
  for (const p of people) {
    const name = p.socialName || p.name;
    if (p.consent !== true) {
      notTold.push(
        `${name} (${p.consent === false ? 'revogou o consentimento' : 'sem consentimento'} para ${GREETING_CHANNEL_LABELS[channel]})`,
      );
      continue;
    }
    if (!p.phone) {
      notTold.push(`${name} (sem número para ${GREETING_CHANNEL_LABELS[channel]})`);
      continue;
    }
    const values = messageFieldValues({
      ...office,
      citizenName: name,
      demand: { protocol, title: demand.title, status: move.statusName },
    });
    const body = fillMessageFields(config.template, values, 'demand_status').trim();
    await writeAutoMessage(
      tx,
      {
        organizationId: move.organizationId,
        citizenId: p.id,
        kind: 'demanda_status',
        channel,
        phone: p.phone,
        body,
        purpose: 'atendimento',
        demandId: move.demandId,
        userId: move.userId,
      },
      queued,
    );
    told.push(name);
  }
  await recordDemandChange(tx, {
    organizationId: move.organizationId,
    demandId: move.demandId,
    userId: move.userId,
    action: 'citizen_message',
    changes: [
      { field: 'channel', from: null, to: GREETING_CHANNEL_LABELS[channel] },
      { field: 'status', from: null, to: move.statusName },
      ...(told.length > 0 ? [{ field: 'told', from: null, to: told }] : []),
      ...(notTold.length > 0 ? [{ field: 'not_told', from: null, to: notTold }] : []),
    ],
  });
}
