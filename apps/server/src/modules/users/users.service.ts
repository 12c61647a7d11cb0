// Rules for the office's users (a refused form rule is a 422, so the client keeps the form; 403 means no access): invitations, edits, permissions and removal, always inside the caller's office.
import { eq } from 'drizzle-orm';
import {
  can,
  normalizeAbility,
  userRoom,
  type AbilityRule,
  type InviteUserInput,
  type ListUsersQuery,
  type UpdateUserFields,
  type User,
  type UserList,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeImage, saveImage } from '../../lib/images.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { inviteMail } from '../auth/emails.ts';
import { issueLinkToken, revokeLinkTokens } from '../auth/link-tokens.ts';
import { effectiveAbility, forgetPrincipal } from '../auth/principal.ts';
import { revokeAllForUser } from '../auth/refresh-tokens.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { requestEmailChange } from './email-change.ts';
import { countOtherAdmins, findUser, findUserByEmail, selectUserPage } from './users.repository.ts';
import { toUser, toUserListItem } from './users.mapper.ts';
import { users, type UserRow } from './users.table.ts';

/** One page of the office's users and the total of every page (the route sends it as X-Total-Count). */
export async function listUsers(
  deps: AppDeps,
  tenant: Tenant,
  query: ListUsersQuery,
): Promise<{ users: UserList; total: number }> {
  const { rows, total } = await selectUserPage(deps.database.db, tenant.organizationId, query);
  return { users: rows.map(toUserListItem), total };
}

export async function getUser(deps: AppDeps, tenant: Tenant, id: string): Promise<UserRow> {
  const row = await findUser(deps.database.db, tenant.organizationId, id);
  if (!row) throw new AppError('USER_NOT_FOUND', 404);
  return row;
}

/** Nobody hands out what they do not hold, and office users never get the platform's subjects. */
function checkGrant(tenant: Tenant, ability: AbilityRule[]): AbilityRule[] {
  for (const rule of ability) {
    if (rule.subject === 'all' || rule.subject === 'organizations') {
      throw new AppError('PLATFORM_ONLY', 422);
    }
    if (!can(tenant.ability, rule.action, rule.subject)) {
      throw new AppError('GRANT_NOT_HELD', 422);
    }
  }
  return normalizeAbility(ability);
}

/** Nobody changes someone who holds what they do not hold themselves (the granting rule, applied to the target). */
function checkTarget(tenant: Tenant, row: UserRow): void {
  if (row.id === tenant.userId) return;
  const held = effectiveAbility(row.role, row.ability);
  if (held.some((rule) => !can(tenant.ability, rule.action, rule.subject))) {
    throw new AppError('TARGET_NOT_HELD', 422);
  }
}

function checkRole(tenant: Tenant, role: string): void {
  if (role === 'admin' && tenant.role !== 'admin' && tenant.role !== 'platform_admin') {
    throw new AppError('ADMIN_ONLY_ROLE', 422);
  }
}

async function sendInvite(deps: AppDeps, tenant: Tenant, user: UserRow): Promise<void> {
  const token = await issueLinkToken(deps.database.db, user.id, 'invite');
  const link = `${deps.env.appUrl}/definir-senha?token=${token}`;
  await deps.mailer.send(inviteMail(user.email, user.name, tenant.organizationName, tenant.name, link));
}

export async function inviteUser(deps: AppDeps, tenant: Tenant, input: InviteUserInput): Promise<User> {
  const { db } = deps.database;
  checkRole(tenant, input.role);
  const ability = input.ability ? checkGrant(tenant, input.ability) : null;
  if (await findUserByEmail(db, input.email)) throw new AppError('EMAIL_IN_USE', 409);
  const [org] = await db.select().from(organizations).where(eq(organizations.id, tenant.organizationId));
  const [row] = await db
    .insert(users)
    .values({
      organizationId: tenant.organizationId,
      name: input.name,
      email: input.email,
      role: input.role,
      ability,
      isTrial: org?.isTrial ?? false,
    })
    .returning();
  await audit(db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'invite',
    entity: 'user',
    entityId: row!.id,
    data: { email: input.email, role: input.role },
  });
  await sendInvite(deps, tenant, row!);
  return toUser(row!);
}

export async function resendInvite(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const row = await getUser(deps, tenant, id);
  if (row.passwordHash) throw new AppError('BAD_REQUEST', 409, 'Este usuário já definiu a senha.');
  await sendInvite(deps, tenant, row);
}

export interface AvatarChange {
  bytes?: Buffer;
}

export async function updateUser(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: UpdateUserFields,
  avatar: AvatarChange,
): Promise<User> {
  const { db } = deps.database;
  const row = await getUser(deps, tenant, id);
  const self = row.id === tenant.userId;
  const managesUsers = can(tenant.ability, 'update', 'users');
  if (!self && !managesUsers) throw new AppError('FORBIDDEN', 403);
  checkTarget(tenant, row);
  const changesAccess = input.role !== undefined || input.ability !== undefined || input.active !== undefined;
  if (
    changesAccess &&
    self &&
    ((input.role !== undefined && input.role !== row.role) ||
      input.ability !== undefined ||
      input.active === false)
  ) {
    throw new AppError('CANNOT_CHANGE_OWN_ROLE', 409);
  }
  if (changesAccess && !managesUsers) throw new AppError('FORBIDDEN', 403);
  if (input.role) checkRole(tenant, input.role);
  if (row.role === 'admin' && ((input.role && input.role !== 'admin') || input.active === false)) {
    if ((await countOtherAdmins(db, tenant.organizationId, row.id)) === 0)
      throw new AppError('LAST_ADMIN', 409);
  }
  const ability =
    input.ability === undefined
      ? undefined
      : input.ability === null
        ? null
        : checkGrant(tenant, input.ability);
  const emailChanged = input.email !== undefined && input.email !== row.email.toLowerCase();
  if (emailChanged) {
    const other = await findUserByEmail(db, input.email!);
    if (other && other.id !== row.id) throw new AppError('EMAIL_IN_USE', 409);
  }
  let avatarUrl: string | null | undefined;
  if (avatar.bytes) avatarUrl = await saveImage(deps.uploadsDir, 'avatars', avatar.bytes);
  else if (input.removeAvatar) avatarUrl = null;

  const [updated] = await db
    .update(users)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(emailChanged && !row.passwordHash && { email: input.email, emailVerifiedAt: null }),
      ...(input.phone !== undefined && { phone: input.phone || null }),
      ...(input.role !== undefined && { role: input.role }),
      ...(ability !== undefined && { ability }),
      ...(input.active !== undefined && { active: input.active }),
      ...(avatarUrl !== undefined && { avatar: avatarUrl }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.id))
    .returning();
  if (avatarUrl !== undefined && row.avatar) await removeImage(deps.uploadsDir, row.avatar);
  if (input.active === false) {
    await revokeAllForUser(db, row.id);
    await revokeLinkTokens(db, row.id);
  }
  forgetPrincipal(row.id);
  // Open sockets were let in with the old role: they reconnect and are checked (and given rooms) again.
  if (input.active === false || input.role !== undefined || ability !== undefined)
    deps.realtime.recheck(userRoom(row.id));
  const changed = Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] !== undefined);
  await audit(db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'update',
    entity: 'user',
    entityId: row.id,
    data: { fields: changed, avatar: avatarUrl !== undefined },
  });
  if (emailChanged && row.passwordHash) await requestEmailChange(deps, row, input.email!);
  else if (emailChanged) {
    // Nobody uses the account yet: the address changes at once and the invitation follows it.
    await revokeLinkTokens(db, row.id);
    await sendInvite(deps, tenant, updated!);
  }
  return toUser(updated!);
}

export async function deleteUser(deps: AppDeps, tenant: Tenant, id: string): Promise<void> {
  const { db } = deps.database;
  const row = await getUser(deps, tenant, id);
  if (row.id === tenant.userId) throw new AppError('CANNOT_DELETE_SELF', 409);
  checkTarget(tenant, row);
  if (row.role === 'admin' && (await countOtherAdmins(db, tenant.organizationId, row.id)) === 0) {
    throw new AppError('LAST_ADMIN', 409);
  }
  // Soft delete: the user's name stays on what they did; the address is freed for a new invitation.
  await db.update(users).set({ deletedAt: new Date(), active: false }).where(eq(users.id, row.id));
  await revokeAllForUser(db, row.id);
  await revokeLinkTokens(db, row.id);
  forgetPrincipal(row.id);
  deps.realtime.recheck(userRoom(row.id));
  await audit(db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'delete',
    entity: 'user',
    entityId: row.id,
    data: { email: row.email },
  });
}
