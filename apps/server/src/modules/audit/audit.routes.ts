// The audit log viewer: who viewed and changed what in the office (office admin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, ListAuditQuerySchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireOfficeAdmin } from '../../plugins/authenticate.ts';
import { listAudit } from './audit-list.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/audit',
    {
      preValidation: requireOfficeAdmin,
      schema: {
        tags: ['LGPD'],
        summary: 'Registro de auditoria do gabinete (somente administrador; busca pelo nome de quem agiu)',
        querystring: ListAuditQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    (request) =>
      listAudit(deps.database.db, request.tenant.organizationId, request.query, request.tenant.timeZone),
  );
};
