// Routes of the /modelo area (basename /modelo): its own login and register, then every screen of the table
// inside the shell, each checked against the template user's ability.
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from './page.tsx';
import { DemoGuard, RequireDemoUser } from './guards.tsx';
import { screens } from './screens.tsx';
import { DemoShell } from './shell.tsx';
import { LoginScreen } from '../screens/auth/login.tsx';
import { RegisterScreen } from '../screens/auth/register.tsx';
import { NotAuthorizedScreen } from '../screens/auth/not-authorized.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { NotFoundScreen } from '../screens/auth/not-found.tsx';

const withGuard = (screen: (typeof screens)[number]) => (
  <DemoGuard action={screen.action} subject={screen.subject}>
    <Suspense fallback={<PageLoader />}>
      <screen.element />
    </Suspense>
  </DemoGuard>
);

export const demoRoutes: RouteObject[] = [
  { path: 'entrar', element: <LoginScreen /> },
  { path: 'cadastro', element: <RegisterScreen /> },
  {
    element: (
      <RequireDemoUser>
        <Outlet />
      </RequireDemoUser>
    ),
    children: [
      ...screens.filter((s) => s.bare).map((s) => ({ path: s.path, element: withGuard(s) })),
      {
        element: <DemoShell />,
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'nao-autorizado', element: <NotAuthorizedScreen /> },
          ...screens.filter((s) => !s.bare).map((s) => ({ path: s.path, element: withGuard(s) })),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function createDemoRouter() {
  return createBrowserRouter(demoRoutes, { basename: '/modelo' });
}
