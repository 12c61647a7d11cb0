import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseUserData, jsonResponse, loginAs, renderWithApp } from '../../test/render.tsx';
import { ShellLayout } from './shell-layout.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderShell(userData = baseUserData) {
  fetchMock.mockImplementation(async () => jsonResponse(200, userData));
  return renderWithApp(
    <ShellLayout>
      <p>Conteúdo</p>
    </ShellLayout>,
  );
}

describe('ShellLayout', () => {
  it('collapses the menu to icons and remembers it in localStorage', async () => {
    const userData = loginAs({ ability: ROLE_PRESETS.admin });
    renderShell(userData);
    const clicker = userEvent.setup();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByText('Administração')).toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: 'Recolher menu' }));

    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
    expect(within(menu).queryByText('Administração')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
  });

  it('opens collapsed when the stored preference says so', () => {
    localStorage.setItem('menuCollapsed', 'true');
    renderShell(loginAs());
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
  });

  it('shows a recepção user no Usuários entry', () => {
    renderShell(loginAs({ role: 'recepcao', ability: ROLE_PRESETS.recepcao }));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Configurações' })).not.toBeInTheDocument();
  });

  it('shows an office admin Usuários and Configurações, under Administração', () => {
    renderShell(loginAs({ ability: ROLE_PRESETS.admin }));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    const group = within(menu).getByRole('region', { name: 'Administração' });
    expect(within(group).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/usuarios');
    expect(within(group).getByRole('link', { name: 'Configurações' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Organizações' })).not.toBeInTheDocument();
  });

  it('shows the office name and the trial days left', () => {
    const createdAt = new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString();
    renderShell(loginAs({ is_trial: true, createdAt, organizationName: 'Gabinete da Vereadora Maria' }));
    expect(screen.getByTestId('office-name')).toHaveTextContent('Gabinete da Vereadora Maria');
    expect(screen.getByText('Teste: 5 dias restantes')).toBeInTheDocument();
  });

  it('shows the office logo beside its name, and nothing when there is none', () => {
    const { unmount } = renderShell(
      loginAs({ organizationName: 'Gabinete Demo', organizationLogo: '/uploads/logos/abc.png?sig=1' }),
    );
    expect(screen.getByRole('img', { name: 'Logotipo de Gabinete Demo' })).toHaveAttribute(
      'src',
      '/uploads/logos/abc.png?sig=1',
    );
    unmount();
    renderShell(loginAs({ organizationLogo: null }));
    expect(screen.queryByTestId('office-logo')).not.toBeInTheDocument();
  });
});
