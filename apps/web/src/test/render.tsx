// Renders a component with the app's providers, a router and a given session, for component tests.
import { render } from '@testing-library/react';
import type { UserData } from '@gabinete/shared';
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
};

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
