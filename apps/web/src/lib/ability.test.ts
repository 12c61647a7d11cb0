import { ROLE_PRESETS } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { buildAbility } from './ability.ts';

describe('buildAbility', () => {
  it('gives a visitor read on Auth only', () => {
    const ability = buildAbility(null);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'users')).toBe(false);
  });

  it('treats manage on all as every action on every subject', () => {
    const ability = buildAbility(ROLE_PRESETS.platform_admin);
    expect(ability.can('delete', 'organizations')).toBe(true);
    expect(ability.can('update', 'settings')).toBe(true);
  });

  it('follows the recepção preset: citizens yes, users no', () => {
    const ability = buildAbility(ROLE_PRESETS.recepcao);
    expect(ability.can('create', 'citizens')).toBe(true);
    expect(ability.can('delete', 'citizens')).toBe(false);
    expect(ability.can('read', 'users')).toBe(false);
  });
});
