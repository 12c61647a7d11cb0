// SMS inside the app shell: the office's history and the composer.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const SmsListRoute = lazyNamed(() => import('./sms-list.route.tsx'), 'SmsListRoute');

export const smsRoutes: RouteObject[] = [{ path: 'sms', element: guarded('read', 'sms', <SmsListRoute />) }];
