import { eq } from 'drizzle-orm';
import type { ServerToClientEvents } from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify, userOf } from './notifications-test-helpers.ts';
import { notifications } from './notifications.table.ts';
import {
  BURST_LIMIT,
  foldBursts,
  insertNotifications,
  pushNotifications,
  type NotificationInput,
} from './notify.ts';

let t: TestApp;
let sac: { id: string; organizationId: string };
let reception: { id: string; organizationId: string };
const pushed: { room: string; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sac = await userOf(t, 'sac@gabinete.demo');
  reception = await userOf(t, 'recepcao@gabinete.demo');
  // No socket server under inject: a recording emitter stands in for it.
  t.deps.realtime.attach({
    to: (room) => ({ emit: (event, payload) => pushed.push({ room, event, payload }) }),
  });
});
afterAll(() => t.close());

const base = (userId: string, extra: Partial<NotificationInput> = {}): NotificationInput => ({
  organizationId: sac.organizationId,
  userId,
  kind: 'demand_status',
  title: 'Demanda 2026/0007 mudou de situação',
  ...extra,
});
const insert = (items: NotificationInput[]) =>
  t.deps.database.db.transaction((tx) => insertNotifications(tx, items));

describe('insertNotifications', () => {
  it('never notifies the person who acted, and names the actor for the others', async () => {
    const created = await insert([
      base(sac.id, { actorId: sac.id }),
      base(reception.id, { actorId: sac.id }),
    ]);
    expect(created.map((n) => n.userId)).toEqual([reception.id]);
    expect(created[0]).toMatchObject({ actorId: sac.id, actorName: 'Carlos Henrique Lima', readAt: null });
  });

  it('sends one per person when the same change lists someone twice', async () => {
    const entityId = crypto.randomUUID();
    const created = await insert([
      base(reception.id, { entityId }),
      base(reception.id, { entityId }),
      base(sac.id, { entityId }),
    ]);
    expect(created.map((n) => n.userId).sort()).toEqual([reception.id, sac.id].sort());
  });

  it('skips a dedupe key already used for that person, but not for someone else', async () => {
    const key = `overdue:${crypto.randomUUID()}:2026-11-20`;
    expect(await insert([base(sac.id, { kind: 'demand_overdue', dedupeKey: key })])).toHaveLength(1);
    expect(await insert([base(sac.id, { kind: 'demand_overdue', dedupeKey: key })])).toEqual([]);
    expect(await insert([base(reception.id, { kind: 'demand_overdue', dedupeKey: key })])).toHaveLength(1);
    const stored = await t.deps.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.dedupeKey, key));
    expect(stored).toHaveLength(2);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const title = `Desfeita ${crypto.randomUUID()}`;
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await insertNotifications(tx, [base(sac.id, { title })]);
        throw new Error('falhou depois');
      }),
    ).rejects.toThrow('falhou depois');
    const rows = await t.deps.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.title, title));
    expect(rows).toEqual([]);
  });
});

describe('pushNotifications', () => {
  it('sends each created notification to its user’s room as notification:new', async () => {
    pushed.length = 0;
    const [created] = await notify(t, reception, { actorId: sac.id, kind: 'task_assigned', title: 'Tarefa' });
    // This notification's pushes only: the app's own minute jobs may push other notices meanwhile.
    const ours = pushed.filter((p) => (p.payload as { _id?: string })._id === created!.id);
    expect(ours).toHaveLength(1);
    const payload = ours[0]!.payload as Parameters<ServerToClientEvents['notification:new']>[0];
    expect(ours[0]).toMatchObject({ room: `user:${reception.id}`, event: 'notification:new' });
    expect(payload).toEqual({
      _id: created!.id,
      kind: 'task_assigned',
      title: 'Tarefa',
      body: 'Troca de lâmpadas na Rua das Palmeiras',
      link: '/demandas/00000000-0000-4000-8000-00000000abcd',
      actor: { _id: sac.id, name: 'Carlos Henrique Lima' },
      readAt: null,
      createdAt: created!.createdAt.toISOString(),
    });
  });

  it('pushes nothing for nothing created', () => {
    pushed.length = 0;
    pushNotifications(t.deps, []);
    expect(pushed).toEqual([]);
  });
});

describe('foldBursts', () => {
  it('keeps up to the limit per person and folds more into one summary for that person only', () => {
    const many = Array.from({ length: BURST_LIMIT + 2 }, (_, i) => base(sac.id, { entityId: `e${i}` }));
    const few = Array.from({ length: BURST_LIMIT }, (_, i) => base(reception.id, { entityId: `r${i}` }));
    const folded = foldBursts([...many, ...few], (first, count) => ({ ...first, title: `${count} juntas` }));
    expect(folded.filter((n) => n.userId === sac.id)).toEqual([
      expect.objectContaining({ title: `${BURST_LIMIT + 2} juntas`, entityId: 'e0' }),
    ]);
    expect(folded.filter((n) => n.userId === reception.id)).toEqual(few);
  });
});
