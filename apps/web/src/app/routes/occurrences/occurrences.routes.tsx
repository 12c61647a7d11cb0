// The atendimentos pages inside the app shell; each page is a lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const OccurrencesListRoute = lazyNamed(() => import('./occurrences-list.route.tsx'), 'OccurrencesListRoute');
const OccurrenceRecordRoute = lazyNamed(
  () => import('./occurrence-record.route.tsx'),
  'OccurrenceRecordRoute',
);

export const occurrenceRoutes: RouteObject[] = [
  { path: 'atendimentos', element: guarded('read', 'occurrences', <OccurrencesListRoute />) },
  { path: 'atendimentos/:id', element: guarded('read', 'occurrences', <OccurrenceRecordRoute />) },
];
