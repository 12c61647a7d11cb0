import { ROLE_PRESETS } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { landingFor } from './landing.ts';

describe('landingFor', () => {
  it('opens the dashboard for every role preset of an office', () => {
    for (const role of ['admin', 'assessor', 'recepcao', 'atendente_sac', 'leitura'] as const) {
      expect(landingFor(ROLE_PRESETS[role])).toEqual({ kind: 'dashboard' });
    }
  });

  it('opens the platform admin on the offices of the platform, never an office dashboard', () => {
    expect(landingFor(ROLE_PRESETS.platform_admin)).toEqual({ kind: 'platform' });
  });

  it('opens the first area of the menu the user may read when the dashboard is not theirs', () => {
    expect(
      landingFor([
        { action: 'read', subject: 'users' },
        { action: 'read', subject: 'citizens' },
      ]),
    ).toEqual({ kind: 'area', path: '/eleitores' });
    expect(landingFor([{ action: 'read', subject: 'users' }])).toEqual({ kind: 'area', path: '/usuarios' });
  });

  it('has nowhere to go without a readable area (every area is built now: menu.test covers unbuilt ones)', () => {
    expect(landingFor([{ action: 'create', subject: 'support' }])).toEqual({ kind: 'none' });
    expect(landingFor([])).toEqual({ kind: 'none' });
  });
});
