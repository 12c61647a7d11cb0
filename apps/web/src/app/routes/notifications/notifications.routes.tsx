// The notifications page inside the app shell; a lazy chunk like every page.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const NotificationsRoute = lazyNamed(() => import('./notifications.route.tsx'), 'NotificationsRoute');

export const notificationRoutes: RouteObject[] = [
  { path: 'notificacoes', element: guarded('read', 'notifications', <NotificationsRoute />) },
];
