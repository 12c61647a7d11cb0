import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let assessor: string;
let recepcao: string;
beforeAll(async () => {
  t = await createTestApp();
  assessor = await t.login('assessor@gabinete.demo');
  recepcao = await t.login('recepcao@gabinete.demo');
});
afterAll(() => t.close());

const me = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/me' })).json();

describe('PUT /api/me/preferences (claro, escuro, automático)', () => {
  it('starts light and keeps each user’s own choice on the server', async () => {
    expect((await me(assessor)).colorScheme).toBe('light');
    const res = await t.call(assessor, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { colorScheme: 'dark' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ colorScheme: 'dark', email: 'assessor@gabinete.demo' });
    // It follows the user to a new login (another browser)…
    const again = await t.login('assessor@gabinete.demo');
    expect((await me(again)).colorScheme).toBe('dark');
    // …and nobody else changed.
    expect((await me(recepcao)).colorScheme).toBe('light');
  });

  it('is open to a user without any settings ability (it is their own)', async () => {
    const res = await t.call(recepcao, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { colorScheme: 'auto' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().colorScheme).toBe('auto');
  });

  it('cannot aim at another user: a user id in the body or the query changes only the caller', async () => {
    const target = (await me(recepcao))._id as string;
    const res = await t.call(assessor, {
      method: 'PUT',
      url: `/api/me/preferences?userId=${target}`,
      payload: { colorScheme: 'light', userId: target, user_id: target },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).not.toBe(target);
    expect((await me(recepcao)).colorScheme).toBe('auto');
    expect((await me(assessor)).colorScheme).toBe('light');
  });

  it('refuses an unknown scheme in pt-BR, and a visitor', async () => {
    const bad = await t.call(assessor, {
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { colorScheme: 'roxo' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Escolha claro, escuro ou automático/);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      payload: { colorScheme: 'dark' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
