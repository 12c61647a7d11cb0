// The spec's getconnection/disconnect, the connection view, history and settings over HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { chatMessages, chats } from '../chats/chats.table.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { orgOf, recordingSink } from './whatsapp-test-helpers.ts';
import { whatsappConnections } from './whatsapp.table.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let bhAdmin: string;
let demoOrg: string;
let bhOrg: string;

beforeAll(async () => {
  t = await createTestApp();
  recordingSink();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  bhAdmin = await t.login('admin.bh@gabinete.demo');
  demoOrg = await orgOf(t, 'admin@gabinete.demo');
  bhOrg = await orgOf(t, 'admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });

describe('GET /whatsapp/getconnection', () => {
  it('answers from the stored status of the caller’s own office', async () => {
    const res = await get(assessor, `/whatsapp/getconnection?token=${demoOrg}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Conectado', isConnected: true });
    const bh = await get(bhAdmin, `/whatsapp/getconnection?token=${bhOrg}`);
    expect(bh.json()).toEqual({ message: 'Sem Conexão', isConnected: false });
  });

  it('counts isLogged and qrReadSuccess as connected and phoneNotConnected as not', async () => {
    const db = t.deps.database.db;
    for (const [status, connected] of [
      ['isLogged', true],
      ['qrReadSuccess', true],
      ['phoneNotConnected', false],
      ['desconectedMobile', false],
      ['inChat', true],
    ] as const) {
      await db
        .update(whatsappConnections)
        .set({ status })
        .where(eq(whatsappConnections.organizationId, demoOrg));
      const res = await get(admin, `/whatsapp/getconnection?token=${demoOrg}`);
      expect(res.json().isConnected, status).toBe(connected);
    }
  });

  it('refuses another office’s token, a missing one, no session and a user without read on whatsapp', async () => {
    const foreign = await get(admin, `/whatsapp/getconnection?token=${bhOrg}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'WHATSAPP_FOREIGN_TOKEN',
      message: 'Este token não é do seu gabinete.',
    });
    const missing = await get(admin, '/whatsapp/getconnection');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/gabinete/);
    expect((await get(admin, '/whatsapp/getconnection?token=abc')).statusCode).toBe(400);
    expect((await get(null, `/whatsapp/getconnection?token=${demoOrg}`)).statusCode).toBe(401);
    const denied = await get(reception, `/whatsapp/getconnection?token=${demoOrg}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
  });
});

describe('GET /whatsapp/getconnection when the status cannot be read', () => {
  it('answers Erro interno, not a 500', async () => {
    await t.deps.database.executeSql('ALTER TABLE whatsapp_connections RENAME TO whatsapp_connections_off');
    try {
      const res = await get(admin, `/whatsapp/getconnection?token=${demoOrg}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Erro interno', isConnected: false });
    } finally {
      await t.deps.database.executeSql('ALTER TABLE whatsapp_connections_off RENAME TO whatsapp_connections');
    }
  });
});

describe('the connection view and history', () => {
  it('shows the office’s own status, number and waiting messages, never another office’s', async () => {
    const db = t.deps.database.db;
    const [citizen] = await db
      .select({ id: citizens.id })
      .from(citizens)
      .where(eq(citizens.organizationId, demoOrg))
      .limit(1);
    const [chat] = await db
      .insert(chats)
      .values({ organizationId: demoOrg, phone: '+5519988887777', citizenId: citizen!.id })
      .returning();
    await db.insert(chatMessages).values(
      [1, 2].map(() => ({
        organizationId: demoOrg,
        chatId: chat!.id,
        direction: 'out',
        body: 'Bom dia',
        deliveryState: 'pendente',
      })),
    );
    const view = (await get(assessor, '/api/whatsapp')).json();
    expect(view).toMatchObject({
      provider: 'simulator',
      status: 'inChat',
      bucket: 'connected',
      label: 'Conectado ao WhatsApp',
      canSend: true,
      qrCode: null,
      phone: '+5519997001234',
      pendingOutbound: 2,
    });
    const bh = (await get(bhAdmin, '/api/whatsapp')).json();
    expect(bh).toMatchObject({
      status: 'notLogged',
      bucket: 'qr',
      canSend: false,
      phone: null,
      pendingOutbound: 0,
    });
    expect((await get(reception, '/api/whatsapp')).statusCode).toBe(403);
  });

  it('lists the office’s status history newest first', async () => {
    const { history } = (await get(admin, '/api/whatsapp/history')).json();
    expect(history.length).toBeGreaterThanOrEqual(7);
    const times = history.map((h: { at: string }) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.map((h: { status: string }) => h.status)).toContain('phoneNotConnected');
    expect(history[history.length - 1]).toMatchObject({
      status: 'notLogged',
      label: 'Leia o QR Code com o WhatsApp do gabinete',
    });
    const bh = (await get(bhAdmin, '/api/whatsapp/history')).json().history;
    expect(bh.map((h: { status: string }) => h.status)).toEqual(['notLogged']);
  });
});

describe('DELETE /whatsapp/disconnect', () => {
  it('needs update on whatsapp and the office’s own token; logs out and stores the status', async () => {
    const readOnly = await t.call(assessor, {
      method: 'DELETE',
      url: `/whatsapp/disconnect?token=${demoOrg}`,
    });
    expect(readOnly.statusCode).toBe(403);
    const foreign = await t.call(bhAdmin, {
      method: 'DELETE',
      url: `/whatsapp/disconnect?token=${demoOrg}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('WHATSAPP_FOREIGN_TOKEN');
    expect((await get(admin, `/whatsapp/getconnection?token=${demoOrg}`)).json().isConnected).toBe(true);

    const res = await t.call(admin, { method: 'DELETE', url: `/whatsapp/disconnect?token=${demoOrg}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    expect((await get(admin, `/whatsapp/getconnection?token=${demoOrg}`)).json()).toEqual({
      message: 'Sem Conexão',
      isConnected: false,
    });
    const view = (await get(admin, '/api/whatsapp')).json();
    expect(view).toMatchObject({ status: 'browserClose', bucket: 'disconnected', phone: null });
    // The other office is untouched.
    expect((await get(bhAdmin, '/api/whatsapp')).json().status).toBe('notLogged');
  });
});

describe('settings', () => {
  const secrets = {
    wppconnectSecretKey: 'wpp-secret-key-123',
    cloudAccessToken: 'EAAG-cloud-token-456',
    cloudAppSecret: 'app-secret-789',
  };

  it('are the admin’s; secrets are stored but never answered', async () => {
    expect((await get(assessor, '/api/whatsapp/settings')).statusCode).toBe(403);
    const put = (token: string, payload: object) =>
      t.call(token, { method: 'PUT', url: '/api/whatsapp/settings', payload });
    expect((await put(assessor, { provider: 'simulator' })).statusCode).toBe(403);

    const saved = await put(bhAdmin, {
      provider: 'cloud-api',
      cloudPhoneNumberId: '1234567890',
      cloudVerifyToken: 'verifica-bh',
      wppconnectUrl: 'http://127.0.0.1:4199',
      ...secrets,
    });
    expect(saved.statusCode).toBe(200);
    for (const value of Object.values(secrets)) expect(saved.body).not.toContain(value);
    expect(saved.json()).toMatchObject({
      provider: 'cloud-api',
      cloudPhoneNumberId: '1234567890',
      hasWppconnectSecretKey: true,
      hasCloudAccessToken: true,
      hasCloudAppSecret: true,
      cloudVerifyToken: 'verifica-bh',
      webhookUrl: `http://localhost:3000/whatsapp/webhook/cloud/${bhOrg}`,
    });

    // An empty secret keeps the stored one.
    await put(bhAdmin, { provider: 'cloud-api', cloudAccessToken: '', cloudAppSecret: 'novo-segredo' });
    const [row] = await t.deps.database.db
      .select()
      .from(whatsappConnections)
      .where(eq(whatsappConnections.organizationId, bhOrg));
    expect(row!.config).toMatchObject({
      cloudAccessToken: secrets.cloudAccessToken,
      cloudAppSecret: 'novo-segredo',
    });

    const read = await get(bhAdmin, '/api/whatsapp/settings');
    for (const value of [...Object.values(secrets), 'novo-segredo']) expect(read.body).not.toContain(value);
    expect((await get(bhAdmin, '/api/whatsapp')).body).not.toContain('novo-segredo');
    // Another office's settings are its own.
    expect((await get(admin, '/api/whatsapp/settings')).json()).toMatchObject({
      provider: 'simulator',
      hasCloudAccessToken: false,
    });
  });

  it('refuses bad input in pt-BR', async () => {
    const res = await t.call(bhAdmin, {
      method: 'PUT',
      url: '/api/whatsapp/settings',
      payload: { provider: 'cloud-api', cloudPhoneNumberId: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/só dígitos/);
  });
});

describe('the API docs', () => {
  it('list every WhatsApp route, the webhooks without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { security?: unknown[] }>>;
    for (const path of [
      '/whatsapp/getconnection',
      '/whatsapp/disconnect',
      '/api/whatsapp',
      '/api/whatsapp/connect',
      '/api/whatsapp/history',
      '/api/whatsapp/settings',
      '/whatsapp/simulator/scan',
      '/whatsapp/simulator/unlink',
      '/whatsapp/simulator/inbound',
      '/whatsapp/simulator/fail-next-send',
      '/whatsapp/webhook/wppconnect/{organizationId}/{secret}',
      '/whatsapp/webhook/cloud/{organizationId}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    expect(paths['/whatsapp/webhook/cloud/{organizationId}']!.post!.security).toEqual([]);
  });
});
