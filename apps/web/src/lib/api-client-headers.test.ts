import { UserListSchema } from '@gabinete/shared';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrayPageResponse, makeUser } from '../test/render.tsx';
import { api, ApiError, totalCount } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'the-access');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api.getWithHeaders', () => {
  it('parses the body with the schema and hands back the headers (X-Total-Count, Link)', async () => {
    const page = arrayPageResponse([makeUser({ _id: 'u-7', name: 'Rafael Souza' })], 31);
    page.headers.set('Link', '</api/users?page=2>; rel="next"');
    fetchMock.mockResolvedValueOnce(page);
    const response = await api.getWithHeaders('/api/users?page=1', UserListSchema);
    expect(response.data.map((u) => [u._id, u.user_id, u.name])).toEqual([['u-7', 'u-7', 'Rafael Souza']]);
    expect(totalCount(response)).toBe(31);
    expect(response.headers.get('Link')).toBe('</api/users?page=2>; rel="next"');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer the-access');
  });

  it('refuses a body that breaks the contract, such as the old { users, total } object', async () => {
    fetchMock.mockResolvedValueOnce(arrayPageResponse([]));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ users: [], total: 0 }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(api.getWithHeaders('/api/users', z.array(z.never()))).resolves.toMatchObject({ data: [] });
    await expect(api.getWithHeaders('/api/users', UserListSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

describe('totalCount', () => {
  const withTotal = (value: string | null) => ({
    data: [],
    headers: new Headers(value === null ? {} : { 'X-Total-Count': value }),
  });

  it('reads X-Total-Count, zero included', () => {
    expect(totalCount(withTotal('143'))).toBe(143);
    expect(totalCount(withTotal('0'))).toBe(0);
  });

  it('treats a missing or malformed count as an unexpected answer', () => {
    for (const value of [null, '', 'muitos', '-1', '1.5']) {
      expect(() => totalCount(withTotal(value))).toThrow(ApiError);
    }
  });
});
