// Test data and a fetch mock that answers by method and path, for the citizens component tests.
import type { Citizen, CitizenListItem } from '@gabinete/shared';
import { vi } from 'vitest';
import { arrayPageResponse, jsonResponse } from '../../../test/render.tsx';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeListItem(n: number, extra: Partial<CitizenListItem> = {}): CitizenListItem {
  return {
    _id: uuid(n),
    name: `Eleitor ${n}`,
    socialName: null,
    nickname: null,
    cpf: null,
    birthDate: '1980-05-10',
    age: 46,
    phone: '+5561999990000',
    email: null,
    neighborhood: 'Asa Norte',
    city: 'Brasília',
    uf: 'DF',
    voterZone: null,
    voterSection: null,
    tags: [],
    leader: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    deletedAt: null,
    ...extra,
  };
}

export function makeCitizen(extra: Partial<Citizen> = {}): Citizen {
  return {
    _id: uuid(1),
    name: 'Maria da Silva',
    socialName: null,
    nickname: null,
    cpf: '52998224725',
    rg: null,
    birthDate: '1980-05-10',
    age: 46,
    gender: 'feminino',
    voterTitle: null,
    voterZone: null,
    voterSection: null,
    profession: null,
    phones: [{ _id: 'p1', number: '+5561999998888', type: 'whatsapp', preferred: true, canContact: true }],
    emails: [],
    cep: null,
    street: null,
    number: null,
    complement: null,
    neighborhood: 'Asa Norte',
    cityIbge: 5300108,
    city: 'Brasília',
    uf: 'DF',
    referencePoint: null,
    lat: null,
    lng: null,
    tags: [],
    leader: null,
    referralsCount: 0,
    origin: null,
    notes: null,
    registeredBy: { _id: 'u-admin', name: 'Ana Souza' },
    createdAt: '2026-01-15T12:00:00.000Z',
    updatedAt: '2026-01-15T12:00:00.000Z',
    deletedAt: null,
    ...extra,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (the path may end in '*'); unknown calls answer
 * empty lists so side queries (tags, users, saved filters) do not fail the page.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    for (const [key, handler] of Object.entries(handlers)) {
      const [m, p] = key.split(' ') as [string, string];
      const match = p.endsWith('*') ? url.pathname.startsWith(p.slice(0, -1)) : url.pathname === p;
      if (m === method && match) return handler(url, init);
    }
    if (url.pathname === '/api/tags') return jsonResponse(200, { tags: [], total: 0, page: 1, perPage: 500 });
    if (url.pathname === '/api/users') return arrayPageResponse([], 0);
    if (url.pathname === '/api/citizens/saved-filters') return jsonResponse(200, { filters: [] });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Não encontrado' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, as URLs with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === path;
    })
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
}
