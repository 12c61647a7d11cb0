// Agenda events: the range list, one event, and writes in one transaction each (participants, reminder
// rows, invitations, audit), with optimistic concurrency on PUT and pushes after the commit.
import { and, eq, sql } from 'drizzle-orm';
import type {
  AgendaEvent,
  EventInput,
  ListEventsQuery,
  UpdateEventInput,
  AuditAction,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { versionConflict } from '../../lib/version-conflict.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { invitations, replaceParticipants } from './event-participants.ts';
import { checkRefs } from './event-refs.ts';
import { rebuildReminders } from './event-reminders.ts';
import { normalizeTimes, storedTimes } from './event-times.ts';
import { selectEventRow, selectOne, selectRange, toEvents } from './events.repository.ts';
import { events, type EventRow } from './events.table.ts';

const notFound = () => new AppError('EVENT_NOT_FOUND', 404);

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'event' as const,
  entityId: id,
  data,
});

export async function listEvents(
  deps: AppDeps,
  tenant: Tenant,
  query: ListEventsQuery,
): Promise<AgendaEvent[]> {
  const { db } = deps.database;
  const rows = await selectRange(db, tenant.organizationId, {
    from: new Date(query.from),
    to: new Date(query.to),
    categoryIds: query.categoryIds,
    userId: query.userId === 'me' ? tenant.userId : query.userId,
    citizenId: query.citizenId,
  });
  return toEvents(db, rows);
}

export async function getEvent(db: Db, organizationId: string, id: string): Promise<AgendaEvent> {
  const row = await selectOne(db, organizationId, id);
  if (!row) throw notFound();
  const [event] = await toEvents(db, [row]);
  return event!;
}

export async function createEvent(deps: AppDeps, tenant: Tenant, input: EventInput): Promise<AgendaEvent> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const times = normalizeTimes({ start: input.start, end: input.end, allDay: input.allDay });
  await checkRefs(db, org, input);
  const { id, created } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        organizationId: org,
        title: input.title,
        description: input.description ?? null,
        ...times,
        categoryId: input.categoryId ?? null,
        location: input.location ?? null,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        reminders: [...new Set(input.reminders)],
        demandId: input.demandId ?? null,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning();
    const event = row!;
    const invited = await replaceParticipants(tx, event, 'user', input.userIds);
    await replaceParticipants(tx, event, 'citizen', input.citizenIds);
    await rebuildReminders(tx, event);
    await audit(tx, auditEntry(tenant, 'create', event.id, { title: event.title }));
    const created = await insertNotifications(
      tx,
      invitations(event, invited, tenant.userId, new Date(), tenant.timeZone),
    );
    return { id: event.id, created };
  });
  pushNotifications(deps, created);
  return getEvent(db, org, id);
}

/** The columns a PUT changes: only what was sent (times are checked together with the stored ones). */
function changedColumns(row: EventRow, input: UpdateEventInput): Partial<typeof events.$inferInsert> {
  const set: Partial<typeof events.$inferInsert> = {};
  if (input.start !== undefined || input.end !== undefined || input.allDay !== undefined) {
    const stored = storedTimes(row);
    // Switching to all-day without new times keeps the days the event touched.
    Object.assign(
      set,
      normalizeTimes({
        allDay: input.allDay ?? row.allDay,
        start: input.start ?? stored.start,
        end: input.end ?? stored.end,
      }),
    );
  }
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.categoryId !== undefined) set.categoryId = input.categoryId;
  if (input.location !== undefined) set.location = input.location;
  if (input.lat !== undefined) set.lat = input.lat;
  if (input.lng !== undefined) set.lng = input.lng;
  if (input.reminders !== undefined) set.reminders = [...new Set(input.reminders)];
  if (input.demandId !== undefined) set.demandId = input.demandId;
  return set;
}

export async function updateEvent(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateEventInput,
): Promise<AgendaEvent> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await selectEventRow(db, org, id);
  if (!before) throw notFound();
  const conflict = (row: NonNullable<typeof before>) =>
    versionConflict('Este evento', 'alterado', {
      version: row.version,
      updatedAt: row.updatedAt,
      updatedByName: row.updaterName,
      timeZone: tenant.timeZone,
    });
  if (before.version !== input.version) throw conflict(before);
  const set = changedColumns(before, input);
  await checkRefs(db, org, input);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...set, version: sql`${events.version} + 1`, updatedBy: tenant.userId, updatedAt: new Date() })
      .where(and(eq(events.id, id), eq(events.organizationId, org), eq(events.version, input.version)))
      .returning();
    if (!row) return null;
    const invited = input.userIds ? await replaceParticipants(tx, row, 'user', input.userIds) : [];
    if (input.citizenIds) await replaceParticipants(tx, row, 'citizen', input.citizenIds);
    await rebuildReminders(tx, row);
    await audit(tx, auditEntry(tenant, 'update', id, { title: row.title, fields: Object.keys(set) }));
    return insertNotifications(tx, invitations(row, invited, tenant.userId, new Date(), tenant.timeZone));
  });
  if (!created) {
    // Someone saved between the read and the write.
    const now = await selectEventRow(db, org, id);
    if (!now) throw notFound();
    throw conflict(now);
  }
  pushNotifications(deps, created);
  return getEvent(db, org, id);
}

/** Soft delete (the row stays for the audit trail); pending reminders go with it. */
export async function deleteEvent(deps: AppDeps, tenant: Tenant, id: string): Promise<string> {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const before = await selectEventRow(db, org, id);
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ deletedAt: new Date(), updatedBy: tenant.userId })
      .where(and(eq(events.id, id), eq(events.organizationId, org)))
      .returning();
    await rebuildReminders(tx, row!);
    await audit(tx, auditEntry(tenant, 'delete', id, { title: before.title }));
  });
  return before.title;
}
