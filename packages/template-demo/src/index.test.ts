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
