// join_wpp_status_organization with real socket.io-client connections, and the status events it brings.
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
  type WhatsappConnection,
} from '@gabinete/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orgOf, recordingSink, waitFor } from './whatsapp-test-helpers.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const PORT = 4150;

let t: TestApp;
let demoOrg: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  recordingSink();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  demoOrg = await orgOf(t, 'admin@gabinete.demo');
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await t.close();
});

async function socketOf(email: string): Promise<ClientSocket> {
  const token = await t.login(email);
  const s: ClientSocket = connect(`http://127.0.0.1:${PORT}`, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', resolve);
    s.once('connect_error', reject);
  });
  return s;
}

const join = (s: ClientSocket, organizationId: unknown) =>
  new Promise<SocketAck<WhatsappConnection>>((resolve) =>
    s.emit('join_wpp_status_organization', { organizationId } as { organizationId: string }, resolve),
  );

function collect(s: ClientSocket) {
  const got: { event: string; payload: unknown }[] = [];
  s.on('wpp_change_status', (payload) => got.push({ event: 'wpp_change_status', payload }));
  s.on('wpp_has_been_disconnect', (payload) => got.push({ event: 'wpp_has_been_disconnect', payload }));
  return got;
}
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('join_wpp_status_organization', () => {
  it('joins the caller’s own office and answers the connection; refuses another office and a user without read', async () => {
    const [admin, assessor, reception, bh, platform] = (await Promise.all(
      [
        'admin@gabinete.demo',
        'assessor@gabinete.demo',
        'recepcao@gabinete.demo',
        'admin.bh@gabinete.demo',
        'plataforma@gabinete.demo',
      ].map(socketOf),
    )) as [ClientSocket, ClientSocket, ClientSocket, ClientSocket, ClientSocket];
    const got = [admin, assessor, reception, bh].map(collect);

    const ok = await join(admin, demoOrg);
    expect(ok).toMatchObject({
      ok: true,
      data: { provider: 'simulator', status: 'inChat', bucket: 'connected' },
    });
    expect((await join(assessor, demoOrg)).ok).toBe(true);
    expect(await join(reception, demoOrg)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para esta ação.',
    });
    expect(await join(bh, demoOrg)).toEqual({
      ok: false,
      code: 'WHATSAPP_FOREIGN_TOKEN',
      message: 'Este token não é do seu gabinete.',
    });
    expect(await join(bh, 'nao-e-um-id')).toMatchObject({ ok: false, code: 'VALIDATION' });
    // manage all (the platform team) may watch its own office, not a client's.
    const platformOrg = await orgOf(t, 'plataforma@gabinete.demo');
    expect((await join(platform, platformOrg)).ok).toBe(true);
    expect((await join(platform, demoOrg)).ok).toBe(false);
    // No ack callback: nothing breaks, nothing is joined.
    (bh as unknown as { emit(e: string, p: unknown): void }).emit('join_wpp_status_organization', {
      organizationId: demoOrg,
    });

    const adminToken = await t.login('admin@gabinete.demo');
    const res = await t.call(adminToken, {
      method: 'POST',
      url: '/whatsapp/simulator/unlink',
      payload: { spelling: 'desconectedMobile' },
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() => got[0]!.length === 2 && got[1]!.length === 2);
    await settle();
    for (const mine of [got[0]!, got[1]!]) {
      expect(mine.map((g) => g.event)).toEqual(['wpp_change_status', 'wpp_has_been_disconnect']);
      expect(mine[0]!.payload).toMatchObject({
        organizationId: demoOrg,
        statusSession: 'desconectedMobile',
        connection: {
          status: 'desconectedMobile',
          bucket: 'disconnected',
          label: 'Desconectado do WhatsApp',
        },
      });
      expect(mine[1]!.payload).toEqual({ organizationId: demoOrg, statusSession: 'desconectedMobile' });
    }
    expect(got[2]).toEqual([]);
    expect(got[3]).toEqual([]);

    await t.call(adminToken, { method: 'POST', url: '/whatsapp/simulator/scan' });
    await waitFor(() => got[0]!.length === 5);
    expect(got[0]!.slice(2).map((g) => (g.payload as { statusSession: string }).statusSession)).toEqual([
      'qrReadSuccess',
      'isLogged',
      'inChat',
    ]);
    await settle();
    expect(got[3]).toEqual([]);
  });
});
