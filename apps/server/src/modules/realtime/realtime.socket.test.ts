// The live connection end to end: a listening app, real socket.io-client connections.
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type Notification,
  type ServerToClientEvents,
  type SocketErrorData,
} from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import { accessTokens } from '../auth/access-token.ts';
import { forgetPrincipal } from '../auth/principal.ts';
import { notify, userOf } from '../notifications/notifications-test-helpers.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

function socketFor(token: string | undefined): ClientSocket {
  const s: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(s);
  return s;
}

/** Resolves once connected; rejects with the server's refusal. */
function connected(token: string | undefined): Promise<ClientSocket> {
  const s = socketFor(token);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

async function refusal(token: string | undefined): Promise<{ message: string; data: SocketErrorData }> {
  const err = await connected(token).then(
    () => null,
    (e: Error & { data: SocketErrorData }) => e,
  );
  if (!err) throw new Error('expected the handshake to be refused');
  return { message: err.message, data: err.data };
}

/** Every event of that name the socket gets from now on. */
function collect<E extends keyof ServerToClientEvents>(s: ClientSocket, event: E) {
  const got: Parameters<ServerToClientEvents[E]>[0][] = [];
  s.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => got.push(payload)) as never);
  return got;
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('the socket handshake', () => {
  it('refuses a missing, forged or expired token with a pt-BR reason', async () => {
    expect(await refusal(undefined)).toEqual({
      message: 'Faça login para continuar.',
      data: { code: 'UNAUTHENTICATED', message: 'Faça login para continuar.' },
    });
    expect((await refusal('abc.def.ghi')).data.code).toBe('UNAUTHENTICATED');
    const me = await userOf(t, 'assessor@gabinete.demo');
    const expired = await accessTokens('x'.repeat(48), -60).sign({ sub: me.id, org: me.organizationId });
    expect(await refusal(expired)).toEqual({
      message: 'Sua sessão expirou. Entre novamente.',
      data: { code: 'TOKEN_EXPIRED', message: 'Sua sessão expirou. Entre novamente.' },
    });
    const otherSecret = await accessTokens('y'.repeat(48), 900).sign({ sub: me.id, org: me.organizationId });
    expect((await refusal(otherSecret)).data.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an inactive user, a suspended office and an expired trial', async () => {
    const db = t.deps.database.db;
    const reader = await userOf(t, 'leitura@gabinete.demo');
    const readerToken = await t.login('leitura@gabinete.demo');
    await db.update(users).set({ active: false }).where(eq(users.id, reader.id));
    forgetPrincipal();
    expect(await refusal(readerToken)).toMatchObject({
      message: 'Este usuário está desativado.',
      data: { code: 'USER_INACTIVE' },
    });
    await db.update(users).set({ active: true }).where(eq(users.id, reader.id));

    const feira = await userOf(t, 'admin.feira@gabinete.demo');
    const feiraToken = await t.login('admin.feira@gabinete.demo');
    await db
      .update(organizations)
      .set({ status: 'suspended' })
      .where(eq(organizations.id, feira.organizationId));
    forgetPrincipal();
    expect((await refusal(feiraToken)).data.code).toBe('ORGANIZATION_SUSPENDED');
    await db
      .update(organizations)
      .set({ status: 'active' })
      .where(eq(organizations.id, feira.organizationId));

    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, feira.id));
    forgetPrincipal();
    expect(await refusal(feiraToken)).toMatchObject({
      message: 'O período de teste deste gabinete terminou.',
      data: { code: 'TRIAL_EXPIRED' },
    });
    forgetPrincipal();
  });
});

describe('sockets let in before a change', () => {
  const closed = (s: ClientSocket) =>
    new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));

  it('logging out sends that login’s sockets away (not the other login’s), and their handshake is then refused', async () => {
    const [first, second] = [
      await t.login('assessor@gabinete.demo'),
      await t.login('assessor@gabinete.demo'),
    ];
    const [s1, s2] = await Promise.all([connected(first), connected(second)]);
    const gone = closed(s1);
    const out = await t.call(first, { method: 'POST', url: '/api/jwt/logout' });
    expect(out.statusCode).toBeLessThan(300);
    expect(await gone).toBe('io server disconnect');
    await settle();
    expect(s2.connected).toBe(true);
    expect((await refusal(first)).data.code).toBe('UNAUTHENTICATED');
  });

  it('a change of role sends the user’s sockets away to be let in again; a deactivated user cannot come back', async () => {
    const admin = await t.login('admin@gabinete.demo');
    const sac = await userOf(t, 'sac@gabinete.demo');
    const [row] = await t.deps.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, sac.id));
    const role = row!.role;
    const token = await t.login('sac@gabinete.demo');
    const edit = (fields: Record<string, string>) =>
      t.call(admin, { method: 'PUT', url: `/api/users/${sac.id}`, ...multipart(fields) });

    const before = await connected(token);
    const roleChanged = closed(before);
    expect((await edit({ role: role === 'recepcao' ? 'assessor' : 'recepcao' })).statusCode).toBe(200);
    expect(await roleChanged).toBe('io server disconnect');
    const again = await connected(token);
    expect(again.connected).toBe(true);

    const deactivated = closed(again);
    expect((await edit({ active: 'false' })).statusCode).toBe(200);
    expect(await deactivated).toBe('io server disconnect');
    expect((await refusal(token)).data.code).toMatch(/UNAUTHENTICATED|USER_INACTIVE/);
    await t.deps.database.db.update(users).set({ active: true, role }).where(eq(users.id, sac.id));
    forgetPrincipal(sac.id);
  });
});

describe('delivery', () => {
  it('a notification reaches every tab of its user, and nobody else in or out of the office', async () => {
    const assessor = await userOf(t, 'assessor@gabinete.demo');
    const [a1, a2, sameOffice, otherOffice] = await Promise.all([
      t.login('assessor@gabinete.demo').then(connected),
      t.login('assessor@gabinete.demo').then(connected),
      t.login('recepcao@gabinete.demo').then(connected),
      t.login('admin.bh@gabinete.demo').then(connected),
    ]);
    const got = [a1!, a2!, sameOffice!, otherOffice!].map((s) => collect(s, 'notification:new'));

    const started = performance.now();
    const [created] = await notify(t, assessor, { title: 'Demanda 2026/0142 atribuída a você' });
    await waitFor(() => got[0]!.length === 1 && got[1]!.length === 1);
    const elapsed = performance.now() - started;
    await settle();

    const expected: Partial<Notification> = { _id: created!.id, title: 'Demanda 2026/0142 atribuída a você' };
    expect(got[0]).toEqual([expect.objectContaining(expected)]);
    expect(got[1]).toEqual([expect.objectContaining(expected)]);
    expect(got[2]).toEqual([]);
    expect(got[3]).toEqual([]);
    // Insert, commit and push on one machine: far inside the 200 ms.
    expect(elapsed).toBeLessThan(1000);
  });

  it('an office-wide push reaches that office only', async () => {
    const assessor = await userOf(t, 'assessor@gabinete.demo');
    const [mine, other] = await Promise.all([
      t.login('recepcao@gabinete.demo').then(connected),
      t.login('admin.bh@gabinete.demo').then(connected),
    ]);
    const gotMine = collect(mine, 'notification:unread');
    const gotOther = collect(other, 'notification:unread');
    t.deps.realtime.toOrganization(assessor.organizationId, 'notification:unread', { unread: 7 });
    await waitFor(() => gotMine.length === 1);
    await settle();
    expect(gotMine).toEqual([{ unread: 7 }]);
    expect(gotOther).toEqual([]);
  });

  it('a demanda saved over HTTP reaches the office’s demandas readers only, saying who saved it', async () => {
    const db = t.deps.database.db;
    const reader = await userOf(t, 'leitura@gabinete.demo');
    const adminToken = await t.login('admin@gabinete.demo');
    const [readerSocket, otherOffice] = await Promise.all([
      t.login('leitura@gabinete.demo').then(connected),
      t.login('admin.bh@gabinete.demo').then(connected),
    ]);
    // A colleague whose permissions leave demandas out joins without the demandas room.
    await db
      .update(users)
      .set({ ability: [{ action: 'read', subject: 'notifications' }] })
      .where(eq(users.id, reader.id));
    forgetPrincipal();
    const outsider = await t.login('leitura@gabinete.demo').then(connected);
    const got = [readerSocket, otherOffice, outsider].map((s) => collect(s, 'demand:changed'));

    const list = await t.call(adminToken, { method: 'GET', url: '/api/demands?perPage=1' });
    const demand = list.json().demands[0] as { _id: string; version: number; title: string };
    const saved = await t.call(adminToken, {
      method: 'PUT',
      url: `/api/demands/${demand._id}`,
      payload: { title: `${demand.title} (revisado)`, version: demand.version },
    });
    expect(saved.statusCode).toBe(200);
    await waitFor(() => got[0]!.length === 1);
    await settle();
    const admin = await userOf(t, 'admin@gabinete.demo');
    expect(got[0]).toEqual([{ _id: demand._id, version: demand.version + 1, by: admin.id }]);
    expect(got[1]).toEqual([]);
    expect(got[2]).toEqual([]);
    await db.update(users).set({ ability: null }).where(eq(users.id, reader.id));
    forgetPrincipal();
  });

  it('an emenda saved over HTTP reaches the office’s emendas readers only (not recepção, not another office)', async () => {
    const adminToken = await t.login('admin@gabinete.demo');
    const [readerSocket, reception, otherOffice] = await Promise.all([
      t.login('leitura@gabinete.demo').then(connected),
      t.login('recepcao@gabinete.demo').then(connected),
      t.login('admin.bh@gabinete.demo').then(connected),
    ]);
    const got = [readerSocket, reception, otherOffice].map((s) => collect(s, 'amendment:changed'));
    const created = await t.call(adminToken, {
      method: 'POST',
      url: '/api/amendments',
      payload: {
        sphere: 'municipal',
        year: 2041,
        kind: 'Emenda Impositiva Municipal',
        author: 'Ver. Ao Vivo',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitFor(() => got[0]!.length === 1);
    await settle();
    const admin = await userOf(t, 'admin@gabinete.demo');
    expect(got[0]).toEqual([{ _id: created.json()._id, version: 1, by: admin.id }]);
    expect(got[1]).toEqual([]);
    expect(got[2]).toEqual([]);
  });

  it('reading all over HTTP tells the user’s other tabs the new count', async () => {
    const token = await t.login('assessor@gabinete.demo');
    const [tab, bystander] = await Promise.all([
      connected(token),
      t.login('recepcao@gabinete.demo').then(connected),
    ]);
    const counts = collect(tab, 'notification:unread');
    const other = collect(bystander, 'notification:unread');
    const res = await t.call(token, { method: 'PATCH', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    await waitFor(() => counts.length === 1);
    await settle();
    expect(counts).toEqual([{ unread: 0 }]);
    expect(other).toEqual([]);
  });

  it('closing the app drops the connections so that clients reconnect, and stops pushing', async () => {
    const s = await t.login('assessor@gabinete.demo').then(connected);
    const reasons: string[] = [];
    s.on('disconnect', (reason) => reasons.push(reason));
    await t.app.close();
    await waitFor(() => reasons.length === 1);
    // A transport close, which clients retry (a restart or deploy must not leave browsers offline).
    expect(reasons).toEqual(['transport close']);
    // The hub is detached: a push after close reaches nobody and does not throw.
    expect(() => t.deps.realtime.toUser('x', 'notification:unread', { unread: 1 })).not.toThrow();
  });
});
