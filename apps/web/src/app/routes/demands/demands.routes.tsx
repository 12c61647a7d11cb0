// The demandas pages inside the app shell (list, board, form, record) and the demand map; each page is
// a lazy chunk behind its ability.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const DemandsListRoute = lazyNamed(() => import('./demands-list.route.tsx'), 'DemandsListRoute');
const DemandsBoardRoute = lazyNamed(() => import('./demands-board.route.tsx'), 'DemandsBoardRoute');
const DemandNewRoute = lazyNamed(() => import('./demand-form.route.tsx'), 'DemandNewRoute');
const DemandEditRoute = lazyNamed(() => import('./demand-form.route.tsx'), 'DemandEditRoute');
const DemandRecordRoute = lazyNamed(() => import('./demand-record.route.tsx'), 'DemandRecordRoute');
const DemandMapRoute = lazyNamed(() => import('./demand-map.route.tsx'), 'DemandMapRoute');

export const demandRoutes: RouteObject[] = [
  { path: 'demandas', element: guarded('read', 'demands', <DemandsListRoute />) },
  { path: 'demandas/quadro', element: guarded('read', 'demands', <DemandsBoardRoute />) },
  { path: 'demandas/nova', element: guarded('create', 'demands', <DemandNewRoute />) },
  { path: 'demandas/:id', element: guarded('read', 'demands', <DemandRecordRoute />) },
  { path: 'demandas/:id/editar', element: guarded('update', 'demands', <DemandEditRoute />) },
  { path: 'mapas/demandas', element: guarded('read', 'maps', <DemandMapRoute />) },
];
