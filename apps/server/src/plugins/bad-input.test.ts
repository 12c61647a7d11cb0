// Every kind of bad input gets a 4xx with a pt-BR message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const cases: { name: string; method: 'POST' | 'PUT' | 'PATCH'; url: string; body: string; type?: string }[] =
  [
    { name: 'invalid JSON', method: 'POST', url: '/api/auth', body: '{"email":' },
    {
      name: 'wrong types',
      method: 'POST',
      url: '/api/auth',
      body: JSON.stringify({ email: 12, password: ['a'] }),
    },
    { name: 'an array body', method: 'POST', url: '/api/users', body: '[]' },
    {
      name: 'an oversized string',
      method: 'POST',
      url: '/api/users',
      body: JSON.stringify({ name: 'a'.repeat(10_000), email: 'a@b.com.br' }),
    },
    {
      name: 'an unknown role',
      method: 'POST',
      url: '/api/users',
      body: JSON.stringify({ name: 'Fulano Silva', email: 'f@b.com.br', role: 'rei' }),
    },
    {
      name: 'a body over 1 MB',
      method: 'PUT',
      url: '/api/organization',
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    },
    { name: 'a text body', method: 'POST', url: '/api/auth', body: 'email=a', type: 'text/plain' },
    {
      name: 'a malformed refresh token',
      method: 'POST',
      url: '/api/jwt/refresh-token',
      body: JSON.stringify({ refreshToken: 42 }),
    },
    { name: 'a malformed link token', method: 'PATCH', url: '/api/users/validate-email/abc', body: '{}' },
    { name: 'a logo as JSON', method: 'POST', url: '/api/organization/logo', body: '{}' },
  ];

describe('bad input', () => {
  for (const c of cases) {
    it(`answers ${c.name} with a 4xx and a pt-BR message`, async () => {
      const res = await t.call(admin, {
        method: c.method,
        url: c.url,
        payload: c.body,
        headers: { 'content-type': c.type ?? 'application/json' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body.code).toEqual(expect.any(String));
      expect(body.message).toMatch(/[a-zà-ú]/i);
      expect(body.message).not.toMatch(/Expected|Invalid input|Unexpected token|Bad Request|Unsupported/);
    });
  }

  it('half-writes nothing when an invitation fails validation', async () => {
    const total = async () =>
      (await t.call(admin, { method: 'GET', url: '/api/users' })).headers['x-total-count'];
    const before = await total();
    expect(before).toMatch(/^\d+$/);
    await t.call(admin, { method: 'POST', url: '/api/users', payload: { name: 'A', email: 'nao-e-email' } });
    expect(await total()).toBe(before);
  });
});
