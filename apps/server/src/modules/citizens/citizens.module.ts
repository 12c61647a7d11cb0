// Every route of the citizens area, registered by one line in modules/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { citizensBulkRoutes } from './citizens-bulk.routes.ts';
import { citizensDuplicatesRoutes } from './citizens-duplicates.routes.ts';
import { citizensProfileRoutes } from './citizens-profile.routes.ts';
import { citizensRoutes } from './citizens.routes.ts';
import { resetVotersRoutes } from './reset-voters.routes.ts';

export const citizensModule: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(citizensRoutes, { deps });
  await app.register(citizensProfileRoutes, { deps });
  await app.register(citizensDuplicatesRoutes, { deps });
  await app.register(citizensBulkRoutes, { deps });
  await app.register(resetVotersRoutes, { deps });
};
