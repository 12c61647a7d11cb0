// The caller's own office profile, and the platform admin's management of every office.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateOrganizationInputSchema,
  EmailSettingsSchema,
  IdParamsSchema,
  ListOrganizationsQuerySchema,
  LOGO_MAX_BYTES,
  OrganizationListSchema,
  OrganizationProfileInputSchema,
  OrganizationSchema,
  UpdateOrganizationInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { readForm } from '../../lib/multipart.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import * as service from './organizations.service.ts';

const own = ['Meu gabinete'];
const platform = ['Organizações (plataforma)'];
const response = { 200: OrganizationSchema };

export const organizationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/organization',
    { config: { allowExpiredTrial: true }, schema: { tags: own, summary: 'Perfil do gabinete', response } },
    (request) => service.getOrganization(deps, request.tenant.organizationId),
  );

  app.put(
    '/organization',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags: own,
        summary: 'Editar perfil do gabinete',
        body: OrganizationProfileInputSchema,
        response,
      },
    },
    (request) =>
      service.updateOrganization(deps, request.tenant, request.tenant.organizationId, request.body),
  );

  app.post(
    '/organization/logo',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: {
        tags: own,
        summary: 'Enviar logotipo (multipart, campo "logo")',
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Envie o logotipo como multipart/form-data.');
      const form = await readForm(request, ['logo'], LOGO_MAX_BYTES).catch((err: unknown) => {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FILE_TOO_LARGE', 413, 'O logotipo passa do limite de 1 MB.');
        throw err;
      });
      if (!form.files.logo)
        throw new AppError('VALIDATION', 400, 'Logotipo: envie uma imagem.', { logo: 'Envie uma imagem' });
      return service.setOrganizationLogo(deps, request.tenant, form.files.logo);
    },
  );

  app.delete(
    '/organization/logo',
    {
      preValidation: requireAbility('update', 'settings'),
      schema: { tags: own, summary: 'Remover logotipo', response },
    },
    (request) => service.setOrganizationLogo(deps, request.tenant, null),
  );

  app.get(
    '/organization/email',
    {
      preValidation: requireAbility('read', 'settings'),
      schema: {
        tags: own,
        summary: 'Envio de e-mails desta instalação (somente leitura)',
        response: { 200: EmailSettingsSchema },
      },
    },
    () => service.emailSettings(deps.env),
  );

  const canRead = requireAbility('read', 'organizations');
  const canManage = requireAbility('manage', 'organizations');

  app.get(
    '/organizations',
    {
      preValidation: canRead,
      schema: {
        tags: platform,
        summary: 'Listar gabinetes',
        querystring: ListOrganizationsQuerySchema,
        response: { 200: OrganizationListSchema },
      },
    },
    (request) => service.listOrganizations(deps, request.query),
  );
  app.get(
    '/organizations/:id',
    {
      preValidation: canRead,
      schema: { tags: platform, summary: 'Ver gabinete', params: IdParamsSchema, response },
    },
    (request) => service.getOrganization(deps, request.params.id),
  );
  app.post(
    '/organizations',
    {
      preValidation: canManage,
      schema: {
        tags: platform,
        summary: 'Criar gabinete',
        body: CreateOrganizationInputSchema,
        response: { 201: OrganizationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createOrganization(deps, request.tenant, request.body)),
  );
  app.put(
    '/organizations/:id',
    {
      preValidation: canManage,
      schema: {
        tags: platform,
        summary: 'Editar gabinete',
        params: IdParamsSchema,
        body: UpdateOrganizationInputSchema,
        response,
      },
    },
    (request) => service.updateOrganization(deps, request.tenant, request.params.id, request.body),
  );
  app.patch(
    '/organizations/:id/suspend',
    {
      preValidation: canManage,
      schema: { tags: platform, summary: 'Suspender gabinete', params: IdParamsSchema, response },
    },
    (request) => service.setOrganizationStatus(deps, request.tenant, request.params.id, 'suspended'),
  );
  app.patch(
    '/organizations/:id/reactivate',
    {
      preValidation: canManage,
      schema: { tags: platform, summary: 'Reativar gabinete', params: IdParamsSchema, response },
    },
    (request) => service.setOrganizationStatus(deps, request.tenant, request.params.id, 'active'),
  );
};
