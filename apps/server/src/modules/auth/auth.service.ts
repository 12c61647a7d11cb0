// Login, refresh, logout, sign-up and the e-mailed links; every function takes its dependencies explicitly.
import { eq } from 'drizzle-orm';
import type { AuthResponse, LoginInput, RegisterInput } from '@gabinete/shared';
import { sessionRoom, userRoom } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { audit } from '../audit/audit.service.ts';
import { organizations, type OrganizationRow } from '../organizations/organizations.table.ts';
import { findUserByEmail, findUserById } from '../users/users.repository.ts';
import { toUserData } from '../users/users.mapper.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { applyEmailChange } from '../users/email-change.ts';
import { resetPasswordMail, validateEmailMail } from './emails.ts';
import { consumeLinkToken, issueLinkToken } from './link-tokens.ts';
import { forgetPrincipal } from './principal.ts';
import { runOfficeSetup } from '../organizations/office-setup.ts';
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeByToken,
  revokeFamily,
  rotateRefreshToken,
  type ClientMeta,
} from './refresh-tokens.ts';

async function sessionFor(
  deps: AppDeps,
  user: UserRow,
  org: OrganizationRow,
  session: { refreshToken: string; familyId: string },
): Promise<AuthResponse> {
  const accessToken = await deps.tokens.sign({
    sub: user.id,
    org: user.organizationId,
    sid: session.familyId,
  });
  return { accessToken, refreshToken: session.refreshToken, userData: toUserData(user, org) };
}

/** Refuses inactive users and suspended offices; returns the office for the session answer. */
async function officeToEnter(deps: AppDeps, user: UserRow): Promise<OrganizationRow> {
  if (!user.active) throw new AppError('USER_INACTIVE', 403);
  const [org] = await deps.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  if (!org) throw new AppError('ORGANIZATION_NOT_FOUND', 404);
  if (org.status === 'suspended' && !org.isPlatform) throw new AppError('ORGANIZATION_SUSPENDED', 403);
  return org;
}

export async function login(deps: AppDeps, input: LoginInput, meta: ClientMeta): Promise<AuthResponse> {
  const { db } = deps.database;
  await deps.loginGuard.check(input.email, meta.ip);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await deps.loginGuard.fail(input.email, meta.ip);
    if (user && !user.passwordHash) throw new AppError('PASSWORD_NOT_SET', 403);
    throw new AppError('INVALID_CREDENTIALS', 401);
  }
  await deps.loginGuard.succeed(input.email, meta.ip);
  const org = await officeToEnter(deps, user);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const session = await issueRefreshToken(db, user.id, deps.env.REFRESH_TOKEN_TTL, meta);
  return sessionFor(deps, user, org, session);
}

export async function refresh(deps: AppDeps, token: string, meta: ClientMeta): Promise<AuthResponse> {
  const { db } = deps.database;
  const { userId, ...session } = await rotateRefreshToken(db, token, deps.env.REFRESH_TOKEN_TTL, meta);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('INVALID_REFRESH_TOKEN', 401);
  return sessionFor(deps, user, await officeToEnter(deps, user), session);
}

/** Ends the session named by the refresh token and/or by the access token's session id. */
export async function logout(deps: AppDeps, refreshToken: string | undefined, sessionId: string | undefined) {
  if (refreshToken) await revokeByToken(deps.database.db, refreshToken);
  if (sessionId) {
    await revokeFamily(deps.database.db, sessionId);
    deps.realtime.recheck(sessionRoom(sessionId));
  }
}

export async function register(deps: AppDeps, input: RegisterInput, meta: ClientMeta): Promise<AuthResponse> {
  const { db } = deps.database;
  if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_IN_USE', 409);
  const passwordHash = await hashPassword(input.password);
  const { user, org } = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: input.organizationName, uf: input.uf ?? null, isTrial: true })
      .returning();
    const [row] = await tx
      .insert(users)
      .values({
        organizationId: org!.id,
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'admin',
        isTrial: true,
      })
      .returning();
    await runOfficeSetup(tx, org!.id);
    return { user: row!, org: org! };
  });
  await audit(db, {
    organizationId: user.organizationId,
    userId: user.id,
    action: 'register',
    entity: 'organization',
    entityId: user.organizationId,
  });
  await sendEmailValidation(deps, user);
  const session = await issueRefreshToken(db, user.id, deps.env.REFRESH_TOKEN_TTL, meta);
  return sessionFor(deps, user, org, session);
}

export async function sendEmailValidation(deps: AppDeps, user: UserRow): Promise<void> {
  const token = await issueLinkToken(deps.database.db, user.id, 'validate_email');
  await deps.mailer.send(
    validateEmailMail(user.email, user.name, `${deps.env.appUrl}/validar-email/${token}`),
  );
}

/** Always answers the same, whether or not the address exists. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user || !user.active) return;
  // A flood of requests must not become a flood of e-mails to someone's inbox.
  if (!(await deps.loginGuard.allowResetMail(user.email.toLowerCase()))) return;
  const token = await issueLinkToken(deps.database.db, user.id, 'reset_password');
  await deps.mailer.send(
    resetPasswordMail(user.email, user.name, `${deps.env.appUrl}/redefinir-senha?token=${token}`),
  );
}

/** Sets the password from a reset or invitation link; other sessions of the user end. */
export async function setPasswordWithToken(deps: AppDeps, token: string, password: string): Promise<void> {
  const { db } = deps.database;
  const { userId, purpose } = await consumeLinkToken(db, token, ['reset_password', 'invite']);
  const owner = await findUserById(db, userId);
  if (!owner?.active) throw new AppError('INVALID_TOKEN', 400);
  const passwordHash = await hashPassword(password);
  // Following an e-mailed link proves the address.
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: new Date(),
      ...(purpose === 'invite' ? { emailVerifiedAt: new Date() } : {}),
    })
    .where(eq(users.id, userId));
  await revokeAllForUser(db, userId);
  forgetPrincipal(userId);
  deps.realtime.recheck(userRoom(userId));
  const user = await findUserById(db, userId);
  if (user)
    await audit(db, {
      organizationId: user.organizationId,
      userId,
      action: 'password_set',
      entity: 'user',
      entityId: userId,
      data: { purpose },
    });
}

export async function validateEmail(deps: AppDeps, token: string): Promise<void> {
  const { userId, carry: newEmail } = await consumeLinkToken(deps.database.db, token, ['validate_email']);
  if (newEmail) return applyEmailChange(deps, userId, newEmail);
  await deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Changes the caller's password: wrong current passwords count as failed logins of the account from that
 * address (429 with Retry-After past the limit), and every other session of the user ends; the one that
 * made the change stays open.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  session: { userId: string; sessionId: string; ip: string },
  current: string,
  next: string,
): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 401);
  await deps.loginGuard.check(user.email, session.ip);
  if (!(await verifyPassword(user.passwordHash, current))) {
    await deps.loginGuard.fail(user.email, session.ip);
    throw new AppError('WRONG_PASSWORD', 400);
  }
  await deps.loginGuard.succeed(user.email, session.ip);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllForUser(db, user.id, session.sessionId);
  // The other logins' sockets are refused at their next handshake; this one stays.
  deps.realtime.recheck(userRoom(user.id), sessionRoom(session.sessionId));
  await audit(db, {
    organizationId: user.organizationId,
    userId: user.id,
    action: 'password_set',
    entity: 'user',
    entityId: user.id,
    data: { purpose: 'change' },
  });
}
