// Public session routes (spec §7 paths under /api): login, refresh, logout, sign-up, password links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  LoginInputSchema,
  LogoutInputSchema,
  NewPasswordInputSchema,
  OkSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResetPasswordRequestSchema,
  TokenParamsSchema,
} from '@gabinete/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { bearerToken } from '../../plugins/authenticate.ts';
import * as auth from './auth.service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const tags = ['Autenticação'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth',
    { schema: { tags, summary: 'Entrar', body: LoginInputSchema, response: { 200: AuthResponseSchema } } },
    (request) => auth.login(deps, request.body, meta(request)),
  );

  app.post(
    '/jwt/refresh-token',
    {
      schema: {
        tags,
        summary: 'Renovar a sessão',
        body: RefreshInputSchema,
        response: { 200: AuthResponseSchema },
      },
    },
    (request) => auth.refresh(deps, request.body.refreshToken, meta(request)),
  );

  // Spec §7 shows /jwt/logout as a configured path without a payload: a bare POST is a logout too.
  app.post(
    '/jwt/logout',
    { schema: { tags, summary: 'Sair', body: LogoutInputSchema.nullish(), response: { 200: OkSchema } } },
    async (request) => {
      // The access token's session ends too, so the token is refused from the next request on.
      const claims = request.headers.authorization
        ? await deps.tokens.verify(bearerToken(request)).catch(() => null)
        : null;
      await auth.logout(deps, request.body?.refreshToken ?? undefined, claims?.sid);
      return { ok: true as const, message: 'Sessão encerrada.' };
    },
  );

  app.post(
    '/jwt/register',
    {
      schema: {
        tags,
        summary: 'Criar gabinete em período de teste',
        body: RegisterInputSchema,
        response: { 201: AuthResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(deps, request.body, meta(request))),
  );

  app.put(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Pedir link de redefinição de senha',
        body: ResetPasswordRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email);
      return {
        ok: true as const,
        message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
      };
    },
  );

  app.patch(
    '/users/password',
    {
      schema: {
        tags,
        summary: 'Definir senha por link',
        body: NewPasswordInputSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await auth.setPasswordWithToken(deps, request.body.token, request.body.password);
      return { ok: true as const, message: 'Senha definida. Entre com a nova senha.' };
    },
  );

  app.patch(
    '/users/validate-email/:token',
    { schema: { tags, summary: 'Confirmar e-mail', params: TokenParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await auth.validateEmail(deps, request.params.token);
      return { ok: true as const, message: 'E-mail confirmado.' };
    },
  );
};
