import { ROLE_PRESETS, type Area } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { AreasRoute } from './areas.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const area = (n: number, extra: Partial<Area> = {}): Area => ({
  _id: id(n),
  name: `Área ${n}`,
  color: 'blue',
  description: null,
  active: true,
  demandsCount: 0,
  openDemandsCount: 0,
  occurrencesCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function setup(areas: Area[], routes: Record<string, unknown> = {}) {
  const api = mockRoutes({ 'GET /api/areas': { areas }, ...routes });
  loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
  renderWithApp(<AreasRoute />, { path: '/areas', route: '/areas' });
  return api;
}

async function openDelete(name: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: `Ações de ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Excluir' }));
  return { user, modal: within(await screen.findByRole('dialog')) };
}

describe('/areas', () => {
  it('asks for all áreas and links each count to the filtered list', async () => {
    const api = setup([
      area(1, { name: 'Saúde', demandsCount: 12, openDemandsCount: 5, occurrencesCount: 7 }),
    ]);
    const open = await screen.findByRole('link', { name: '5 demandas abertas em Saúde' });
    expect(open).toHaveAttribute('href', `/demandas?areaIds=${id(1)}&situation=open`);
    expect(screen.getByRole('link', { name: '7 atendimentos em Saúde' })).toHaveAttribute(
      'href',
      `/atendimentos?areaIds=${id(1)}`,
    );
    expect(api.find('GET', '/api/areas')[0]!.url.searchParams.get('includeInactive')).toBe('true');
  });

  it('offers to deactivate an área in use instead of a delete the server would refuse', async () => {
    const api = setup([area(1, { name: 'Saúde', demandsCount: 3, occurrencesCount: 2 })], {
      [`PUT /api/areas/${id(1)}`]: () => jsonResponse(200, area(1, { name: 'Saúde', active: false })),
    });
    const { user, modal } = await openDelete('Saúde');
    expect(
      modal.getByText(/está em 3 demandas e 2 atendimentos, por isso não pode ser excluída/),
    ).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Desativar área' }));
    await waitFor(() => expect(api.find('PUT', `/api/areas/${id(1)}`)[0]?.body).toEqual({ active: false }));
    expect(api.find('DELETE', `/api/areas/${id(1)}`)).toHaveLength(0);
  });

  it("deletes an unused área and shows the server's message when it refuses", async () => {
    setup([area(2, { name: 'Habitação' })], {
      [`DELETE /api/areas/${id(2)}`]: () =>
        jsonResponse(409, {
          code: 'AREA_IN_USE',
          message: 'Esta área é usada por demandas ou atendimentos.',
        }),
    });
    const { user, modal } = await openDelete('Habitação');
    await user.click(modal.getByRole('button', { name: 'Excluir área' }));
    expect(await modal.findByText('Esta área é usada por demandas ou atendimentos.')).toBeInTheDocument();
  });
});
