// Every route of the emendas area and the instituições, registered by one line in modules/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { institutionsRoutes } from '../institutions/institutions.routes.ts';
import './amendments.extensions.ts';
import { amendmentFilesRoutes } from './amendments-files.routes.ts';
import { amendmentImportRoutes } from './amendments-import.routes.ts';
import { amendmentsRoutes } from './amendments.routes.ts';

export const amendmentsModule: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(institutionsRoutes, { deps });
  await app.register(amendmentsRoutes, { deps });
  await app.register(amendmentImportRoutes, { deps });
  await app.register(amendmentFilesRoutes, { deps });
};
