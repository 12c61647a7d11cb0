// The agenda inside the app shell; the calendar (and FullCalendar's CSS) load in their own lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const AgendaRoute = lazyNamed(() => import('./agenda.route.tsx'), 'AgendaRoute');

export const eventRoutes: RouteObject[] = [
  { path: 'agenda', element: guarded('read', 'events', <AgendaRoute />) },
];
