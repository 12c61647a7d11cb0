// Filled by the casework issue (placeholder while it is being built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

export const areasRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
