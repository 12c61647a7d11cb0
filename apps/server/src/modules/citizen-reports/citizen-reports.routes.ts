// Reports over the office's citizens: aniversariantes, ranking de lideranças, liderança tree and the citizen map.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  BirthdayListSchema,
  BirthdaysQuerySchema,
  can,
  CitizenFilterSchema,
  CitizenMapSchema,
  IdParamsSchema,
  RankingQuerySchema,
  RankingSchema,
  RankingWeightsSchema,
  ReferralsSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { listBirthdays } from './birthdays.ts';
import { citizenMap } from './citizen-map.ts';
import { requireCitizen } from './citizen-ref.ts';
import { getRanking, rankingWeights, saveRankingWeights } from './ranking.ts';
import { getReferrals } from './referrals.ts';

const tags = ['Eleitores'];
const readCitizens = requireAbility('read', 'citizens');

/** The ranking's points are an office setting: its admin, or whoever may change settings. */
async function canSetWeights(request: FastifyRequest): Promise<void> {
  const { role, ability } = request.tenant;
  if (role !== 'admin' && role !== 'platform_admin' && !can(ability, 'update', 'settings')) {
    throw new AppError('FORBIDDEN', 403);
  }
}

export const citizenReportsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get(
    '/citizens/birthdays',
    {
      preValidation: readCitizens,
      schema: {
        tags,
        summary: 'Aniversariantes de hoje, da semana ou do mês (horário de Brasília)',
        querystring: BirthdaysQuerySchema,
        response: { 200: BirthdayListSchema },
      },
    },
    (request) =>
      listBirthdays(db, request.tenant.organizationId, request.query, new Date(), request.tenant.timeZone),
  );

  app.get(
    '/citizens/ranking',
    {
      preValidation: readCitizens,
      schema: {
        tags,
        summary: 'Ranking de lideranças (pontos por eleitor indicado)',
        querystring: RankingQuerySchema,
        response: { 200: RankingSchema },
      },
    },
    (request) => getRanking(db, request.tenant.organizationId, request.query),
  );

  app.put(
    '/citizens/ranking/weights',
    {
      preValidation: canSetWeights,
      schema: {
        tags,
        summary: 'Definir os pontos do ranking',
        body: RankingWeightsSchema,
        response: { 200: RankingSchema },
      },
    },
    async (request) => {
      const { organizationId, userId } = request.tenant;
      const before = await rankingWeights(db, organizationId);
      await saveRankingWeights(db, organizationId, request.body);
      await audit(db, {
        organizationId,
        userId,
        action: 'update',
        entity: 'organization',
        entityId: organizationId,
        data: { rankingWeights: { from: before, to: request.body } },
      });
      return getRanking(db, organizationId, { page: 1, perPage: 25 });
    },
  );

  app.get(
    '/citizens/map',
    {
      preValidation: readCitizens,
      schema: {
        tags,
        summary: 'Pontos do mapa de eleitores (com os filtros da lista)',
        querystring: CitizenFilterSchema,
        response: { 200: CitizenMapSchema },
      },
    },
    (request) =>
      citizenMap(db, request.tenant.organizationId, request.query, undefined, request.tenant.timeZone),
  );

  app.get(
    '/citizens/:id/referrals',
    {
      preValidation: readCitizens,
      schema: {
        tags,
        summary: 'Árvore de liderança: quem indicou e quem foi indicado',
        params: IdParamsSchema,
        response: { 200: ReferralsSchema },
      },
    },
    async (request) => {
      const citizen = await requireCitizen(db, request.tenant.organizationId, request.params.id);
      return getReferrals(db, request.tenant.organizationId, citizen.id);
    },
  );
};
