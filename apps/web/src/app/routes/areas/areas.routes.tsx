// The área pages inside the app shell; each page is a lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const AreasRoute = lazyNamed(() => import('./areas.route.tsx'), 'AreasRoute');

export const areaRoutes: RouteObject[] = [
  { path: 'areas', element: guarded('read', 'areas', <AreasRoute />) },
];
