// Tutorial inside the app shell: the searchable index of help pages and one page; lazy chunks.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const TutorialIndexRoute = lazyNamed(() => import('./tutorial-index.route.tsx'), 'TutorialIndexRoute');
const TutorialPageRoute = lazyNamed(() => import('./tutorial-page.route.tsx'), 'TutorialPageRoute');

export const tutorialRoutes: RouteObject[] = [
  { path: 'tutorial', element: guarded('read', 'tutorial', <TutorialIndexRoute />) },
  { path: 'tutorial/:slug', element: guarded('read', 'tutorial', <TutorialPageRoute />) },
];
