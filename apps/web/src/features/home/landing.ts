// Where '/' takes a logged-in user (UI.md): the platform admin to the platform's offices ('Organizações');
// others to the dashboard, else the first area of the menu they may read, else nowhere (the home page says
// no area is open to them yet).
import { can, type AbilityRule } from '@gabinete/shared';
import { isPlatformAdmin, visibleMenu } from '../../lib/menu.ts';

export type Landing =
  { kind: 'platform' } | { kind: 'dashboard' } | { kind: 'area'; path: string } | { kind: 'none' };

export function landingFor(rules: readonly AbilityRule[]): Landing {
  if (isPlatformAdmin(rules)) return { kind: 'platform' };
  if (can(rules, 'read', 'dashboard')) return { kind: 'dashboard' };
  const first = visibleMenu(rules)[0]?.entries[0];
  return first ? { kind: 'area', path: first.path } : { kind: 'none' };
}
