// Municipalities, CEP lookup and map settings: reference data any signed-in user may read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CepAddressSchema,
  CepParamsSchema,
  MapConfigSchema,
  MunicipalityListSchema,
  MunicipalitySearchQuerySchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { searchMunicipalities } from './geo.repository.ts';
import * as service from './geo.service.ts';

const tags = ['Geografia'];

export const geoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/geo/municipalities',
    {
      schema: {
        tags,
        summary: 'Buscar municípios (sem acentos; os que começam com o texto primeiro)',
        querystring: MunicipalitySearchQuerySchema,
        response: { 200: MunicipalityListSchema },
      },
    },
    async (request) => {
      const rows = await searchMunicipalities(deps.database.db, request.query);
      return { municipalities: rows.map(({ ibge, name, uf, lat, lng }) => ({ ibge, name, uf, lat, lng })) };
    },
  );

  app.get(
    '/geo/cep/:cep',
    {
      schema: {
        tags,
        summary: 'Consultar CEP (404 quando não existe, 503 quando o serviço não responde)',
        params: CepParamsSchema,
        response: { 200: CepAddressSchema },
      },
    },
    (request) => service.lookupCep(deps, request.params.cep),
  );

  app.get(
    '/geo/map-config',
    {
      schema: {
        tags,
        summary: 'Servidor de mapas e centro inicial do mapa do gabinete',
        response: { 200: MapConfigSchema },
      },
    },
    (request) => service.mapConfig(deps, request.tenant),
  );
};
