// The last 10 citizen profiles this user opened on this device (local storage, per user).
import { z } from 'zod';

export const RECENT_LIMIT = 10;
const RecentSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), place: z.string().nullable(), at: z.string() }),
);
export type RecentProfile = z.infer<typeof RecentSchema>[number];

const keyFor = (userId: string | null | undefined) => `recentCitizens:${userId ?? 'anon'}`;

export function readRecentProfiles(userId: string | null | undefined): RecentProfile[] {
  try {
    const parsed = RecentSchema.safeParse(JSON.parse(window.localStorage.getItem(keyFor(userId)) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberProfile(userId: string | null | undefined, entry: Omit<RecentProfile, 'at'>): void {
  const list = readRecentProfiles(userId).filter((p) => p._id !== entry._id);
  const next = [{ ...entry, at: new Date().toISOString() }, ...list].slice(0, RECENT_LIMIT);
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    // Private mode may refuse storage; the list then lasts for this page only.
  }
}

/** A deleted or merged citizen leaves the list. */
export function forgetProfile(userId: string | null | undefined, id: string): void {
  try {
    const next = readRecentProfiles(userId).filter((p) => p._id !== id);
    window.localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    // See rememberProfile.
  }
}
