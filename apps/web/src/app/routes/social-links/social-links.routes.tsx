// The Links sociais page inside the app shell, as a lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const SocialLinksRoute = lazyNamed(() => import('./social-links.route.tsx'), 'SocialLinksRoute');

export const socialLinkRoutes: RouteObject[] = [
  { path: 'links-sociais', element: guarded('read', 'social-links', <SocialLinksRoute />) },
];
