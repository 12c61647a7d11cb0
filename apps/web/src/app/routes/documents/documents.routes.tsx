// The documentos pages inside the app shell; the editor (TipTap) is its own lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const DocumentsListRoute = lazyNamed(() => import('./documents-list.route.tsx'), 'DocumentsListRoute');
const DocumentRoute = lazyNamed(() => import('./document.route.tsx'), 'DocumentRoute');

export const documentRoutes: RouteObject[] = [
  { path: 'documentos', element: guarded('read', 'documents', <DocumentsListRoute />) },
  { path: 'documentos/:id', element: guarded('read', 'documents', <DocumentRoute />) },
];
