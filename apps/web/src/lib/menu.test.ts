import { MENU, ROLE_PRESETS, type MenuEntry } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { activeMenuPath, isActivePath, visibleMenu } from './menu.ts';

/** The citizens area entries (Relacionamento), in MENU order. */
const CITIZEN_AREA = [
  'Eleitores',
  'Aniversariantes',
  'Perfil do eleitor',
  'Mapa de eleitores',
  'Tags',
  'Ranking de eleitores',
  'Histórico de importação',
  'Histórico de exportação',
];

/** The menu as the citizens issue left it: these tests pin roles and order, not which areas are ready. */
const CITIZENS_MENU: MenuEntry[] = MENU.map((e) => ({
  ...e,
  ready: [
    'citizens',
    'birthdays',
    'citizen-profile',
    'maps-citizens',
    'tags',
    'ranking',
    'imports',
    'exports',
    'organizations',
    'users',
    'settings',
  ].includes(e.key),
}));

const labels = (sections: ReturnType<typeof visibleMenu>) =>
  sections.flatMap((s) => s.entries.map((e) => e.label));

describe('visibleMenu', () => {
  it('shows a recepção user no Usuários and no Organizações', () => {
    const shown = labels(visibleMenu(ROLE_PRESETS.recepcao));
    expect(shown).not.toContain('Usuários');
    expect(shown).not.toContain('Organizações');
  });

  it('shows an office admin Usuários and Configurações but not Organizações', () => {
    const shown = labels(visibleMenu(ROLE_PRESETS.admin, CITIZENS_MENU));
    expect(shown).toEqual([...CITIZEN_AREA, 'Usuários', 'Configurações']);
  });

  it('shows the platform admin the platform entries only, Organizações first', () => {
    const sections = visibleMenu(ROLE_PRESETS.platform_admin, CITIZENS_MENU);
    expect(sections.map((s) => s.group)).toEqual(['Plataforma', 'Administração']);
    expect(labels(sections)).toEqual(['Organizações', 'Usuários']);
  });

  it('shows Eleitores and Perfil do eleitor only to who may read citizens', () => {
    // Recepção reads citizens and tags, but not maps, imports or exports.
    expect(labels(visibleMenu(ROLE_PRESETS.recepcao, CITIZENS_MENU))).toEqual([
      'Eleitores',
      'Aniversariantes',
      'Perfil do eleitor',
      'Tags',
      'Ranking de eleitores',
    ]);
    expect(labels(visibleMenu([{ action: 'read', subject: 'users' }], CITIZENS_MENU))).toEqual(['Usuários']);
  });

  it('leaves out entries that are not ready and hides empty groups', () => {
    const menu: MenuEntry[] = MENU.map((e) => ({ ...e, ready: e.key === 'citizens' || e.key === 'users' }));
    const sections = visibleMenu(ROLE_PRESETS.recepcao, menu);
    expect(sections).toEqual([
      { group: 'Relacionamento', entries: [expect.objectContaining({ label: 'Eleitores' })] },
    ]);
  });

  it('orders groups as MENU_GROUPS and keeps MENU order within each', () => {
    const menu: MenuEntry[] = MENU.map((e) => ({ ...e, ready: true }));
    const sections = visibleMenu(ROLE_PRESETS.leitura, menu);
    expect(sections.map((s) => s.group)).toEqual([
      'Gabinete',
      'Relacionamento',
      'Mandato',
      'Comunicação',
      'Administração',
    ]);
    expect(sections[0]?.entries.map((e) => e.label).slice(0, 3)).toEqual(['Dashboard', 'Áreas', 'Demandas']);
  });

  it('marks a menu path active on its own pages', () => {
    expect(isActivePath('/usuarios', '/usuarios/123')).toBe(true);
    expect(isActivePath('/usuarios', '/usuarios-x')).toBe(false);
  });

  it('highlights only the most specific entry a page is under', () => {
    const paths = ['/eleitores', '/eleitores/perfil', '/usuarios'];
    expect(activeMenuPath(paths, '/eleitores/perfil')).toBe('/eleitores/perfil');
    expect(activeMenuPath(paths, '/eleitores/123')).toBe('/eleitores');
    expect(activeMenuPath(paths, '/configuracoes')).toBeNull();
  });

  it('highlights Dashboard on /, which shows it to a signed-in user', () => {
    expect(activeMenuPath(['/dashboard', '/demandas'], '/')).toBe('/dashboard');
    expect(activeMenuPath(['/demandas'], '/')).toBeNull();
  });
});
