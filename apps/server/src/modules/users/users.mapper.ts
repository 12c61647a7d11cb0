import type { User, UserData, UserListItem } from '@gabinete/shared';
import type { OrganizationRow } from '../organizations/organizations.table.ts';
import { effectiveAbility } from '../auth/principal.ts';
import type { UserRow } from './users.table.ts';
import { signUpload } from '../../lib/upload-urls.ts';

export const userStatus = (row: UserRow): User['status'] =>
  !row.active ? 'inactive' : row.passwordHash ? 'active' : 'invited';

export function toUserListItem(row: UserRow): UserListItem {
  return {
    _id: row.id,
    user_id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    customAbility: row.ability !== null && row.role !== 'admin' && row.role !== 'platform_admin',
    avatar: signUpload(row.avatar),
    phone: row.phone,
    status: userStatus(row),
    is_trial: row.isTrial,
    organization_id: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function toUser(row: UserRow): User {
  return { ...toUserListItem(row), ability: effectiveAbility(row.role, row.ability) };
}

/** The spec's User (§3) as the login answer and local storage carry it. */
export function toUserData(row: UserRow, org: OrganizationRow): UserData {
  return {
    _id: row.id,
    user_id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: signUpload(row.avatar),
    phone: row.phone,
    is_trial: row.isTrial,
    createdAt: row.createdAt.toISOString(),
    ability: effectiveAbility(row.role, row.ability),
    organizationName: org.name,
    emailVerified: row.emailVerifiedAt !== null,
    organizationLogo: signUpload(org.logo),
    accentColor: org.accentColor,
    timeZone: org.timeZone,
    colorScheme: row.colorScheme,
  };
}
