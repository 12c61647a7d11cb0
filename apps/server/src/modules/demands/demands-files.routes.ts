// Comments and attachments of a demanda.
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DemandAttachmentListSchema,
  DemandAttachmentParamsSchema,
  DemandAttachmentSchema,
  DemandCommentInputSchema,
  DemandCommentListSchema,
  DemandCommentParamsSchema,
  DemandCommentSchema,
  IdParamsSchema,
  OkSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import * as attachments from './demands-attachments.service.ts';
import * as comments from './demands-comments.service.ts';

const tags = ['Demandas'];

export const demandFilesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/demands/:id/comments',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Comentários da demanda (mais antigo primeiro)',
        params: IdParamsSchema,
        response: { 200: DemandCommentListSchema },
      },
    },
    (request) => comments.listComments(deps, request.tenant, request.params.id),
  );

  app.post(
    '/demands/:id/comments',
    {
      preValidation: requireAbility('create', 'demands'),
      schema: {
        tags,
        summary: 'Comentar a demanda (quem a segue é avisado)',
        params: IdParamsSchema,
        body: DemandCommentInputSchema,
        response: { 201: DemandCommentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await comments.addComment(deps, request.tenant, request.params.id, request.body.text)),
  );

  app.delete(
    '/demands/:id/comments/:commentId',
    {
      preValidation: requireAbility('create', 'demands'),
      schema: {
        tags,
        summary: 'Apagar comentário (quem o escreveu ou o administrador do gabinete)',
        params: DemandCommentParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await comments.deleteComment(deps, request.tenant, request.params.id, request.params.commentId);
      return { ok: true as const, message: 'Comentário apagado.' };
    },
  );

  app.get(
    '/demands/:id/attachments',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Anexos da demanda',
        params: IdParamsSchema,
        response: { 200: DemandAttachmentListSchema },
      },
    },
    (request) => attachments.listAttachments(deps, request.tenant, request.params.id),
  );

  app.post(
    '/demands/:id/attachments',
    {
      preValidation: requireAbility('update', 'demands'),
      schema: {
        tags,
        summary:
          'Anexar arquivo (multipart/form-data, campo "file"; até 10 MB; PDF, imagens, Office, ODF, TXT, CSV)',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: DemandAttachmentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await attachments.addAttachment(deps, request.tenant, request.params.id, request)),
  );

  app.get(
    '/demands/:id/attachments/:attachmentId/file',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: { tags, summary: 'Baixar o arquivo do anexo', params: DemandAttachmentParamsSchema },
    },
    async (request, reply) => {
      const { file, row } = await attachments.openAttachment(
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
    '/demands/:id/attachments/:attachmentId',
    {
      preValidation: requireAbility('update', 'demands'),
      schema: {
        tags,
        summary: 'Remover anexo',
        params: DemandAttachmentParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await attachments.deleteAttachment(
        deps,
        request.tenant,
        request.params.id,
        request.params.attachmentId,
      );
      return { ok: true as const, message: 'Anexo removido.' };
    },
  );
};
