// Office users (spec §7 'Office API'): list, read, invite, multipart update, delete — scoped to the caller's office.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  IdParamsSchema,
  InviteUserInputSchema,
  ListUsersQuerySchema,
  OkSchema,
  UpdateUserFieldsSchema,
  UserOptionListSchema,
  UserListSchema,
  UserSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { coerceFields, readForm } from '../../lib/multipart.ts';
import { setPageHeaders, withPageHeaders } from '../../lib/page-headers.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { requireAbility } from '../../plugins/authenticate.ts';
import { signUpload } from '../../lib/upload-urls.ts';
import { toUser } from './users.mapper.ts';
import { selectUserOptions } from './users.repository.ts';
import * as service from './users.service.ts';

const tags = ['Usuários'];

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/users',
    {
      preValidation: requireAbility('read', 'users'),
      schema: {
        tags,
        summary: 'Listar usuários',
        description:
          'Uma página de usuários como array JSON; o total vai no cabeçalho X-Total-Count e as páginas vizinhas em Link.',
        querystring: ListUsersQuerySchema,
        response: { 200: withPageHeaders(UserListSchema) },
      },
    },
    async (request, reply) => {
      const { users, total } = await service.listUsers(deps, request.tenant, request.query);
      setPageHeaders(request, reply, { total, page: request.query.page, perPage: request.query.perPage });
      return users;
    },
  );

  app.get(
    '/users/options',
    {
      schema: {
        tags,
        summary: 'Pessoas do gabinete para escolher como responsável ou participante (qualquer usuário)',
        response: { 200: UserOptionListSchema },
      },
    },
    async (request) => ({
      users: (await selectUserOptions(deps.database.db, request.tenant.organizationId)).map((u) => ({
        _id: u.id,
        name: u.name,
        avatar: signUpload(u.avatar),
      })),
    }),
  );

  app.get(
    '/users/:id',
    { schema: { tags, summary: 'Ver usuário', params: IdParamsSchema, response: { 200: UserSchema } } },
    async (request) => {
      // Everyone may read their own record; other records need read on users.
      if (request.params.id !== request.tenant.userId) await requireAbility('read', 'users')(request);
      return toUser(await service.getUser(deps, request.tenant, request.params.id));
    },
  );

  app.post(
    '/users',
    {
      preValidation: requireAbility('create', 'users'),
      schema: {
        tags,
        summary: 'Convidar usuário',
        body: InviteUserInputSchema,
        response: { 201: UserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.inviteUser(deps, request.tenant, request.body)),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Editar usuário (multipart/form-data: campos e a foto em "avatar")',
        params: IdParamsSchema,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, ['avatar'], AVATAR_MAX_BYTES);
      const fields = parseOrThrow(
        UpdateUserFieldsSchema,
        coerceFields(form.fields, ['ability'], ['active', 'removeAvatar']),
      );
      return service.updateUser(deps, request.tenant, request.params.id, fields, {
        bytes: form.files.avatar,
      });
    },
  );

  app.post(
    '/users/:id/resend-invite',
    {
      preValidation: requireAbility('create', 'users'),
      schema: { tags, summary: 'Reenviar convite', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.resendInvite(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Convite reenviado.' };
    },
  );

  app.delete(
    '/users/:id',
    {
      preValidation: requireAbility('delete', 'users'),
      schema: { tags, summary: 'Excluir usuário', params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await service.deleteUser(deps, request.tenant, request.params.id);
      return { ok: true as const, message: 'Usuário excluído.' };
    },
  );
};
