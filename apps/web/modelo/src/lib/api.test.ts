import { createDemoBackend } from '@gabinete/template-demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoApiError, demoApi, withQuery } from './api.ts';
import { installDemoInterceptor } from './interceptor.ts';
import { demoSessionExpired, getDemoAccessToken, getDemoUser, saveDemoSession } from './session.ts';

let uninstall = () => {};
afterEach(() => uninstall());

/** Logs in on a backend whose clock is 20 minutes behind, so its 10-minute tokens are already old here. */
async function loggedInWithOldTokens() {
  let clock = Date.now() - 20 * 60_000;
  const backend = createDemoBackend({ now: () => new Date((clock += 1000)) });
  const handle = vi.spyOn(backend, 'handle');
  uninstall = installDemoInterceptor(window, backend);
  const session = await demoApi.post<Parameters<typeof saveDemoSession>[0]>('/jwt/login', {
    email: 'admin@demo.com',
    password: 'admin',
  });
  saveDemoSession(session);
  return { handle, session };
}

describe('the /modelo API client', () => {
  it('writes query parameters, repeating array values and leaving empty ones out', () => {
    expect(withQuery('/apps/calendar/events', { calendars: ['Business', 'Holiday'], q: '', page: 2 })).toBe(
      '/apps/calendar/events?calendars=Business&calendars=Holiday&page=2',
    );
  });

  it('renews an expired access token with the refresh token before calling', async () => {
    const { handle, session } = await loggedInWithOldTokens();
    await demoApi.get('/apps/email/emails');
    const urls = handle.mock.calls.map(([req]) => req.url);
    expect(urls).toEqual(['/jwt/login', '/jwt/refresh-token', '/apps/email/emails']);
    expect(getDemoAccessToken()).not.toBe(session.accessToken);
    expect(handle.mock.calls[2]?.[0].headers?.authorization).toBe(`Bearer ${getDemoAccessToken()}`);
  });

  it('ends the session when the refresh token is refused', async () => {
    await loggedInWithOldTokens();
    window.localStorage.setItem('modelo.refreshToken', 'estragado');
    await demoApi.get('/faq/data');
    expect(getDemoUser()).toBeNull();
    // The login then says 'Sua sessão expirou'.
    expect(demoSessionExpired()).toBe(true);
  });

  it('throws the status and body of an error answer', async () => {
    uninstall = installDemoInterceptor(window, createDemoBackend());
    const error = await demoApi.get('/apps/ecommerce/products/999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DemoApiError);
    expect((error as DemoApiError).status).toBe(404);
  });
});
