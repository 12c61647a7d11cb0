// Avatars and logos: served only through the signed, expiring URLs the API hands to the office's people;
// the bare path, a forged signature or another file's signature get a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/uploads', () => {
  it('serves an avatar through the signed URL the API gives, and nothing without it', async () => {
    const [me] = (
      await t.deps.database.executeSql("select id from users where email = 'admin@gabinete.demo'")
    ).rows as { id: string }[];
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/users/${me!.id}`,
      ...multipart({}, { avatar: PNG_1PX }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().avatar;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    const img = await get(url);
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(PNG_1PX)).toBe(true);
    // The bare path (what anyone who saw one URL could guess at) and forged or stale signatures: 404.
    const bare = url.split('?')[0]!;
    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000).toBeGreaterThan(Date.now() + 86_400_000);
    expect((await get(url.replace(`exp=${exp}`, `exp=${exp + 86_400}`))).statusCode).toBe(404);
    expect((await get(url.replace(`exp=${exp}`, 'exp=1000'))).statusCode).toBe(404);
    // The same URL comes back from /api/me (one image, one URL for the day: the browser's cache works).
    expect((await t.call(admin, { method: 'GET', url: '/api/me' })).json().avatar).toBe(url);
  });

  it("a logo's signature does not open another file", async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: PNG_1PX }),
    });
    const url: string = res.json().logo;
    expect((await get(url)).statusCode).toBe(200);
    const [, query] = url.split('?');
    expect((await get(`/uploads/logos/outro.png?${query}`)).statusCode).toBe(404);
    expect((await get(`/uploads/../package.json?${query}`)).statusCode).toBe(404);
  });
});
