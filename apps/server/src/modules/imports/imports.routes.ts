// Imports of citizens from CSV/XLSX (issue 3): upload, mapping with preview, start, cancel, history and the
// error report — scoped to the caller's office.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ImportErrorListSchema,
  ImportListSchema,
  ImportMappingInputSchema,
  ImportPreviewSchema,
  ImportSchema,
  ListImportsQuerySchema,
  PageQuerySchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import { errorReport, reportName } from './import-report.ts';
import { toImport } from './imports.mapper.ts';
import * as service from './imports.service.ts';

const tags = ['Importações'];
const params = IdParamsSchema;

export const importsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/imports',
    {
      preValidation: requireAbility('create', 'imports'),
      schema: {
        tags,
        summary: 'Enviar planilha (multipart/form-data, campo "file": CSV ou XLSX)',
        consumes: ['multipart/form-data'],
        response: { 201: ImportSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createImport(deps, request.tenant, request)),
  );

  app.get(
    '/imports',
    {
      preValidation: requireAbility('read', 'imports'),
      schema: {
        tags,
        summary: 'Histórico de importações',
        querystring: ListImportsQuerySchema,
        response: { 200: ImportListSchema },
      },
    },
    (request) => service.listImports(deps, request.tenant, request.query),
  );

  app.get(
    '/imports/:id',
    {
      preValidation: requireAbility('read', 'imports'),
      schema: { tags, summary: 'Ver importação (e o progresso)', params, response: { 200: ImportSchema } },
    },
    async (request) => toImport(await service.getImportRow(deps, request.tenant, request.params.id)),
  );

  app.put(
    '/imports/:id/mapping',
    {
      preValidation: requireAbility('create', 'imports'),
      schema: {
        tags,
        summary: 'Associar colunas aos campos e ver a prévia',
        params,
        body: ImportMappingInputSchema,
        response: { 200: ImportPreviewSchema },
      },
    },
    (request) => service.setMapping(deps, request.tenant, request.params.id, request.body),
  );

  app.get(
    '/imports/:id/preview',
    {
      preValidation: requireAbility('read', 'imports'),
      schema: {
        tags,
        summary: 'Prévia das primeiras linhas',
        params,
        response: { 200: ImportPreviewSchema },
      },
    },
    (request) => service.preview(deps, request.tenant, request.params.id),
  );

  app.post(
    '/imports/:id/start',
    {
      preValidation: requireAbility('create', 'imports'),
      schema: { tags, summary: 'Iniciar a importação', params, response: { 200: ImportSchema } },
    },
    (request) => service.startImport(deps, request.tenant, request.params.id),
  );

  app.post(
    '/imports/:id/cancel',
    {
      preValidation: requireAbility('create', 'imports'),
      schema: {
        tags,
        summary: 'Cancelar a importação (para depois do lote em andamento)',
        params,
        response: { 200: ImportSchema },
      },
    },
    (request) => service.cancelImport(deps, request.tenant, request.params.id),
  );

  app.get(
    '/imports/:id/errors',
    {
      preValidation: requireAbility('read', 'imports'),
      schema: {
        tags,
        summary: 'Linhas com erro',
        params,
        querystring: PageQuerySchema.omit({ q: true }),
        response: { 200: ImportErrorListSchema },
      },
    },
    (request) => service.listImportErrors(deps, request.tenant, request.params.id, request.query),
  );

  app.get(
    '/imports/:id/errors.csv',
    {
      preValidation: requireAbility('read', 'imports'),
      schema: { tags, summary: 'Relatório de erros (CSV)', params, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const row = await service.getImportRow(deps, request.tenant, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(reportName(row.fileName)))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(errorReport(deps.database.db, row)));
    },
  );
};
