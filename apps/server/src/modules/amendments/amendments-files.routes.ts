// Anexos of an emenda: list (who may read emendas), add and remove (who may update them), download.
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DemandAttachmentListSchema,
  DemandAttachmentParamsSchema,
  DemandAttachmentSchema,
  IdParamsSchema,
  OkSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import * as files from './amendments-attachments.service.ts';

const tags = ['Emendas'];

export const amendmentFilesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/amendments/:id/attachments',
    {
      preValidation: requireAbility('read', 'amendments'),
      schema: {
        tags,
        summary: 'Anexos da emenda',
        params: IdParamsSchema,
        response: { 200: DemandAttachmentListSchema },
      },
    },
    (request) => files.listAmendmentAttachments(deps, request.tenant, request.params.id),
  );

  app.post(
    '/amendments/:id/attachments',
    {
      preValidation: requireAbility('update', 'amendments'),
      schema: {
        tags,
        summary:
          'Anexar arquivo à emenda (multipart/form-data, campo "file"; até 10 MB; PDF, imagens, Office, ODF, TXT, CSV)',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: DemandAttachmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await files.addAmendmentAttachment(deps, request.tenant, request.params.id, request)),
  );

  app.get(
    '/amendments/:id/attachments/:attachmentId/file',
    {
      preValidation: requireAbility('read', 'amendments'),
      schema: { tags, summary: 'Baixar o arquivo do anexo da emenda', params: DemandAttachmentParamsSchema },
    },
    async (request, reply) => {
      const { file, row } = await files.openAmendmentAttachment(
        deps,
        request.tenant,
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('content-type', row.contentType)
        .header('content-length', row.size)
        .header('content-disposition', attachment(row.fileName))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );

  app.delete(
    '/amendments/:id/attachments/:attachmentId',
    {
      preValidation: requireAbility('update', 'amendments'),
      schema: {
        tags,
        summary: 'Remover anexo da emenda',
        params: DemandAttachmentParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await files.deleteAmendmentAttachment(
        deps,
        request.tenant,
        request.params.id,
        request.params.attachmentId,
      );
      return { ok: true as const, message: 'Anexo removido.' };
    },
  );
};
