// The Portal da Transparência import: upload (zip or CSV, under 50 MB) → preview → execute; the parked rows
// and their review. Same subject as the emendas: uploading needs 'create', executing and reviewing 'update'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AMENDMENT_IMPORT_MAX_BYTES,
  AmendmentImportParamsSchema,
  AmendmentImportPreviewSchema,
  IdParamsSchema,
  ListParkedQuerySchema,
  ParkedAmendmentListSchema,
  ParkedAmendmentSchema,
  ReviewParkedInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './amendments-import.service.ts';

const tags = ['Emendas'];

const tooLarge = (error: unknown) => (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

export const amendmentImportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/amendments/imports',
    {
      preValidation: requireAbility('create', 'amendments'),
      bodyLimit: AMENDMENT_IMPORT_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary:
          'Enviar o CSV de emendas do Portal da Transparência (ou o zip) e ver o que a importação fará, sem alterar nada',
        consumes: ['multipart/form-data'],
        response: { 201: AmendmentImportPreviewSchema },
      },
    },
    async (request, reply) => {
      let file: Buffer | undefined;
      let fileName = 'EmendasParlamentares.csv';
      try {
        if (!request.isMultipart()) throw new AppError('AMENDMENT_IMPORT_FILE', 400);
        for await (const part of request.parts({
          limits: { fileSize: AMENDMENT_IMPORT_MAX_BYTES, files: 1 },
        })) {
          if (part.type !== 'file') continue;
          fileName = part.filename || fileName;
          file = await part.toBuffer();
        }
      } catch (error) {
        if (tooLarge(error)) throw new AppError('AMENDMENT_IMPORT_TOO_LARGE', 413);
        throw error;
      }
      if (!file?.length) throw new AppError('AMENDMENT_IMPORT_FILE', 400);
      return reply.status(201).send(await service.previewImport(deps, request.tenant, fileName, file));
    },
  );

  app.get(
    '/amendments/imports/:importId',
    {
      preValidation: requireAbility('create', 'amendments'),
      schema: {
        tags,
        summary: 'Ver a prévia (ou o resultado) de uma importação do Portal',
        params: AmendmentImportParamsSchema,
        response: { 200: AmendmentImportPreviewSchema },
      },
    },
    (request) => service.getImport(deps, request.tenant, request.params.importId),
  );

  app.post(
    '/amendments/imports/:importId/execute',
    {
      preValidation: requireAbility('update', 'amendments'),
      schema: {
        tags,
        summary: 'Executar a importação: atualiza, cria e separa para revisão, tudo ou nada',
        params: AmendmentImportParamsSchema,
        response: { 200: AmendmentImportPreviewSchema },
      },
    },
    (request) => service.executeImport(deps, request.tenant, request.params.importId),
  );

  app.get(
    '/amendments/parked',
    {
      preValidation: requireAbility('read', 'amendments'),
      schema: {
        tags,
        summary: 'Linhas do Portal em revisão (não correspondem a nenhuma emenda do gabinete)',
        querystring: ListParkedQuerySchema,
        response: { 200: ParkedAmendmentListSchema },
      },
    },
    (request) => service.listParked(deps, request.tenant, request.query),
  );

  app.post(
    '/amendments/parked/:id/review',
    {
      preValidation: requireAbility('update', 'amendments'),
      schema: {
        tags,
        summary: 'Revisar uma linha: ligar a uma emenda, criar uma emenda a partir dela ou descartar',
        params: IdParamsSchema,
        body: ReviewParkedInputSchema,
        response: { 200: ParkedAmendmentSchema },
      },
    },
    (request) => service.reviewParked(deps, request.tenant, request.params.id, request.body),
  );
};
