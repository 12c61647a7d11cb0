// Sessions end when they should: logout kills the access token at once (not 15 minutes later), changing
// one's own password ends the other sessions, and guessing the current password is throttled like a login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, PASSWORD, tokenOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

async function session(email: string, password = PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
}
const me = (token: string) => t.call(token, { method: 'GET', url: '/api/me' });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/jwt/refresh-token', payload: { refreshToken } });

describe('logout', () => {
  it('makes the access token useless at once; other sessions of the user go on', async () => {
    const a = await session('assessor@gabinete.demo');
    const b = await session('assessor@gabinete.demo');
    expect((await me(a.accessToken)).statusCode).toBe(200);
    const out = await t.call(a.accessToken, {
      method: 'POST',
      url: '/api/jwt/logout',
      payload: { refreshToken: a.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(a.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await me(b.accessToken)).statusCode).toBe(200);
  });

  it('with only the Bearer header (no refresh token) ends that session too', async () => {
    const a = await session('recepcao@gabinete.demo');
    expect((await t.call(a.accessToken, { method: 'POST', url: '/api/jwt/logout' })).statusCode).toBe(200);
    expect((await me(a.accessToken)).statusCode).toBe(401);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
  });

  it('a refreshed access token belongs to the same session and dies with it', async () => {
    const a = await session('leitura@gabinete.demo');
    const next = (await refresh(a.refreshToken)).json() as { accessToken: string; refreshToken: string };
    expect((await me(next.accessToken)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/jwt/logout',
      payload: { refreshToken: next.refreshToken },
    });
    expect((await me(next.accessToken)).statusCode).toBe(401);
    expect((await me(a.accessToken)).statusCode).toBe(401);
  });

  it('a token without a session (signed before sessions were named) is refused', async () => {
    const [user] = (
      await t.deps.database.executeSql(
        "select id, organization_id from users where email = 'admin@gabinete.demo'",
      )
    ).rows as { id: string; organization_id: string }[];
    const bare = await t.deps.tokens.sign({ sub: user!.id, org: user!.organization_id });
    expect((await me(bare)).statusCode).toBe(401);
  });
});

describe('changing my own password', () => {
  it("ends my other sessions (refresh and access), keeps the one I'm using", async () => {
    const here = await session('sac@gabinete.demo');
    const there = await session('sac@gabinete.demo');
    const res = await t.call(here.accessToken, {
      method: 'PATCH',
      url: '/api/me/password',
      payload: { currentPassword: PASSWORD, newPassword: 'nova-senha-789' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await refresh(there.refreshToken)).statusCode).toBe(401);
    expect((await me(there.accessToken)).statusCode).toBe(401);
    expect((await me(here.accessToken)).statusCode).toBe(200);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
  });

  it('throttles wrong current passwords with 429 and Retry-After', async () => {
    const { accessToken } = await session('pedro.oliveira@gabinete.demo').catch(async () => {
      // Pedro has no password in the seed: give him the demo one.
      await t.deps.database.executeSql(
        `update users set password_hash = (select password_hash from users where email = 'admin@gabinete.demo')
          where email = 'pedro.oliveira@gabinete.demo'`,
      );
      return session('pedro.oliveira@gabinete.demo');
    });
    const attempt = (currentPassword: string) =>
      t.call(accessToken, {
        method: 'PATCH',
        url: '/api/me/password',
        payload: { currentPassword, newPassword: 'nova-senha-000' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt(`errada-${i}`)).statusCode).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('ends every session, access tokens included', async () => {
    const a = await session('admin.feira@gabinete.demo');
    await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'admin.feira@gabinete.demo' },
    });
    const token = tokenOf(linkFrom(t.mails, 'admin.feira@gabinete.demo'));
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token, password: 'nova-senha-321' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(a.accessToken)).statusCode).toBe(401);
  });
});
