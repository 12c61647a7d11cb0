import { ROLE_PRESETS, type Area } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { id } from '../../demands/lib/demands.fixtures.ts';
import { AreaDrawer } from './area-drawer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const SAUDE: Area = {
  _id: id(1),
  name: 'Saúde',
  color: 'red',
  description: null,
  active: true,
  demandsCount: 0,
  openDemandsCount: 0,
  occurrencesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(area: Area | null, routes: Parameters<typeof mockRoutes>[0]) {
  const api = mockRoutes(routes);
  const onClose = vi.fn();
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
  renderWithApp(<AreaDrawer opened area={area} onClose={onClose} />);
  return { api, onClose, drawer: within(screen.getByRole('dialog')) };
}

describe('AreaDrawer', () => {
  it("creates an área and keeps the drawer open with the server's message when it refuses", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onClose, drawer } = setup(null, {
      'POST /api/areas': jsonResponse(409, { code: 'AREA_NAME_TAKEN', message: 'Já existe uma área Saúde.' }),
    });
    expect(screen.getByRole('dialog', { name: 'Nova área' })).toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: /Nome/ }), 'Saúde');
    await user.type(drawer.getByRole('textbox', { name: 'Descrição' }), 'Postos e consultas');
    expect(drawer.getByText('Prévia:').parentElement).toHaveTextContent('Saúde');
    await user.click(drawer.getByRole('button', { name: 'Criar área' }));
    expect(await drawer.findByText('Já existe uma área Saúde.')).toBeInTheDocument();
    expect(api.find('POST', '/api/areas')[0]!.body).toMatchObject({
      name: 'Saúde',
      description: 'Postos e consultas',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits for a change before saving an existing área, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onClose, drawer } = setup(SAUDE, {
      [`PUT /api/areas/${SAUDE._id}`]: { ...SAUDE, name: 'Saúde pública' },
    });
    expect(drawer.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(drawer.getByRole('textbox', { name: /Nome/ }), ' pública');
    await user.click(drawer.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('PUT', `/api/areas/${SAUDE._id}`)[0]!.body).toMatchObject({ name: 'Saúde pública' });
  });
});
