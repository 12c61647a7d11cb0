// The tarefas pages inside the app shell; '/tarefas/:id' is the same page with the tarefa's drawer open.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lazy-route.ts';
import { guarded } from '../guards.tsx';

const TasksRoute = lazyNamed(() => import('./tasks.route.tsx'), 'TasksRoute');

export const taskRoutes: RouteObject[] = [
  // One route with an optional id, so opening a tarefa does not remount the list or the board.
  { path: 'tarefas/:id?', element: guarded('read', 'tasks', <TasksRoute />) },
];
