import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDemoUser } from '../lib/session.ts';
import { DEMO_CLIENT, renderDemo } from '../test/render-demo.tsx';
import { screens } from './screens.tsx';
import { DemoShell } from './shell.tsx';

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Menu do modelo' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the /modelo shell', () => {
  it("shows the admin every screen of the table in the menu, in the table's order", () => {
    renderDemo(<DemoShell />, { path: '/' });
    const expected = screens.filter((s) => s.menu).map((s) => s.menu?.label);
    expect(expected.length).toBeGreaterThan(15);
    expect(menuLabels()).toEqual(expected);
  });

  it('shows the client only the access-control page', () => {
    renderDemo(<DemoShell />, { path: '/', user: DEMO_CLIENT });
    expect(menuLabels()).toEqual(['Controle de acesso']);
  });

  it('logs out of the area only', async () => {
    const { router } = renderDemo(<DemoShell />, {
      path: '/',
      routes: [{ path: '/entrar', element: <p>login</p> }],
    });
    window.localStorage.setItem('userData', '{"escritorio":true}');
    await userEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair do modelo' }));
    expect(getDemoUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/entrar');
    expect(window.localStorage.getItem('userData')).toBe('{"escritorio":true}');
  });
});

describe('the /modelo menu highlight', () => {
  it.each([
    ['/loja/carrinho', 'Carrinho'],
    ['/loja/desejos', 'Lista de desejos'],
    ['/loja/produto/3', 'Loja'],
  ])('lights only the most specific entry for %s', (path, label) => {
    renderDemo(<DemoShell />, { path });
    const links = within(screen.getByRole('navigation', { name: 'Menu do modelo' })).getAllByRole('link');
    const lit = links.filter(
      (link) =>
        link.hasAttribute('data-active') ||
        link.hasAttribute('aria-current') ||
        link.classList.contains('active'),
    );
    expect(lit.map((link) => link.textContent)).toEqual([label]);
  });
});
