import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, tokenOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '50' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth', () => {
  it('answers tokens and the spec user data for the right password', async () => {
    const res = await post('/api/auth', { email: 'ADMIN@gabinete.demo ', password: 'gabinete123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.refreshToken.length).toBeGreaterThan(30);
    expect(body.userData).toMatchObject({
      name: 'Mariana Costa',
      email: 'admin@gabinete.demo',
      role: 'admin',
      is_trial: false,
      organization_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(body.userData._id).toBe(body.userData.user_id);
    expect(new Date(body.userData.createdAt).toString()).not.toBe('Invalid Date');
    expect(body.userData.ability).toContainEqual({ action: 'manage', subject: 'users' });
    expect(body.userData.ability).not.toContainEqual({ action: 'manage', subject: 'all' });
  });

  it('refuses a wrong password with 401 and a pt-BR message', async () => {
    const res = await post('/api/auth', { email: 'assessor@gabinete.demo', password: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' });
  });

  it('answers the same for an unknown address', async () => {
    const res = await post('/api/auth', { email: 'ninguem@gabinete.demo', password: 'qualquer' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('rate-limits repeated failures on one account, even with the right password', async () => {
    for (let i = 0; i < 3; i++)
      await post('/api/auth', { email: 'leitura@gabinete.demo', password: 'errada' });
    const res = await post('/api/auth', { email: 'leitura@gabinete.demo', password: 'gabinete123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Muitas tentativas/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('names the missing field in pt-BR', async () => {
    const res = await post('/api/auth', { email: 'admin@gabinete.demo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Senha: Campo obrigatório' });
  });

  it('refuses users of a suspended office', async () => {
    await t.deps.database.executeSql(
      `insert into users (organization_id, name, email, password_hash, role) select '00000000-0000-4000-8000-000000000004', 'Suspenso', 'suspenso@gabinete.demo', password_hash, 'admin' from users where email = 'admin@gabinete.demo'`,
    );
    const res = await post('/api/auth', { email: 'suspenso@gabinete.demo', password: 'gabinete123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORGANIZATION_SUSPENDED');
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new pair and spends the old refresh token', async () => {
    const first = (
      await post('/api/auth', { email: 'assessor@gabinete.demo', password: 'gabinete123' })
    ).json();
    const second = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(pair.userData.email).toBe('assessor@gabinete.demo');
    const me = await t.call(pair.accessToken, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
  });

  it('revoke the whole login when a spent token is presented again', async () => {
    const first = (
      await post('/api/auth', { email: 'assessor@gabinete.demo', password: 'gabinete123' })
    ).json();
    const second = (await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken })).json();
    const reuse = await post('/api/jwt/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The legitimate newest token of that family is dead too.
    const next = await post('/api/jwt/refresh-token', { refreshToken: second.refreshToken });
    expect(next.statusCode).toBe(401);
  });

  it('are stored hashed, never in clear', async () => {
    const { refreshToken } = (
      await post('/api/auth', { email: 'assessor@gabinete.demo', password: 'gabinete123' })
    ).json();
    const { rows } = await t.deps.database.executeSql(
      'select token_hash from refresh_tokens where token_hash = $1',
      [refreshToken],
    );
    expect(rows).toHaveLength(0);
  });

  it('stop working after logout', async () => {
    const { refreshToken } = (
      await post('/api/auth', { email: 'assessor@gabinete.demo', password: 'gabinete123' })
    ).json();
    expect((await post('/api/jwt/logout', { refreshToken })).statusCode).toBe(200);
    const res = await post('/api/jwt/refresh-token', { refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuse an unknown token', async () => {
    const res = await post('/api/jwt/refresh-token', { refreshToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('401 without a token, with a malformed one and with a forged one', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect((await t.call('lixo', { method: 'GET', url: '/api/users' })).json().code).toBe('UNAUTHENTICATED');
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwib3JnIjoieSJ9.c2lnbmF0dXJh';
    expect((await t.call(forged, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('say TOKEN_EXPIRED for an expired token so the client can refresh', async () => {
    const { accessTokens } = await import('./access-token.ts');
    const expired = await accessTokens('x'.repeat(48), -10).sign({ sub: 'a', org: 'b' });
    const res = await t.call(expired, { method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });
});

describe('sign-up and the trial', () => {
  it('creates an office on the 7-day trial with its admin logged in', async () => {
    const res = await post('/api/jwt/register', {
      organizationName: 'Gabinete do Vereador Teste',
      name: 'Paula Teste',
      email: 'paula.teste@exemplo.com.br',
      password: 'senha-forte-1',
      uf: 'RS',
    });
    expect(res.statusCode).toBe(201);
    const { userData, accessToken } = res.json();
    expect(userData).toMatchObject({
      is_trial: true,
      role: 'admin',
      organizationName: 'Gabinete do Vereador Teste',
      emailVerified: false,
    });
    expect((await t.call(accessToken, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    // The confirmation link works once.
    const token = tokenOf(linkFrom(t.mails, 'paula.teste@exemplo.com.br'));
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/validate-email/${token}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/users/validate-email/${token}` })).statusCode,
    ).toBe(400);
  });

  it('refuses an address already in use', async () => {
    const res = await post('/api/jwt/register', {
      organizationName: 'Outro',
      name: 'Fulano de Tal',
      email: 'admin@gabinete.demo',
      password: 'senha-forte-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este e-mail já está em uso.');
  });

  it('lets an expired trial log in but answers every other call 403 TRIAL_EXPIRED', async () => {
    await post('/api/jwt/register', {
      organizationName: 'Gabinete Vencido',
      name: 'Vera Vencida',
      email: 'vencido@exemplo.com.br',
      password: 'senha-forte-1',
    });
    await t.deps.database.executeSql(
      `update users set created_at = now() - interval '7 days 1 minute' where email = 'vencido@exemplo.com.br'`,
    );
    const login = await post('/api/auth', { email: 'vencido@exemplo.com.br', password: 'senha-forte-1' });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json();
    const res = await t.call(accessToken, { method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'TRIAL_EXPIRED',
      message: 'O período de teste deste gabinete terminou.',
    });
    expect((await t.call(accessToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('keeps a trial that still has a day left', async () => {
    await post('/api/jwt/register', {
      organizationName: 'Gabinete Quase',
      name: 'Quase Vencido',
      email: 'quase@exemplo.com.br',
      password: 'senha-forte-1',
    });
    await t.deps.database.executeSql(
      `update users set created_at = now() - interval '6 days 23 hours' where email = 'quase@exemplo.com.br'`,
    );
    const { accessToken } = (
      await post('/api/auth', { email: 'quase@exemplo.com.br', password: 'senha-forte-1' })
    ).json();
    expect((await t.call(accessToken, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists', async () => {
    const a = await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'recepcao@gabinete.demo' },
    });
    const b = await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'naoexiste@gabinete.demo' },
    });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(t.mails.some((m) => m.to === 'naoexiste@gabinete.demo')).toBe(false);
  });

  it('sets a new password through the mailed link, once', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'recepcao@gabinete.demo' },
    });
    const link = linkFrom(t.mails, 'recepcao@gabinete.demo');
    expect(link).toContain('/redefinir-senha?token=');
    const token = tokenOf(link);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token, password: 'nova-senha-123' },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await post('/api/auth', { email: 'recepcao@gabinete.demo', password: 'nova-senha-123' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth', { email: 'recepcao@gabinete.demo', password: 'gabinete123' })).statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token, password: 'outra-senha-123' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a short password', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token: 'a'.repeat(43), password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/mínimo 8 caracteres/);
  });
});

describe('my password', () => {
  it('changes with the current password and refuses a wrong one', async () => {
    const token = await t.login('sac@gabinete.demo');
    const wrong = await t.call(token, {
      method: 'PATCH',
      url: '/api/me/password',
      payload: { currentPassword: 'x', newPassword: 'nova-senha-456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A senha atual está incorreta.');
    const ok = await t.call(token, {
      method: 'PATCH',
      url: '/api/me/password',
      payload: { currentPassword: 'gabinete123', newPassword: 'nova-senha-456' },
    });
    expect(ok.statusCode).toBe(200);
    await t.login('sac@gabinete.demo', 'nova-senha-456');
  });
});
