// Suporte inside the app shell: the office's tickets and thread, and the platform team's queue.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const SupportListRoute = lazyNamed(() => import('./support-list.route.tsx'), 'SupportListRoute');
const SupportQueueRoute = lazyNamed(() => import('./support-list.route.tsx'), 'SupportQueueRoute');
const SupportTicketRoute = lazyNamed(() => import('./support-ticket.route.tsx'), 'SupportTicketRoute');

export const supportRoutes: RouteObject[] = [
  { path: 'suporte', element: guarded('read', 'support', <SupportListRoute />) },
  { path: 'suporte/:id', element: guarded('read', 'support', <SupportTicketRoute />) },
  { path: 'plataforma/suporte', element: guarded('read', 'organizations', <SupportQueueRoute />) },
  { path: 'plataforma/suporte/:id', element: guarded('read', 'organizations', <SupportTicketRoute />) },
];
