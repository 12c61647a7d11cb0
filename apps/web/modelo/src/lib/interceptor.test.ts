import { createDemoBackend } from '@gabinete/template-demo';
import { describe, expect, it, vi } from 'vitest';
import { installDemoInterceptor, interceptingFetch } from './interceptor.ts';

const ORIGIN = 'http://localhost:3000';

describe('the /modelo interceptor', () => {
  it("answers the template's method and path from the fake store", async () => {
    const real = vi.fn<typeof fetch>();
    const fetchDemo = interceptingFetch(real, createDemoBackend(), ORIGIN);
    const res = await fetchDemo('/apps/email/emails?folder=draft');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { emails: unknown[]; emailsMeta: { draft: number } };
    expect(body.emails).toHaveLength(4);
    expect(body.emailsMeta.draft).toBe(4);
    expect(real).not.toHaveBeenCalled();
  });

  it('keeps what a POST changed for the next call, and 404 for a missing product', async () => {
    const fetchDemo = interceptingFetch(vi.fn<typeof fetch>(), createDemoBackend(), ORIGIN);
    const posted = await fetchDemo('/apps/ecommerce/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 1 }),
    });
    expect(posted.status).toBe(201);
    const cart = (await (await fetchDemo(`${ORIGIN}/apps/ecommerce/cart`)).json()) as {
      products: { id: number }[];
    };
    expect(cart.products.map((p) => p.id)).toContain(1);
    expect((await fetchDemo('/apps/ecommerce/products/999')).status).toBe(404);
  });

  it('passes every other call through to the real fetch with the very same arguments', async () => {
    const answer = new Response('{}');
    const real = vi.fn<typeof fetch>().mockResolvedValue(answer);
    const fetchDemo = interceptingFetch(real, createDemoBackend(), ORIGIN);
    const init = { method: 'POST', body: '{"a":1}' };
    expect(await fetchDemo('/api/auth/login', init)).toBe(answer);
    expect(real).toHaveBeenLastCalledWith('/api/auth/login', init);
    // A template path with another method, and a template path on another host, are not the template's.
    await fetchDemo('/apps/email/emails', { method: 'PUT' });
    expect(real).toHaveBeenLastCalledWith('/apps/email/emails', { method: 'PUT' });
    await fetchDemo('https://example.com/apps/email/emails');
    expect(real).toHaveBeenLastCalledWith('https://example.com/apps/email/emails', undefined);
    const request = new Request(`${ORIGIN}/api/x`, { method: 'POST', body: 'corpo' });
    await fetchDemo(request);
    expect(real).toHaveBeenLastCalledWith(request, undefined);
    expect(await request.text()).toBe('corpo');
  });

  it('is installed on a window and removed again', async () => {
    const real = vi.fn<typeof fetch>().mockResolvedValue(new Response('x'));
    const target = { fetch: real, location: { origin: ORIGIN } };
    const uninstall = installDemoInterceptor(target, createDemoBackend());
    expect((await target.fetch('/faq/data')).status).toBe(200);
    expect(real).not.toHaveBeenCalled();
    uninstall();
    await target.fetch('/faq/data');
    expect(real).toHaveBeenCalledTimes(1);
  });
});
