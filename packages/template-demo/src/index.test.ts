import { describe, expect, it } from 'vitest';
import { createDemoBackend, parseQuery } from './index.ts';

describe('template demo backend', () => {
  it('passes through a path the template does not know', async () => {
    const backend = createDemoBackend();
    expect(await backend.handle({ method: 'GET', url: '/api/offices/me' })).toBeNull();
    expect(await backend.handle({ method: 'POST', url: '/jwt/logout', body: {} })).toBeNull();
    expect(await backend.handle({ method: 'OPTIONS', url: '/apps/email/emails' })).toBeNull();
  });

  it('reads repeated keys and key[] keys as arrays', () => {
    expect(parseQuery('a=1&b=2&b=3&c[]=x')).toEqual({ a: '1', b: ['2', '3'], 'c[]': ['x'] });
  });
});

describe('every domain is mounted', () => {
  it.each([
    '/apps/email/emails',
    '/apps/chat/chats-and-contacts',
    '/apps/todo/tasks',
    '/apps/calendar/events',
    '/api/users/list/all-data',
    '/api/users/list/data',
    '/apps/invoice/invoices',
    '/api/invoice/clients',
    '/apps/ecommerce/products',
    '/apps/ecommerce/cart',
    '/account-setting/data',
    '/pricing/data',
    '/blog/list/data',
    '/card/card-analytics/support-tracker',
    '/card/card-statistics/newsletter',
  ])('answers GET %s from the store', async (url) => {
    const res = await createDemoBackend().handle({ method: 'GET', url: `http://localhost:5173${url}?` });
    expect(res?.status).toBe(200);
  });

  it('keeps one store per backend: a fresh backend starts over', async () => {
    const a = createDemoBackend();
    await a.handle({ method: 'DELETE', url: '/apps/todo/delete-task?taskId=1' });
    const count = async (b: ReturnType<typeof createDemoBackend>) =>
      ((await b.handle({ method: 'GET', url: '/apps/todo/tasks' }))?.body as unknown[]).length;
    expect(await count(a)).toBe(15);
    expect(await count(createDemoBackend())).toBe(16);
  });

  it('gives the caller a copy: changing an answer does not change the store', async () => {
    const b = createDemoBackend();
    const first = (await b.handle({ method: 'GET', url: '/apps/todo/tasks' }))?.body as { title: string }[];
    (first[0] as { title: string }).title = 'alterado';
    const again = (await b.handle({ method: 'GET', url: '/apps/todo/tasks' }))?.body as { title: string }[];
    expect(again[0]?.title).not.toBe('alterado');
  });
});
