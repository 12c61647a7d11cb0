// The office's demand statuses: read with the demandas, changed in Configurações (settings update).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DemandStatusInputSchema,
  DemandStatusListSchema,
  DemandStatusOrderInputSchema,
  DemandStatusSchema,
  IdParamsSchema,
  OkSchema,
  UpdateDemandStatusInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { registerOfficeSetup } from '../organizations/office-setup.ts';
import * as service from './demand-statuses.service.ts';

const tags = ['Demandas'];

registerOfficeSetup('demand-statuses', service.ensureDemandStatuses);

export const demandStatusesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/demands/statuses',
    {
      preValidation: requireAbility('read', 'demands'),
      schema: {
        tags,
        summary: 'Listar as situações de demanda do gabinete (na ordem do quadro), com as transições',
        response: { 200: DemandStatusListSchema },
      },
    },
    (request) => service.listStatuses(deps, request.tenant),
  );

  app.post(
    '/demands/statuses',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags,
        summary: 'Criar situação de demanda',
        body: DemandStatusInputSchema,
        response: { 201: DemandStatusSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createStatus(deps, request.tenant, request.body)),
  );

  app.put(
    '/demands/statuses/order',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags,
        summary: 'Reordenar as situações (todas, na nova ordem)',
        body: DemandStatusOrderInputSchema,
        response: { 200: DemandStatusListSchema },
      },
    },
    (request) => service.reorderStatuses(deps, request.tenant, request.body),
  );

  app.put(
    '/demands/statuses/:id',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags,
        summary: 'Editar situação (nome, cor, inicial, final, próximas situações)',
        params: IdParamsSchema,
        body: UpdateDemandStatusInputSchema,
        response: { 200: DemandStatusSchema },
      },
    },
    (request) => service.updateStatus(deps, request.tenant, request.params.id, request.body),
  );

  app.delete(
    '/demands/statuses/:id',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags,
        summary: 'Excluir situação (recusado enquanto houver demandas nela)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.deleteStatus(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Situação excluída.' };
    },
  );
};
