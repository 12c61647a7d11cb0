// Feature modules: public ones answer without a session; the rest register inside the authenticated context.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { meRoutes } from './auth/me.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { organizationsRoutes } from './organizations/organizations.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export async function registerPublicModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { deps });
}

export async function registerProtectedModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(meRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(organizationsRoutes, { deps });
}
