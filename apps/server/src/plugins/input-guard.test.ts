// Issue 16 item 3: input the database or the parser cannot take is a pt-BR 400 (or 401), never a 500.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  adminId = (
    (await t.deps.database.executeSql(`select id from users where email = 'admin@gabinete.demo'`))
      .rows[0] as {
      id: string;
    }
  ).id;
});
afterAll(() => t.close());

const NUL_MESSAGE = 'O texto enviado contém um caractere não permitido (caractere nulo).';

describe('a NUL character (U+0000)', () => {
  it('is refused in a search query', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/citizens?q=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_CHARACTER', message: NUL_MESSAGE });
  });

  it('is refused in a JSON body, on the public sign-up too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: {
        organizationName: 'Gabinete\u0000X',
        name: 'Fulana de Tal',
        email: 'fulana.nul@exemplo.com.br',
        password: 'senha-boa-123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CHARACTER');
    const citizen = await t.call(admin, {
      method: 'POST',
      url: '/api/citizens',
      payload: { name: 'Maria\u0000 Silva' },
    });
    expect(citizen.statusCode).toBe(400);
    expect(citizen.json().code).toBe('INVALID_CHARACTER');
  });

  it('is refused in a path parameter and in a multipart field', async () => {
    const res = await t.call(admin, {
      method: 'PATCH',
      url: '/api/users/validate-email/abc%00defghijklmnopqrstuvwxyz',
    });
    expect(res.statusCode).toBe(400);
    const form = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${adminId}`,
      ...multipart({ name: 'Ana\u0000 Paula' }),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe('INVALID_CHARACTER');
  });
});

describe('deep or forged input', () => {
  it('answers a 5,000-level nested JSON body with a 400', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const url of [`/api/users/${adminId}`, '/api/citizens']) {
      const res = await t.call(admin, {
        method: url.includes('users') ? 'PUT' : 'POST',
        url,
        payload: `{"name":"Fulano Silva","ability":${deep}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'TOO_DEEP', message: 'O conteúdo enviado tem níveis demais.' });
    }
  });

  it('answers a correctly signed token whose subject is not an id with a 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { sub: 'not-a-uuid', org: '00000000-0000-4000-8000-000000000001' },
      { sub: adminId, org: "x' or 1=1" },
    ]) {
      const payload = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + 600 })).toString(
        'base64url',
      );
      const signature = createHmac('sha256', 'x'.repeat(48))
        .update(`${header}.${payload}`)
        .digest('base64url');
      const res = await t.call(`${header}.${payload}.${signature}`, { method: 'GET', url: '/api/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});
