// Documentos (/api/documents, subject 'documents'): list ('Aguardando resposta' is awaiting=true), drafts,
// 'Emitir', corrections, PDF, e-mail, replies, reminder; templates and settings of the office.
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CorrectDocumentInputSchema,
  CreateDocumentInputSchema,
  DocumentListSchema,
  DocumentSchema,
  DocumentSettingsInputSchema,
  DocumentSettingsSchema,
  DocumentTemplateInputSchema,
  DocumentTemplateListSchema,
  DocumentTemplateSchema,
  EmitDocumentInputSchema,
  IdParamsSchema,
  IdSchema,
  ListDocumentsQuerySchema,
  OkSchema,
  ReminderInputSchema,
  SendDocumentInputSchema,
  UpdateDocumentInputSchema,
  UpdateDocumentTemplateInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { attachment } from '../exports/csv.ts';
import './documents-overdue.ts';
import './documents.extensions.ts';
import * as replies from './documents-replies.service.ts';
import * as templates from './documents-templates.ts';
import * as service from './documents.service.ts';

const tags = ['Documentos'];
const ReplyParamsSchema = z.object({ id: IdSchema, replyId: IdSchema });

export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/documents',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: {
        tags,
        summary: 'Listar documentos (tipo, situação, ano, aguardando resposta, demanda, eleitor, autoridade)',
        querystring: ListDocumentsQuerySchema,
        response: { 200: DocumentListSchema },
      },
    },
    (request) => service.listDocuments(deps, request.tenant, request.query),
  );

  app.post(
    '/documents',
    {
      preValidation: requireAbility('create', 'documents'),
      schema: {
        tags,
        summary:
          'Criar rascunho (do modelo do tipo, preenchido pela autoridade, demanda, eleitor, atendimento)',
        body: CreateDocumentInputSchema,
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createDocument(deps, request.tenant, request.body)),
  );

  app.get(
    '/documents/templates',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: {
        tags,
        summary: 'Modelos do gabinete por tipo e a lista de campos de mesclagem',
        response: { 200: DocumentTemplateListSchema },
      },
    },
    (request) => templates.listTemplates(deps, request.tenant),
  );

  app.post(
    '/documents/templates',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Criar modelo (campos desconhecidos: 400)',
        body: DocumentTemplateInputSchema,
        response: { 201: DocumentTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.createTemplate(deps, request.tenant, request.body)),
  );

  app.put(
    '/documents/templates/:id',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Editar modelo',
        params: IdParamsSchema,
        body: UpdateDocumentTemplateInputSchema,
        response: { 200: DocumentTemplateSchema },
      },
    },
    (request) => templates.updateTemplate(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/documents/templates/:id',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: { tags, summary: 'Excluir modelo', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await templates.deleteTemplate(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Modelo excluído.' };
    },
  );

  app.get(
    '/documents/settings',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: {
        tags,
        summary: 'Siglas do emissor, cidade, assinatura e prazos de resposta por tipo',
        response: { 200: DocumentSettingsSchema },
      },
    },
    (request) => templates.loadSettings(deps.database.db, request.tenant.organizationId),
  );

  app.put(
    '/documents/settings',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Alterar as configurações de documentos',
        body: DocumentSettingsInputSchema,
        response: { 200: DocumentSettingsSchema },
      },
    },
    (request) => templates.updateSettings(deps, request.tenant, request.body),
  );

  app.get(
    '/documents/:id',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: { tags, summary: 'Ver documento', params: IdParamsSchema, response: { 200: DocumentSchema } },
    },
    (request) => service.getDocument(deps, request.tenant, request.params.id),
  );

  app.put(
    '/documents/:id',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Editar rascunho (com a versão lida; documentos emitidos: 409, use uma correção)',
        params: IdParamsSchema,
        body: UpdateDocumentInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    (request) => service.updateDocument(deps, request.tenant, request.params.id, request.body),
  );

  app.post(
    '/documents/:id/emit',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Emitir: numera (por gabinete, tipo e ano, sem repetir nem pular) e congela o documento',
        params: IdParamsSchema,
        body: EmitDocumentInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    (request) => service.emitDocument(deps, request.tenant, request.params.id, request.body.version),
  );

  app.post(
    '/documents/:id/corrections',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Corrigir documento emitido: nova versão com o mesmo número e o motivo',
        params: IdParamsSchema,
        body: CorrectDocumentInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    (request) => service.correctDocument(deps, request.tenant, request.params.id, request.body),
  );

  app.put(
    '/documents/:id/reminder',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Alterar a data esperada da resposta (lembrete)',
        params: IdParamsSchema,
        body: ReminderInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    (request) => service.setReminder(deps, request.tenant, request.params.id, request.body.replyDueDate),
  );

  app.get(
    '/documents/:id/pdf',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: {
        tags,
        summary: 'Baixar o PDF do documento emitido (A4, padrão ofício)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.documentPdf(deps, request.tenant, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/documents/:id/send',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Enviar o PDF por e-mail ao destinatário (registrado no documento)',
        params: IdParamsSchema,
        body: SendDocumentInputSchema,
        response: { 200: DocumentSchema },
      },
    },
    (request) => replies.sendDocument(deps, request.tenant, request.params.id, request.body),
  );

  app.post(
    '/documents/:id/replies',
    {
      preValidation: requireAbility('update', 'documents'),
      schema: {
        tags,
        summary: 'Registrar resposta (multipart: receivedOn, text e o arquivo "file", até 10 MB)',
        params: IdParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replies.addReply(deps, request.tenant, request.params.id, request)),
  );

  app.get(
    '/documents/:id/replies/:replyId/file',
    {
      preValidation: requireAbility('read', 'documents'),
      schema: { tags, summary: 'Baixar o arquivo da resposta', params: ReplyParamsSchema },
    },
    async (request, reply) => {
      const { file, row } = await replies.openReplyFile(
        deps,
        request.tenant,
        request.params.id,
        request.params.replyId,
      );
      return reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        .header('content-disposition', attachment(row.fileName ?? 'resposta'))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );

  app.delete(
    '/documents/:id',
    {
      preValidation: requireAbility('delete', 'documents'),
      schema: { tags, summary: 'Excluir rascunho', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteDocument(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Rascunho excluído.' };
    },
  );
};
