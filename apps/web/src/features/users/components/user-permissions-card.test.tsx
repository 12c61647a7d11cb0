import { ROLE_PRESETS, type User } from '@gabinete/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginAs, makeUser, renderWithApp } from '../../../test/render.tsx';
import { UserPermissionsCard } from './user-permissions-card.tsx';

const user: User = makeUser({
  _id: 'u-joao',
  name: 'João Lima',
  email: 'joao@gabinete.demo',
  role: 'recepcao',
  ability: ROLE_PRESETS.recepcao,
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  loginAs();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sentAbility(): unknown {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  const ability = body.get('ability');
  return ability === 'null' ? null : JSON.parse(String(ability));
}

describe('UserPermissionsCard', () => {
  // The matrix renders a row per subject (now with Campanhas): slow under a loaded machine.
  it('saves the ticked boxes as a normalized ability list', { timeout: 20_000 }, async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...user, customAbility: true }));
    renderWithApp(<UserPermissionsCard user={user} editable />);
    const clicker = userEvent.setup();

    // recepção reads, creates and updates citizens; ticking Excluir completes the row into manage.
    await clicker.click(screen.getByRole('checkbox', { name: 'Excluir Eleitores' }));
    // Ticking Editar on Usuários also ticks Ver.
    await clicker.click(screen.getByRole('checkbox', { name: 'Editar Usuários' }));
    await clicker.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/u-joao');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    const ability = sentAbility() as { action: string; subject: string }[];
    expect(ability).toContainEqual({ action: 'manage', subject: 'citizens' });
    expect(ability).toContainEqual({ action: 'read', subject: 'users' });
    expect(ability).toContainEqual({ action: 'update', subject: 'users' });
    expect(ability).not.toContainEqual({ action: 'delete', subject: 'citizens' });
    expect(ability.filter((r) => r.subject === 'citizens')).toHaveLength(1);
  });

  it("sends 'null' to restore the role preset of a customised user", { timeout: 20_000 }, async () => {
    const custom = {
      ...user,
      customAbility: true,
      ability: [{ action: 'read' as const, subject: 'tags' as const }],
    };
    fetchMock.mockResolvedValue(jsonResponse(200, user));
    renderWithApp(<UserPermissionsCard user={custom} editable />);
    const clicker = userEvent.setup();

    await clicker.click(screen.getByRole('button', { name: 'Restaurar padrão do perfil' }));
    expect(screen.getByRole('checkbox', { name: 'Criar Eleitores' })).toBeChecked();
    await clicker.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentAbility()).toBeNull();
  });

  it('shows the boxes disabled and no buttons when the viewer cannot edit', { timeout: 20_000 }, () => {
    renderWithApp(<UserPermissionsCard user={user} editable={false} />);
    expect(screen.getByRole('checkbox', { name: 'Ver Eleitores' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
