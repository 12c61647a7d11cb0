// '/': the login page for a visitor; for a logged-in user the dashboard, or the first area they may read,
// or (with none) a page saying so (UI.md). The platform admin's home is the platform: its offices
// ('Organizações'), shown in place like the dashboard, never an office dashboard.
import { isTrialExpired } from '@gabinete/shared';
import { Navigate } from 'react-router';
import { landingFor } from '../../features/home/landing.ts';
import { forbiddenPath } from '../../lib/api-client.ts';
import { useUserData } from '../../lib/session.ts';
import { lazyNamed } from '../lazy-route.ts';

const LoginRoute = lazyNamed(() => import('./auth/login.route.tsx'), 'LoginRoute');
const ShellLayout = lazyNamed(() => import('../shell/shell-layout.tsx'), 'ShellLayout');
const DashboardRoute = lazyNamed(() => import('./dashboard/dashboard.route.tsx'), 'DashboardRoute');
const HomeRoute = lazyNamed(() => import('./home/home.route.tsx'), 'HomeRoute');
const OrganizationsListRoute = lazyNamed(
  () => import('./organizations/organizations-list.route.tsx'),
  'OrganizationsListRoute',
);

const HOMES = { platform: OrganizationsListRoute, dashboard: DashboardRoute, none: HomeRoute };

export function IndexRoute() {
  const userData = useUserData();
  if (!userData) return <LoginRoute />;
  if (isTrialExpired(userData)) return <Navigate to={forbiddenPath('TRIAL_EXPIRED')} replace />;
  const landing = landingFor(userData.ability);
  if (landing.kind === 'area') return <Navigate to={landing.path} replace />;
  const Home = HOMES[landing.kind];
  return (
    <ShellLayout>
      <Home />
    </ShellLayout>
  );
}
