import { OkSchema, type UserData } from '@gabinete/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';
import { setNavigator } from './navigation.ts';
import { takeSessionExpiry } from './session.ts';
import { baseUserData } from '../test/render.tsx';

const userData: UserData = { ...baseUserData, _id: 'u1', user_id: 'u1' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function storeSession(): void {
  localStorage.setItem('userData', JSON.stringify(userData));
  localStorage.setItem('accessToken', 'old-access');
  localStorage.setItem('refreshToken', 'old-refresh-token-0123456789');
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string, state?: unknown) => void>();

beforeEach(() => {
  localStorage.clear();
  takeSessionExpiry();
  window.history.replaceState(null, '', '/');
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
});

describe('api client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await api.get('/api/ping', OkSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-access');
  });

  it('on a 401 with userData stored, clears the three keys and goes to / (noting the page and the expiry)', async () => {
    storeSession();
    window.history.replaceState(null, '', '/demandas?situacao=aberta');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'Sessão expirada.' }));
    await expect(api.get('/api/me', OkSchema)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { from: '/demandas?situacao=aberta' });
    // The login page says 'Sua sessão expirou' once and returns to the page after login.
    expect(takeSessionExpiry()).toEqual({ from: '/demandas?situacao=aberta' });
    expect(takeSessionExpiry()).toBeNull();
  });

  it('on a 401 without userData stored, leaves storage alone and stays where it is', async () => {
    localStorage.setItem('accessToken', 'stray');
    window.history.replaceState(null, '', '/cadastro');
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'Faça login.' }));
    await expect(api.get('/api/me', OkSchema)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('accessToken')).toBe('stray');
    expect(navigate).not.toHaveBeenCalled();
    expect(takeSessionExpiry()).toBeNull();
  });

  it('on a 401 TOKEN_EXPIRED refreshes once and retries the request once', async () => {
    storeSession();
    const auth = { accessToken: 'new-access', refreshToken: 'new-refresh-token-0123456789', userData };
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/jwt/refresh-token') return json(200, auth);
      const bearer = new Headers(init?.headers).get('Authorization');
      if (bearer === 'Bearer new-access') return json(200, { ok: true });
      return json(401, { code: 'TOKEN_EXPIRED', message: 'Sua sessão expirou.' });
    });

    // Two concurrent requests share a single refresh.
    const results = await Promise.all([api.get('/api/a', OkSchema), api.get('/api/b', OkSchema)]);

    expect(results).toEqual([{ ok: true }, { ok: true }]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/jwt/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.[1]?.body))).toEqual({
      refreshToken: 'old-refresh-token-0123456789',
    });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh-token-0123456789');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails', async () => {
    storeSession();
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/jwt/refresh-token'
        ? json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'Sessão inválida.' })
        : json(401, { code: 'TOKEN_EXPIRED', message: 'Sua sessão expirou.' }),
    );
    await expect(api.get('/api/me', OkSchema)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { from: undefined });
  });

  it('on a 403 goes to /acesso-negado with the reason, keeping the session', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'Sem permissão.' }));
    await expect(api.get('/api/users', OkSchema)).rejects.toMatchObject({
      status: 403,
      message: 'Sem permissão.',
    });
    expect(navigate).toHaveBeenCalledWith('/acesso-negado?motivo=FORBIDDEN');
    expect(localStorage.getItem('userData')).not.toBeNull();
  });

  it.each(['TRIAL_EXPIRED', 'ORGANIZATION_SUSPENDED', 'ADMIN_ONLY'])(
    'on a 403 %s goes to /acesso-negado with that motivo',
    async (code) => {
      storeSession();
      fetchMock.mockResolvedValueOnce(json(403, { code, message: 'Recusado.' }));
      await expect(api.post('/api/tasks', {}, OkSchema)).rejects.toMatchObject({ status: 403, code });
      expect(navigate).toHaveBeenCalledWith(`/acesso-negado?motivo=${code}`);
      expect(localStorage.getItem('userData')).not.toBeNull();
    },
  );

  it('never swallows a 403, even for a code a call lists as its own', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: 'Sem permissão.' }));
    await expect(
      api.get('/api/organization', OkSchema, { noRedirectFor: ['FORBIDDEN'] }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/acesso-negado?motivo=FORBIDDEN');
  });

  it('keeps a listed non-403 code on the form', async () => {
    storeSession();
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'Não encontrado.' }));
    await expect(api.get('/api/x', OkSchema, { noRedirectFor: ['NOT_FOUND'] })).rejects.toMatchObject({
      status: 404,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets public calls such as the login keep their 401 and 403 on the form', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' }),
    );
    await expect(
      api.post('/api/auth', { email: 'a@b.c', password: 'x' }, OkSchema, { public: true }),
    ).rejects.toThrow('E-mail ou senha incorretos.');
    fetchMock.mockResolvedValueOnce(json(403, { code: 'USER_INACTIVE', message: 'Usuário desativado.' }));
    await expect(api.post('/api/auth', {}, OkSchema, { public: true })).rejects.toMatchObject({
      code: 'USER_INACTIVE',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('carries the per-field messages of a validation error', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'VALIDATION', message: 'Dados inválidos.', fields: { email: 'E-mail inválido' } }),
    );
    await expect(api.post('/api/users', {}, OkSchema)).rejects.toMatchObject({
      fields: { email: 'E-mail inválido' },
    });
  });
});
