import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notify, userOf } from './notifications-test-helpers.ts';

let t: TestApp;
let sac: string;
let reception: string;
let otherAdmin: string;
let sacUser: { id: string; organizationId: string };
let receptionUser: { id: string; organizationId: string };
let otherAdminUser: { id: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  sac = await t.login('sac@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  sacUser = await userOf(t, 'sac@gabinete.demo');
  receptionUser = await userOf(t, 'recepcao@gabinete.demo');
  otherAdminUser = await userOf(t, 'admin.bh@gabinete.demo');
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'DELETE';
const call = (token: string | null, method: Method, url: string) => t.call(token, { method, url });
const unreadOf = async (token: string) =>
  (await call(token, 'GET', '/api/notifications/unread-count')).json().unread as number;

describe('notifications list', () => {
  it('lists the caller’s own notifications newest first, with the unread count and filters', async () => {
    const before = await unreadOf(sac);
    const [older] = await notify(t, sacUser, { title: 'Primeira', kind: 'task_assigned' });
    const [newer] = await notify(t, sacUser, { title: 'Segunda', kind: 'demand_overdue' });
    await notify(t, receptionUser, { title: 'De outra pessoa' });

    const res = await call(sac, 'GET', '/api/notifications?perPage=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { _id: string }) => n._id)).toEqual([newer!.id, older!.id]);
    expect(body).toMatchObject({ unread: before + 2, page: 1, perPage: 2 });
    expect(body.notifications[0]).toMatchObject({
      kind: 'demand_overdue',
      title: 'Segunda',
      body: 'Troca de lâmpadas na Rua das Palmeiras',
      readAt: null,
      actor: null,
    });
    const titles = (await call(sac, 'GET', '/api/notifications?perPage=100')).json().notifications;
    expect(titles.map((n: { title: string }) => n.title)).not.toContain('De outra pessoa');

    const kind = (await call(sac, 'GET', '/api/notifications?kind=task_assigned')).json();
    expect(kind.notifications.every((n: { kind: string }) => n.kind === 'task_assigned')).toBe(true);
    expect(kind.notifications.map((n: { _id: string }) => n._id)).toContain(older!.id);
    expect(kind.unread).toBe(before + 2);
  });

  it('filters unread and read, and pages', async () => {
    const [a] = await notify(t, sacUser, { title: 'Para ler' });
    await call(sac, 'PATCH', `/api/notifications/${a!.id}/read`);
    const unread = (await call(sac, 'GET', '/api/notifications?unread=true&perPage=100')).json();
    expect(unread.notifications.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);
    expect(unread.total).toBe(unread.unread);
    const read = (await call(sac, 'GET', '/api/notifications?unread=false&perPage=100')).json();
    expect(read.notifications.map((n: { _id: string }) => n._id)).toContain(a!.id);
    const all = (await call(sac, 'GET', '/api/notifications')).json();
    const page2 = (await call(sac, 'GET', '/api/notifications?perPage=1&page=2')).json();
    expect(page2.notifications[0]._id).toBe(all.notifications[1]._id);
    expect(page2.total).toBe(all.total);
  });

  it('names the actor and refuses bad filters', async () => {
    const [n] = await notify(t, sacUser, { actorId: receptionUser.id, kind: 'occurrence_assigned' });
    const one = (await call(sac, 'GET', `/api/notifications/${n!.id}`)).json();
    expect(one.actor).toEqual({ _id: receptionUser.id, name: 'Juliana Ferreira' });
    expect((await call(sac, 'GET', '/api/notifications?kind=nada')).statusCode).toBe(400);
    expect((await call(sac, 'GET', '/api/notifications?perPage=500')).statusCode).toBe(400);
    expect((await call(sac, 'GET', '/api/notifications/nao-e-um-id')).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    expect((await call(null, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('reading and deleting', () => {
  it('marks one read and unread, keeping the first read time, and answers the new count', async () => {
    const [n] = await notify(t, sacUser);
    const before = await unreadOf(sac);
    const read = await call(sac, 'PATCH', `/api/notifications/${n!.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(before - 1);
    const firstReadAt = read.json().notification.readAt;
    expect(firstReadAt).toEqual(expect.any(String));
    const again = (await call(sac, 'PATCH', `/api/notifications/${n!.id}/read`)).json();
    expect(again.notification.readAt).toBe(firstReadAt);
    expect(again.unread).toBe(before - 1);

    const unread = (await call(sac, 'PATCH', `/api/notifications/${n!.id}/unread`)).json();
    expect(unread.notification.readAt).toBeNull();
    expect(unread.unread).toBe(before);
    expect(await unreadOf(sac)).toBe(before);
  });

  it('marks all of the caller’s as read, and nobody else’s', async () => {
    await notify(t, sacUser);
    await notify(t, sacUser);
    const receptionBefore = await unreadOf(reception);
    await notify(t, receptionUser);
    const res = await call(sac, 'PATCH', '/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, unread: 0 });
    expect(res.json().affected).toBeGreaterThanOrEqual(2);
    expect(await unreadOf(sac)).toBe(0);
    expect(await unreadOf(reception)).toBe(receptionBefore + 1);
    const nothing = (await call(sac, 'PATCH', '/api/notifications/read-all')).json();
    expect(nothing).toMatchObject({ affected: 0, message: 'Nenhuma notificação por ler.' });
  });

  it('deletes one', async () => {
    const [n] = await notify(t, sacUser);
    const before = await unreadOf(sac);
    const res = await call(sac, 'DELETE', `/api/notifications/${n!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, affected: 1, unread: before - 1 });
    const gone = await call(sac, 'GET', `/api/notifications/${n!.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'NOTIFICATION_NOT_FOUND',
      message: 'Notificação não encontrada.',
    });
  });
});

describe('another person’s notifications', () => {
  it.each([
    ['someone of the same office', () => reception],
    ['another office’s admin', () => otherAdmin],
  ])('are not found by %s: 404 on read, change and delete', async (_who, tokenOf) => {
    const [n] = await notify(t, sacUser);
    const token = tokenOf();
    for (const [method, url] of [
      ['GET', `/api/notifications/${n!.id}`],
      ['PATCH', `/api/notifications/${n!.id}/read`],
      ['PATCH', `/api/notifications/${n!.id}/unread`],
      ['DELETE', `/api/notifications/${n!.id}`],
    ] as const) {
      const res = await call(token, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOTIFICATION_NOT_FOUND');
    }
    const list = (await call(token, 'GET', '/api/notifications?perPage=100')).json();
    expect(list.notifications.map((x: { _id: string }) => x._id)).not.toContain(n!.id);
    // Untouched: still there and unread for its owner.
    const mine = (await call(sac, 'GET', `/api/notifications/${n!.id}`)).json();
    expect(mine.readAt).toBeNull();
  });

  it('read-all by another office leaves this office’s rows alone', async () => {
    await notify(t, sacUser);
    const before = await unreadOf(sac);
    await notify(t, otherAdminUser);
    await call(otherAdmin, 'PATCH', '/api/notifications/read-all');
    expect(await unreadOf(sac)).toBe(before);
    expect(await unreadOf(otherAdmin)).toBe(0);
  });
});
