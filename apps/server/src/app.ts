// Builds the Fastify application: plugins, the public routes listed here, and the authenticated context.
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import {
  defineJobs,
  registerProtectedModules,
  registerPublicModules,
  registerWhatsappApi,
} from './modules/index.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerRealtime } from './modules/realtime/realtime.server.ts';
import { registerDocs } from './plugins/docs.ts';
import { authenticate } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSerializer } from './plugins/serializer.ts';
import { registerWeb } from './plugins/web.ts';
import { setUploadSigningSecret } from './lib/upload-urls.ts';
import { jwtSecret } from './bootstrap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface BuildOptions {
  logger?: boolean | object;
  webDist?: string;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    frameworkErrors,
    clientErrorHandler,
    // Fastify's two info lines per request are replaced by registerRequestLog (slow → warn, rest → debug).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerSerializer(app, deps.env.NODE_ENV === 'test');
  app.decorate('db', deps.database.db);
  defineJobs(deps);
  app.decorateRequest('tenant', null as never);
  app.decorateRequest('sessionId', '');
  // Echo the request id so a person can quote it when reporting a problem (it is in every log line).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerRequestLog(app, deps.env.SLOW_REQUEST_MS);
  registerMetrics(app, deps);

  registerSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await registerDocs(app);

  await app.register(
    async (api) => {
      await registerPublicModules(api, deps);
      await api.register(async (protectedApi) => {
        protectedApi.addHook('onRequest', authenticate(deps.tokens));
        await registerProtectedModules(protectedApi, deps);
      });
    },
    { prefix: '/api' },
  );
  await registerWhatsappApi(app, deps, async (plugin) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', authenticate(deps.tokens));
      await plugin(scope);
    });
  });

  setUploadSigningSecret(jwtSecret(deps.env));
  await registerWeb(app, options.webDist ?? '', deps.uploadsDir);
  registerRealtime(app, deps);
  return app;
}
