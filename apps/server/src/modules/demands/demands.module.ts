// Every route of the demandas area, registered by one line in modules/index.ts; importing the extensions
// and the overdue check registers them (timeline, merge hook, alert check).
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { demandStatusesRoutes } from './demand-statuses.routes.ts';
import { demandFilesRoutes } from './demands-files.routes.ts';
import './demands-overdue.ts';
import { demandViewsRoutes } from './demands-views.routes.ts';
import './demands.extensions.ts';
import { demandsRoutes } from './demands.routes.ts';
import { resetDemandsRoutes } from './reset-demands.routes.ts';

export const demandsModule: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(demandStatusesRoutes, { deps });
  await app.register(demandViewsRoutes, { deps });
  await app.register(demandsRoutes, { deps });
  await app.register(demandFilesRoutes, { deps });
  await app.register(resetDemandsRoutes, { deps });
};
