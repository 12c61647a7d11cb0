// The caller's own session data and password.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordInputSchema,
  OkSchema,
  UserDataSchema,
  UserPreferencesInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { findUserById } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { toUserData } from '../users/users.mapper.ts';
import { changeOwnPassword, sendEmailValidation } from './auth.service.ts';

const tags = ['Minha conta'];

export const meRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  const ownUserData = async (userId: string, organizationId: string) => {
    const user = await findUserById(db, userId);
    const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!user || !org) throw new AppError('UNAUTHENTICATED', 401);
    return toUserData(user, org);
  };

  app.get(
    '/me',
    {
      config: { allowExpiredTrial: true },
      schema: { tags, summary: 'Meus dados de sessão', response: { 200: UserDataSchema } },
    },
    (request) => ownUserData(request.tenant.userId, request.tenant.organizationId),
  );

  // Always the caller's own row: there is no user id to aim at someone else's.
  app.put(
    '/me/preferences',
    {
      config: { allowExpiredTrial: true },
      schema: {
        tags,
        summary: 'Minhas preferências (tema claro, escuro ou automático)',
        body: UserPreferencesInputSchema,
        response: { 200: UserDataSchema },
      },
    },
    async (request) => {
      await db
        .update(users)
        .set({ colorScheme: request.body.colorScheme })
        .where(eq(users.id, request.tenant.userId));
      return ownUserData(request.tenant.userId, request.tenant.organizationId);
    },
  );

  app.patch(
    '/me/password',
    {
      schema: {
        tags,
        summary: 'Trocar minha senha',
        body: ChangePasswordInputSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await changeOwnPassword(
        deps,
        { userId: request.tenant.userId, sessionId: request.sessionId, ip: request.ip },
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { ok: true as const, message: 'Senha alterada.' };
    },
  );

  app.post(
    '/me/resend-validation',
    { schema: { tags, summary: 'Reenviar confirmação de e-mail', response: { 200: OkSchema } } },
    async (request) => {
      const user = await findUserById(db, request.tenant.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 401);
      if (!user.emailVerifiedAt) await sendEmailValidation(deps, user);
      return { ok: true as const, message: 'Enviamos um novo link de confirmação para o seu e-mail.' };
    },
  );
};
