// The public download of an export: no session (the link opens in a new tab), only the signed, expiring token.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../audit/audit.service.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import { attachment } from './csv.ts';
import { exportFilePath, downloadName } from './export-files.ts';
import { checkExportToken } from './export-link.ts';
import { expireExport } from './exports.maintenance.ts';
import { isExpired } from './exports.mapper.ts';
import { exports } from './exports.table.ts';

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportDownloadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/exports/:id/file',
    {
      schema: {
        tags: ['Exportações'],
        summary: 'Baixar o arquivo de uma exportação (link assinado, válido até expirar)',
        params: IdParamsSchema,
        querystring: z.object({ token: z.string().max(200) }),
        produces: [CONTENT_TYPES.csv!, CONTENT_TYPES.xlsx!],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      checkExportToken(deps.env, id, request.query.token);
      const { db } = deps.database;
      const [row] = await db.select().from(exports).where(eq(exports.id, id));
      if (!row) throw new AppError('EXPORT_NOT_FOUND', 404);
      if (isExpired(row)) {
        await expireExport(deps, row);
        throw new AppError('EXPORT_EXPIRED', 410);
      }
      if (row.status !== 'completed') throw new AppError('EXPORT_NOT_READY', 409);
      const file = exportFilePath(deps.env, row);
      if (!fs.existsSync(file)) throw new AppError('EXPORT_EXPIRED', 410);
      await audit(db, {
        organizationId: row.organizationId,
        userId: null,
        action: 'export_download',
        entity: 'export',
        entityId: row.id,
      });
      return reply
        .header('content-type', CONTENT_TYPES[row.format] ?? 'application/octet-stream')
        .header(
          'content-disposition',
          attachment(downloadName(row, await officeTimeZone(db, row.organizationId))),
        )
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};
