// The instituições pages inside the app shell; each page is a lazy chunk behind its ability.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const ListRoute = lazyNamed(() => import('./institutions.route.tsx'), 'InstitutionsListRoute');
const NewRoute = lazyNamed(() => import('./institutions.route.tsx'), 'InstitutionNewRoute');
const EditRoute = lazyNamed(() => import('./institutions.route.tsx'), 'InstitutionEditRoute');
const RecordRoute = lazyNamed(() => import('./institutions.route.tsx'), 'InstitutionRecordRoute');

export const institutionRoutes: RouteObject[] = [
  { path: 'instituicoes', element: guarded('read', 'institutions', <ListRoute />) },
  { path: 'instituicoes/nova', element: guarded('create', 'institutions', <NewRoute />) },
  { path: 'instituicoes/:id', element: guarded('read', 'institutions', <RecordRoute />) },
  { path: 'instituicoes/:id/editar', element: guarded('update', 'institutions', <EditRoute />) },
];
