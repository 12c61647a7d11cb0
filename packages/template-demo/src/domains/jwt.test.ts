import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoBackend } from '../index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

function fresh() {
  const clock = { now: NOW };
  const backend = createDemoBackend({ now: () => clock.now });
  const post = (url: string, body: unknown) => backend.handle({ method: 'POST', url, body });
  return { backend, clock, post };
}

function payload(token: unknown): { id: number; iat: number; exp: number } {
  const part = String(token).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as {
    id: number;
    iat: number;
    exp: number;
  };
}

interface Session {
  userData: { id: number; role: string; ability: unknown[]; extras?: unknown; password?: string };
  accessToken: string;
  refreshToken: string;
}

afterEach(() => vi.restoreAllMocks());

describe('POST /jwt/login', () => {
  it('logs the admin in with user data (no password) and two 10-minute tokens', async () => {
    const res = await fresh().post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(res?.status).toBe(200);
    const s = res?.body as Session;
    expect(s.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 5 },
    });
    expect(s.userData).not.toHaveProperty('password');
    for (const token of [s.accessToken, s.refreshToken]) {
      const p = payload(token);
      expect(p).toEqual({ id: 1, iat: NOW.getTime() / 1000, exp: NOW.getTime() / 1000 + 600 });
    }
    expect(s.accessToken).not.toBe(s.refreshToken);
  });

  it('gives the client read on ACL and Auth only', async () => {
    const res = await fresh().post('/jwt/login', { email: 'client@demo.com', password: 'client' });
    expect((res?.body as Session).userData).toMatchObject({
      id: 2,
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      extras: { eCommerceCartItemsCount: 5 },
    });
  });

  it('answers 400 with the template message for a wrong password, e-mail case or empty body', async () => {
    const { post } = fresh();
    const invalid = { status: 400, body: { error: { email: ['Email or Password is Invalid'] } } };
    expect(await post('/jwt/login', { email: 'admin@demo.com', password: 'wrong' })).toEqual(invalid);
    expect(await post('/jwt/login', { email: 'ADMIN@demo.com', password: 'admin' })).toEqual(invalid);
    expect(await post('/jwt/login', {})).toEqual(invalid);
  });

  it("answers 400 'Something went wrong' when signing fails", async () => {
    vi.spyOn(globalThis.crypto.subtle, 'sign').mockRejectedValue(new Error('boom'));
    const res = await fresh().post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(res).toEqual({ status: 400, body: { error: { email: ['Something went wrong'] } } });
  });
});

describe('POST /jwt/register', () => {
  it('registers an admin with manage on all who can then log in', async () => {
    const { post } = fresh();
    const res = await post('/jwt/register', {
      email: 'nova@demo.com',
      password: 'segredo',
      username: 'nova',
    });
    expect(res?.status).toBe(200);
    const body = res?.body as { user: Record<string, unknown>; accessToken: string };
    expect(body.user).toEqual({
      id: 3,
      fullName: '',
      username: 'nova',
      avatar: null,
      email: 'nova@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    expect(body).not.toHaveProperty('refreshToken');
    expect(payload(body.accessToken).exp - payload(body.accessToken).iat).toBe(600);
    const login = await post('/jwt/login', { email: 'nova@demo.com', password: 'segredo' });
    expect((login?.body as Session).userData.id).toBe(3);
  });

  it('answers 200 with the e-mail and username errors for taken values', async () => {
    const { post } = fresh();
    expect(
      await post('/jwt/register', { email: 'admin@demo.com', password: 'x', username: 'outro' }),
    ).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.', username: null } },
    });
    expect(await post('/jwt/register', { email: 'a@b.c', password: 'x', username: 'mariasouza' })).toEqual({
      status: 200,
      body: { error: { email: null, username: 'This username is already in use.' } },
    });
    const both = await post('/jwt/register', {
      email: 'client@demo.com',
      password: 'x',
      username: 'joaosilva',
    });
    expect(both?.body).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
  });

  it('refuses an empty body with 400', async () => {
    expect((await fresh().post('/jwt/register', {}))?.status).toBe(400);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('renews both tokens for a valid refresh token', async () => {
    const { post, clock } = fresh();
    const login = (await post('/jwt/login', { email: 'client@demo.com', password: 'client' }))
      ?.body as Session;
    clock.now = new Date(NOW.getTime() + 5 * 60_000);
    const res = await post('/jwt/refresh-token', { refreshToken: login.refreshToken });
    expect(res?.status).toBe(200);
    const s = res?.body as Session;
    expect(s.userData).toMatchObject({ id: 2, role: 'client' });
    expect(s.userData).not.toHaveProperty('password');
    expect(payload(s.accessToken).exp).toBe(clock.now.getTime() / 1000 + 600);
    expect(payload(s.refreshToken).exp).toBe(clock.now.getTime() / 1000 + 600);
  });

  it('answers 401 for a bad, expired or access token', async () => {
    const { post, clock } = fresh();
    const invalid = { status: 401, body: { error: 'Invalid refresh token' } };
    const login = (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' }))?.body as Session;
    expect(await post('/jwt/refresh-token', { refreshToken: 'not-a-token' })).toEqual(invalid);
    expect(await post('/jwt/refresh-token', {})).toEqual(invalid);
    expect(await post('/jwt/refresh-token', { refreshToken: login.accessToken })).toEqual(invalid);
    const [h, , sig] = login.refreshToken.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 2, iat: 0, exp: 9e9 })).toString('base64url');
    expect(await post('/jwt/refresh-token', { refreshToken: `${h}.${forged}.${sig}` })).toEqual(invalid);
    clock.now = new Date(NOW.getTime() + 10 * 60_000);
    expect(await post('/jwt/refresh-token', { refreshToken: login.refreshToken })).toEqual(invalid);
  });
});

describe('POST /jwt/logout', () => {
  it('has no handler: it passes through to the real server', async () => {
    expect(await fresh().post('/jwt/logout', {})).toBeNull();
  });
});
