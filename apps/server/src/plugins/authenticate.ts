// The authenticated context: Bearer token → principal → request.tenant; trial and suspension enforced here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, isTrialExpired, type Action, type Subject } from '@gabinete/shared';
import { AppError } from '../lib/app-error.ts';
import type { AccessTokens } from '../modules/auth/access-token.ts';
import { loadPrincipal, type Principal } from '../modules/auth/principal.ts';
import { sessionIsLive } from '../modules/auth/sessions.ts';

export type Tenant = Principal;

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
    /** The session (refresh-token family) of the access token. */
    sessionId: string;
  }
  interface FastifyContextConfig {
    /** Lets a trial-expired user reach the route (their own data, logout). */
    allowExpiredTrial?: boolean;
    /** Lets a user of a suspended office reach the route (Suporte: they need help most). */
    allowSuspended?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED', 401, 'Faça login para continuar.');
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('UNAUTHENTICATED', 401);
  return token;
}

export function authenticate(tokens: AccessTokens) {
  return async function onRequest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const claims = await tokens.verify(bearerToken(request));
    // Logout, a password change or reset ends the session: its access tokens stop here, not at expiry.
    if (!claims.sid || !(await sessionIsLive(request.server.db, claims.sid)))
      throw new AppError('UNAUTHENTICATED', 401);
    const principal = await loadPrincipal(request.server.db, claims.sub);
    if (!principal || principal.organizationId !== claims.org) throw new AppError('UNAUTHENTICATED', 401);
    if (!principal.active) throw new AppError('USER_INACTIVE', 401);
    if (
      principal.organizationStatus === 'suspended' &&
      !principal.isPlatform &&
      !request.routeOptions.config.allowSuspended
    ) {
      throw new AppError('ORGANIZATION_SUSPENDED', 403);
    }
    if (
      isTrialExpired({ is_trial: principal.isTrial, createdAt: principal.createdAt }) &&
      !request.routeOptions.config.allowExpiredTrial
    ) {
      throw new AppError('TRIAL_EXPIRED', 403);
    }
    request.tenant = principal;
    request.sessionId = claims.sid;
  };
}

/** preValidation hook that refuses with 403 (before any 400 about the input) unless the caller's ability allows action on subject. */
export function requireAbility(action: Action, subject: Subject) {
  return async function checkAbility(request: FastifyRequest): Promise<void> {
    if (!can(request.tenant.ability, action, subject)) throw new AppError('FORBIDDEN', 403);
  };
}

export const isOfficeAdmin = (tenant: Tenant) => tenant.role === 'admin' || tenant.role === 'platform_admin';

/** preValidation for what only the office admin may see or do (audit log, LGPD requests, per-user resets). */
export async function requireOfficeAdmin(request: FastifyRequest): Promise<void> {
  if (!isOfficeAdmin(request.tenant)) throw new AppError('ADMIN_ONLY', 403);
}
