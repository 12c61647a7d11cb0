// Tutorial (/api/tutorial): the first-login checklist. The help pages themselves ship with the web app.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TutorialChecklistSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './tutorial.service.ts';

const tags = ['Tutorial'];
const response = { 200: TutorialChecklistSchema };
const canRead = requireAbility('read', 'tutorial');

export const tutorialRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/tutorial/checklist',
    {
      preValidation: canRead,
      schema: {
        tags,
        summary: 'Primeiros passos do gabinete, marcados pelos dados do próprio gabinete',
        response,
      },
    },
    (request) => service.getChecklist(deps, request.tenant),
  );

  app.put(
    '/tutorial/checklist/dismissal',
    {
      preValidation: canRead,
      schema: { tags, summary: 'Ocultar os primeiros passos do meu dashboard', response },
    },
    (request) => service.dismissChecklist(deps, request.tenant, true),
  );

  app.delete(
    '/tutorial/checklist/dismissal',
    {
      preValidation: canRead,
      schema: { tags, summary: 'Mostrar de novo os primeiros passos no meu dashboard', response },
    },
    (request) => service.dismissChecklist(deps, request.tenant, false),
  );
};
