// '/dashboard' inside the app shell (also shown at '/' for a user who may read it); a lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const DashboardRoute = lazyNamed(() => import('./dashboard.route.tsx'), 'DashboardRoute');

export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', element: guarded('read', 'dashboard', <DashboardRoute />) },
];
