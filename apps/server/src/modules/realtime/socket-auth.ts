// The handshake check: the same rules as the HTTP authenticated context (plugins/authenticate.ts), so a
// socket is refused exactly when a request with that token would be.
import { isTrialExpired } from '@gabinete/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { loadPrincipal, type Principal } from '../auth/principal.ts';
import { sessionIsLive } from '../auth/sessions.ts';

export async function authenticateSocket(
  deps: AppDeps,
  token: unknown,
): Promise<{ principal: Principal; sessionId: string }> {
  if (typeof token !== 'string' || !token) {
    throw new AppError('UNAUTHENTICATED', 401, 'Faça login para continuar.');
  }
  const claims = await deps.tokens.verify(token);
  if (!claims.sid || !(await sessionIsLive(deps.database.db, claims.sid)))
    throw new AppError('UNAUTHENTICATED', 401);
  const principal = await loadPrincipal(deps.database.db, claims.sub);
  if (!principal || principal.organizationId !== claims.org) throw new AppError('UNAUTHENTICATED', 401);
  if (!principal.active) throw new AppError('USER_INACTIVE', 401);
  if (principal.organizationStatus === 'suspended' && !principal.isPlatform) {
    throw new AppError('ORGANIZATION_SUSPENDED', 403);
  }
  if (isTrialExpired({ is_trial: principal.isTrial, createdAt: principal.createdAt })) {
    throw new AppError('TRIAL_EXPIRED', 403);
  }
  return { principal, sessionId: claims.sid };
}
