// The emendas pages inside the app shell (list, board, form, record, Portal import) and the Mapa de emendas
// e ações; each page is a lazy chunk behind its ability.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const ListRoute = lazyNamed(() => import('./amendments-list.route.tsx'), 'AmendmentsListRoute');
const BoardRoute = lazyNamed(() => import('./amendments-board.route.tsx'), 'AmendmentsBoardRoute');
const NewRoute = lazyNamed(() => import('./amendment-form.route.tsx'), 'AmendmentNewRoute');
const EditRoute = lazyNamed(() => import('./amendment-form.route.tsx'), 'AmendmentEditRoute');
const RecordRoute = lazyNamed(() => import('./amendment-record.route.tsx'), 'AmendmentRecordRoute');
const ImportRoute = lazyNamed(() => import('./amendments-import.route.tsx'), 'AmendmentsImportRoute');
const MapRoute = lazyNamed(() => import('./amendment-map.route.tsx'), 'AmendmentMapRoute');

export const amendmentRoutes: RouteObject[] = [
  { path: 'emendas', element: guarded('read', 'amendments', <ListRoute />) },
  { path: 'emendas/quadro', element: guarded('read', 'amendments', <BoardRoute />) },
  { path: 'emendas/nova', element: guarded('create', 'amendments', <NewRoute />) },
  { path: 'emendas/importar', element: guarded('create', 'amendments', <ImportRoute />) },
  { path: 'emendas/:id', element: guarded('read', 'amendments', <RecordRoute />) },
  { path: 'emendas/:id/editar', element: guarded('update', 'amendments', <EditRoute />) },
  { path: 'mapas/emendas', element: guarded('read', 'maps', <MapRoute />) },
];
