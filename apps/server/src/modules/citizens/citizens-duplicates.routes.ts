// Duplicates: the warning while a record is typed, the screen of likely pairs, and the merge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CitizenSchema,
  DuplicateCheckInputSchema,
  DuplicateCheckSchema,
  DuplicatePairListSchema,
  DuplicatePairsQuerySchema,
  IdParamsSchema,
  MergeCitizensInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { checkDuplicates, selectDuplicatePairs } from './citizens-duplicates.ts';
import { mergeCitizens } from './citizens-merge.ts';

const tags = ['Eleitores'];

export const citizensDuplicatesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/citizens/duplicates/check',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Procurar cadastros com o mesmo CPF, título ou telefone',
        body: DuplicateCheckInputSchema,
        response: { 200: DuplicateCheckSchema },
      },
    },
    (request) => checkDuplicates(db, request.tenant.organizationId, request.body),
  );

  app.get(
    '/citizens/duplicates',
    {
      preValidation: requireAbility('read', 'citizens'),
      schema: {
        tags,
        summary: 'Prováveis duplicados (mesmo CPF, título, telefone, ou nome e nascimento)',
        querystring: DuplicatePairsQuerySchema,
        response: { 200: DuplicatePairListSchema },
      },
    },
    (request) =>
      selectDuplicatePairs(db, request.tenant.organizationId, request.query.page, request.query.perPage),
  );

  app.post(
    '/citizens/:id/merge',
    {
      preValidation: [requireAbility('update', 'citizens'), requireAbility('delete', 'citizens')],
      schema: {
        tags,
        summary: 'Mesclar um duplicado neste eleitor (o duplicado vai para a lixeira)',
        params: IdParamsSchema,
        body: MergeCitizensInputSchema,
        response: { 200: CitizenSchema },
      },
    },
    (request) => mergeCitizens(deps, request.tenant, request.params.id, request.body),
  );
};
