// The documentos pages inside the app shell; the editor (TipTap) is its own lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const DocumentsListRoute = lazyNamed(() => import('./documents-list.route.tsx'), 'DocumentsListRoute');
const DocumentRoute = lazyNamed(() => import('./document.route.tsx'), 'DocumentRoute');
const DocumentTemplatesRoute = lazyNamed(
  () => import('./document-templates.route.tsx'),
  'DocumentTemplatesRoute',
);

export const documentRoutes: RouteObject[] = [
  { path: 'documentos', element: guarded('read', 'documents', <DocumentsListRoute />) },
  { path: 'documentos/modelos', element: guarded('read', 'documents', <DocumentTemplatesRoute />) },
  { path: 'documentos/:id', element: guarded('read', 'documents', <DocumentRoute />) },
];
