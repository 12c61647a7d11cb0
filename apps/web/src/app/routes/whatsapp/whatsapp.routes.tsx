// The WhatsApp page inside the app shell; a lazy chunk like every page.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const WhatsappRoute = lazyNamed(() => import('./whatsapp.route.tsx'), 'WhatsappRoute');

export const whatsappRoutes: RouteObject[] = [
  { path: 'whatsapp', element: guarded('read', 'whatsapp', <WhatsappRoute />) },
];
