// Renders a component with the app's providers, a router and a given session, for component tests.
import { render } from '@testing-library/react';
import { ROLE_PRESETS, type User, type UserData } from '@gabinete/shared';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { saveSession } from '../lib/session.ts';

export const baseUserData: UserData = {
  _id: 'u-admin',
  user_id: 'u-admin',
  organization_id: 'o1',
  name: 'Ana Souza',
  email: 'ana@gabinete.demo',
  role: 'admin',
  avatar: null,
  phone: null,
  is_trial: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ability: [{ action: 'manage', subject: 'users' }],
  organizationName: 'Gabinete Demo',
  emailVerified: true,
  organizationLogo: null,
  accentColor: 'blue',
  timeZone: 'America/Sao_Paulo',
  colorScheme: 'light',
};

/** A user record as GET /api/users/{id} answers it (an assessor unless overridden). */
export function makeUser(extra: Partial<User> = {}): User {
  const id = extra._id ?? 'u-1';
  return {
    _id: id,
    user_id: id,
    name: 'Pessoa da Equipe',
    email: 'pessoa@gabinete.demo',
    role: 'assessor',
    ability: ROLE_PRESETS.assessor,
    customAbility: false,
    avatar: null,
    phone: null,
    status: 'active',
    is_trial: false,
    organization_id: 'o1',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    ...extra,
  };
}

export function loginAs(userData: Partial<UserData> = {}): UserData {
  const full = { ...baseUserData, ...userData };
  saveSession({ userData: full, accessToken: 'test-access', refreshToken: 'test-refresh-token-0123456789' });
  return full;
}

export function renderWithApp(element: ReactElement, { path = '/', route = '/' } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div>Outra página</div> },
    ],
    {
      initialEntries: [route],
    },
  );
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A paged list as GET /api/users answers it: the rows as a JSON array, the total in X-Total-Count. */
export const arrayPageResponse = (rows: unknown[], total = rows.length) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
