// The contatos de autoridades page inside the app shell.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const AuthoritiesRoute = lazyNamed(() => import('./authorities.route.tsx'), 'AuthoritiesRoute');

export const authorityRoutes: RouteObject[] = [
  { path: 'autoridades', element: guarded('read', 'authorities', <AuthoritiesRoute />) },
];
