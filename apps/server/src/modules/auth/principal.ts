// Who is calling: the user's live state (ability, trial, office status), cached briefly to keep the hot path to one query.
import { and, eq, isNull } from 'drizzle-orm';
import { ROLE_PRESETS, type AbilityRule, type Role } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { users } from '../users/users.table.ts';

export interface Principal {
  userId: string;
  organizationId: string;
  name: string;
  email: string;
  role: Role;
  ability: AbilityRule[];
  active: boolean;
  isTrial: boolean;
  createdAt: Date;
  organizationName: string;
  organizationStatus: 'active' | 'suspended';
  isPlatform: boolean;
  /** The office's IANA time zone: its calendar for dates, reminders and exports. */
  timeZone: string;
}

/** The effective ability: the hand-adjusted list when there is one, else the role preset (admins always the preset). */
export const effectiveAbility = (role: Role, ability: AbilityRule[] | null): AbilityRule[] =>
  role === 'admin' || role === 'platform_admin' || !ability ? ROLE_PRESETS[role] : ability;

const TTL_MS = 5_000;
const cache = new Map<string, { at: number; value: Principal | null }>();

export async function loadPrincipal(db: Db, userId: string): Promise<Principal | null> {
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const value: Principal | null = row
    ? {
        userId: row.user.id,
        organizationId: row.user.organizationId,
        name: row.user.name,
        email: row.user.email,
        role: row.user.role,
        ability: effectiveAbility(row.user.role, row.user.ability),
        active: row.user.active,
        isTrial: row.user.isTrial,
        createdAt: row.user.createdAt,
        organizationName: row.org.name,
        organizationStatus: row.org.status,
        isPlatform: row.org.isPlatform,
        timeZone: row.org.timeZone,
      }
    : null;
  if (cache.size > 50_000) cache.clear();
  cache.set(userId, { at: Date.now(), value });
  return value;
}

/** Changes to a user or an office take effect on the next request in this process (others within TTL). */
export function forgetPrincipal(userId?: string): void {
  if (userId) cache.delete(userId);
  else cache.clear();
}
