// The SAC inbox inside the app shell; a lazy chunk like every page.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const SacRoute = lazyNamed(() => import('./sac.route.tsx'), 'SacRoute');

export const sacRoutes: RouteObject[] = [{ path: 'sac', element: guarded('read', 'sac', <SacRoute />) }];
