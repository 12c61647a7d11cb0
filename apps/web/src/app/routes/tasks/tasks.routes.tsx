// The area's pages inside the app shell (filled by the casework issue); each page is a lazy chunk.
import type { RouteObject } from 'react-router';

export const taskRoutes: RouteObject[] = [];
