// Inteligência Artificial inside the app shell.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const AiRoute = lazyNamed(() => import('./ai.route.tsx'), 'AiRoute');

export const aiRoutes: RouteObject[] = [{ path: 'ia', element: guarded('read', 'ai', <AiRoute />) }];
