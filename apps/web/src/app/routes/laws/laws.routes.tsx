// The banco de leis page inside the app shell.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const LawsRoute = lazyNamed(() => import('./laws.route.tsx'), 'LawsRoute');

export const lawRoutes: RouteObject[] = [{ path: 'leis', element: guarded('read', 'laws', <LawsRoute />) }];
