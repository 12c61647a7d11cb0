// Demo notifications for the demo team: a dozen of several kinds, some read, linking to the seeded
// demandas, atendimentos, tarefas and eventos that exist when it runs (the seed runs after theirs).
// Idempotent: does nothing once the office has seeded notifications.
import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demandStatuses, demands } from '../modules/demands/demands.table.ts';
import { eventLink } from '../modules/events/event-times.ts';
import { events } from '../modules/events/events.table.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import { occurrences } from '../modules/occurrences/occurrences.table.ts';
import { tasks } from '../modules/tasks/tasks.table.ts';
import { users } from '../modules/users/users.table.ts';
import { buildItems } from './casework-notifications-items.ts';
import { DEMO_ORG_ID } from './demo.ts';

const MINUTE = 60_000;

export async function seedRefs(db: Db) {
  // Read here, not at module load: demo.ts imports this file, so its constants are not set yet then.
  const org = DEMO_ORG_ID;
  const [demandRows, taskRows, eventRows, occurrenceRows] = await Promise.all([
    db
      .select({
        id: demands.id,
        title: demands.title,
        year: demands.protocolYear,
        n: demands.protocolNumber,
        status: demandStatuses.name,
      })
      .from(demands)
      .leftJoin(demandStatuses, eq(demandStatuses.id, demands.statusId))
      .where(and(eq(demands.organizationId, org), isNull(demands.deletedAt)))
      .orderBy(asc(demands.createdAt))
      .limit(5),
    db
      .select({ id: tasks.id, title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.organizationId, org), isNull(tasks.deletedAt)))
      .orderBy(asc(tasks.createdAt))
      .limit(2),
    db
      .select({ id: events.id, title: events.title, startsAt: events.startsAt })
      .from(events)
      .where(and(eq(events.organizationId, org), isNull(events.deletedAt)))
      .orderBy(asc(events.startsAt))
      .limit(2),
    db
      .select({ id: occurrences.id, title: occurrences.subject })
      .from(occurrences)
      .where(and(eq(occurrences.organizationId, org), isNull(occurrences.deletedAt)))
      .orderBy(asc(occurrences.createdAt))
      .limit(1),
  ]);
  const protocol = (d: { year: number; n: number }) => `${d.year}/${String(d.n).padStart(4, '0')}`;
  return {
    demands: demandRows.map((d) => ({ id: d.id, label: protocol(d), title: d.title, status: d.status })),
    tasks: taskRows.map((r) => ({ id: r.id, label: r.title })),
    events: eventRows.map((r) => ({ id: r.id, label: r.title, link: eventLink(r.id, r.startsAt) })),
    occurrences: occurrenceRows.map((r) => ({ id: r.id, label: r.title })),
  };
}

export async function seedNotifications(db: Db): Promise<void> {
  const org = DEMO_ORG_ID;
  const done = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.organizationId, org), like(notifications.dedupeKey, 'seed:%')))
    .limit(1);
  if (done.length) return;
  const team = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@gabinete.demo', 'assessor@gabinete.demo', 'recepcao@gabinete.demo']));
  const idOf = (key: 'admin' | 'assessor' | 'recepcao') =>
    team.find((u) => u.email === `${key}@gabinete.demo`)?.id;
  if (!idOf('admin') || !idOf('assessor')) return;
  const items = buildItems(await seedRefs(db));
  const now = Date.now();
  const rows = items.flatMap((item, i) => {
    const userId = idOf(item.to);
    if (!userId) return [];
    const createdAt = new Date(now - item.minutesAgo * MINUTE);
    return [
      {
        organizationId: org,
        userId,
        kind: item.kind,
        title: item.title,
        body: item.body,
        link: item.link,
        entityType: item.entity?.type ?? null,
        entityId: item.entity?.id ?? null,
        actorId: item.actor ? (idOf(item.actor) ?? null) : null,
        dedupeKey: `seed:${i + 1}`,
        createdAt,
        readAt: item.read ? new Date(createdAt.getTime() + 20 * MINUTE) : null,
      },
    ];
  });
  if (rows.length) await db.insert(notifications).values(rows).onConflictDoNothing();
}
