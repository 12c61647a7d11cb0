import { describe, expect, it } from 'vitest';
import { can, normalizeAbility, OFFICE_SUBJECTS, ROLE_PRESETS, VISITOR_ABILITY } from './abilities.ts';

describe('ability presets', () => {
  it('lets the platform admin manage everything', () => {
    expect(ROLE_PRESETS.platform_admin).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(can(ROLE_PRESETS.platform_admin, 'delete', 'organizations')).toBe(true);
  });
  it('gives the office admin every office area but not the organizations', () => {
    for (const s of OFFICE_SUBJECTS) expect(can(ROLE_PRESETS.admin, 'delete', s)).toBe(true);
    expect(can(ROLE_PRESETS.admin, 'read', 'organizations')).toBe(false);
  });
  it('keeps the read-only preset from writing anything', () => {
    for (const s of OFFICE_SUBJECTS) {
      expect(can(ROLE_PRESETS.leitura, 'read', s)).toBe(true);
      expect(can(ROLE_PRESETS.leitura, 'update', s)).toBe(false);
    }
  });
  it('keeps the reception away from users and settings', () => {
    expect(can(ROLE_PRESETS.recepcao, 'read', 'users')).toBe(false);
    expect(can(ROLE_PRESETS.recepcao, 'update', 'settings')).toBe(false);
    expect(can(ROLE_PRESETS.recepcao, 'create', 'citizens')).toBe(true);
  });
  it('lets the SAC attendant use the chat and read the WhatsApp status', () => {
    expect(can(ROLE_PRESETS.atendente_sac, 'manage', 'sac')).toBe(true);
    expect(can(ROLE_PRESETS.atendente_sac, 'read', 'whatsapp')).toBe(true);
    expect(can(ROLE_PRESETS.atendente_sac, 'read', 'users')).toBe(false);
  });
  it('gives a visitor only read on Auth', () => {
    expect(can(VISITOR_ABILITY, 'read', 'Auth')).toBe(true);
    expect(can(VISITOR_ABILITY, 'read', 'users')).toBe(false);
  });
  it('folds the four actions into manage and drops duplicates', () => {
    const list = normalizeAbility([
      { action: 'read', subject: 'tags' },
      { action: 'create', subject: 'tags' },
      { action: 'update', subject: 'tags' },
      { action: 'delete', subject: 'tags' },
      { action: 'read', subject: 'users' },
      { action: 'read', subject: 'users' },
    ]);
    expect(list).toEqual([
      { action: 'read', subject: 'users' },
      { action: 'manage', subject: 'tags' },
    ]);
  });
});
