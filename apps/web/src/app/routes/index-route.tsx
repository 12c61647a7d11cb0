// '/': the login page for a visitor, the home page inside the shell for a logged-in user (UI.md).
import { isTrialExpired } from '@gabinete/shared';
import { Navigate } from 'react-router';
import { useUserData } from '../../lib/session.ts';
import { lazyNamed } from '../lazy-route.ts';

const LoginRoute = lazyNamed(() => import('./auth/login.route.tsx'), 'LoginRoute');
const ShellLayout = lazyNamed(() => import('../shell/shell-layout.tsx'), 'ShellLayout');
const HomeRoute = lazyNamed(() => import('./home/home.route.tsx'), 'HomeRoute');

export function IndexRoute() {
  const userData = useUserData();
  if (!userData) return <LoginRoute />;
  if (isTrialExpired(userData)) return <Navigate to="/periodo-de-teste-encerrado" replace />;
  return (
    <ShellLayout>
      <HomeRoute />
    </ShellLayout>
  );
}
