import { MENU } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { HELP_PAGES, helpSlugFor } from './help-index.ts';

describe('helpSlugFor', () => {
  it('finds the area of a screen, also below its list', () => {
    expect(helpSlugFor('/demandas')).toBe('demandas');
    expect(helpSlugFor('/demandas/nova')).toBe('demandas');
    expect(helpSlugFor('/demandas/0b7c-42/editar')).toBe('demandas');
    expect(helpSlugFor('/eleitores/perfil')).toBe('eleitores');
    expect(helpSlugFor('/eleitores/0b7c-42')).toBe('eleitores'); // the citizen's profile
    expect(helpSlugFor('/sac')).toBe('sac');
    expect(helpSlugFor('/mapas/emendas')).toBe('mapas');
    expect(helpSlugFor('/importacoes/nova')).toBe('importacoes');
    expect(helpSlugFor('/')).toBe('dashboard');
  });

  it('does not mistake a path that only starts like another', () => {
    expect(helpSlugFor('/tagsx')).toBeNull();
    expect(helpSlugFor('/tutorial')).toBeNull();
    expect(helpSlugFor('/organizacoes')).toBeNull();
  });
});

describe('HELP_PAGES', () => {
  it('covers every office area of the menu that works today', () => {
    const covered = new Set(HELP_PAGES.flatMap((p) => p.menuKeys));
    const platform = ['organizations', 'support-queue', 'tutorial'];
    const missing = MENU.filter((m) => m.ready && !platform.includes(m.key) && !covered.has(m.key));
    expect(missing.map((m) => m.key)).toEqual([]);
  });

  it('points only at menu entries that exist and are ready', () => {
    for (const key of HELP_PAGES.flatMap((p) => p.menuKeys))
      expect(MENU.find((m) => m.key === key)?.ready, key).toBe(true);
  });
});
