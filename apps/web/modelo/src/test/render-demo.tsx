// Renders a /modelo screen in jsdom against a fresh fake back end (the real one, through the interceptor),
// logged in as the template's admin or client, at a given path.
import { createDemoBackend, type DemoBackend } from '@gabinete/template-demo';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { DemoProviders, createDemoQueryClient } from '../app/providers.tsx';
import { installDemoInterceptor } from '../lib/interceptor.ts';
import { saveDemoSession, type DemoUserData } from '../lib/session.ts';

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

const mediaList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }) as unknown as MediaQueryList;

let phone = false;
/** Makes every `max-width` media query match (a 390 px phone) until the test ends. */
export function onPhone(): void {
  phone = true;
  vi.mocked(window.matchMedia).mockImplementation((query) => mediaList(query, query.includes('max-width')));
}
afterEach(() => {
  if (!phone) return;
  phone = false;
  vi.mocked(window.matchMedia).mockImplementation((query) => mediaList(query, false));
});

export const DEMO_ADMIN: DemoUserData = {
  id: 1,
  fullName: 'João Silva',
  username: 'joaosilva',
  avatar: null,
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};

export const DEMO_CLIENT: DemoUserData = {
  id: 2,
  fullName: 'Maria Souza',
  username: 'mariasouza',
  avatar: null,
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

interface RenderDemoOptions {
  /** The URL inside the area (without /modelo), e.g. '/email/trash'. */
  path?: string;
  /** The route pattern the element is mounted at, e.g. 'email/*' (default: the path itself). */
  route?: string;
  /** Who is logged in; null for a visitor. Default: the admin. */
  user?: DemoUserData | null;
  /** Extra routes, e.g. the page a link leads to. */
  routes?: RouteObject[];
  backend?: DemoBackend;
}

/** Returns the router (to read `router.state.location`) and the backend (to check the store). */
export function renderDemo(element: ReactElement, options: RenderDemoOptions = {}) {
  const path = options.path ?? '/';
  const backend = options.backend ?? createDemoBackend();
  uninstall?.();
  uninstall = installDemoInterceptor(window, backend);
  const user = options.user === undefined ? DEMO_ADMIN : options.user;
  if (user) saveDemoSession({ userData: user, accessToken: 'teste' });
  const router = createMemoryRouter(
    [{ path: options.route ?? path.split('?')[0], element }, ...(options.routes ?? [])],
    { initialEntries: [path] },
  );
  const view = render(
    <DemoProviders env="test" queryClient={createDemoQueryClient()}>
      <RouterProvider router={router} />
    </DemoProviders>,
  );
  return { ...view, router, backend };
}
