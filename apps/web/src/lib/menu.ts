// Which menu entries a user sees: ready areas they may read, grouped under the MENU_GROUPS headings.
import {
  can,
  MENU,
  MENU_GROUPS,
  PLATFORM_MENU_KEYS,
  type AbilityRule,
  type MenuEntry,
  type MenuGroup,
} from '@gabinete/shared';

export interface MenuSection {
  group: MenuGroup;
  entries: MenuEntry[];
}

/** Only the platform team may read `organizations` (no office can be granted it). */
export const isPlatformAdmin = (rules: readonly AbilityRule[]) => can(rules, 'read', 'organizations');

/**
 * Entries keep MENU order inside each group; groups with nothing to show are left out. The platform admin
 * sees the platform's entries only (PLATFORM_MENU_KEYS), not the office areas of its own organization.
 */
export function visibleMenu(rules: readonly AbilityRule[], menu: readonly MenuEntry[] = MENU): MenuSection[] {
  const platform = isPlatformAdmin(rules);
  const allowed = menu.filter(
    (entry) =>
      entry.ready &&
      can(rules, 'read', entry.subject) &&
      (!platform || PLATFORM_MENU_KEYS.includes(entry.key)),
  );
  return MENU_GROUPS.map((group) => ({ group, entries: allowed.filter((e) => e.group === group) })).filter(
    (section) => section.entries.length > 0,
  );
}

/** The entry whose path starts the current location, for the active highlight. */
export function isActivePath(entryPath: string, pathname: string): boolean {
  return pathname === entryPath || pathname.startsWith(`${entryPath}/`);
}

/** The entry path to highlight: the longest one the page is under ('/eleitores/perfil' over '/eleitores'). */
export function activeMenuPath(entryPaths: string[], pathname: string): string | null {
  // '/' is the dashboard for a signed-in user (UI.md).
  if (pathname === '/') pathname = '/dashboard';
  let best: string | null = null;
  for (const path of entryPaths) {
    if (isActivePath(path, pathname) && (!best || path.length > best.length)) best = path;
  }
  return best;
}
