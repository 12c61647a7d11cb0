import { ROLE_PRESETS, type SocialLink } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { SocialLinksRoute } from './social-links.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const link = (n: number, extra: Partial<SocialLink> = {}): SocialLink => ({
  _id: id(n),
  network: 'instagram',
  label: `Link ${n}`,
  url: `https://www.instagram.com/perfil${n}`,
  visible: true,
  position: n,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function setup(
  links: SocialLink[],
  routes: Record<string, unknown> = {},
  role: 'admin' | 'assessor' = 'admin',
) {
  const api = mockRoutes({ 'GET /api/social-links': { links }, ...routes });
  loginAs({ ability: ROLE_PRESETS[role], role });
  renderWithApp(<SocialLinksRoute />, { path: '/links-sociais', route: '/links-sociais' });
  return api;
}

describe('/links-sociais', () => {
  it(
    'lists the links in order and hides a link from the dashboard with its switch',
    { timeout: 15_000 },
    async () => {
      const api = setup(
        [
          link(1, { label: 'Instagram' }),
          link(2, { label: 'Site', network: 'site', url: 'https://a.com.br' }),
        ],
        {
          [`PUT /api/social-links/${id(1)}`]: () =>
            jsonResponse(200, link(1, { label: 'Instagram', visible: false })),
        },
      );
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByText('2 links · 2 visíveis no dashboard')).toBeInTheDocument();
      await user.click(screen.getByRole('switch', { name: 'Mostrar Instagram no dashboard' }));
      await waitFor(() =>
        expect(api.find('PUT', `/api/social-links/${id(1)}`)[0]?.body).toEqual({ visible: false }),
      );
    },
  );

  it('moves a link down by sending the whole new order', { timeout: 15_000 }, async () => {
    const api = setup([link(1), link(2), link(3)], {
      'PUT /api/social-links/order': () => jsonResponse(200, { links: [link(2), link(1), link(3)] }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('button', { name: 'Subir Link 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descer Link 1' }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/social-links/order')[0]?.body).toEqual({ ids: [id(2), id(1), id(3)] }),
    );
  });

  it(
    'refuses in the drawer an address that is not of the chosen network, without calling the server',
    { timeout: 20_000 },
    async () => {
      const api = setup([]);
      const user = userEvent.setup({ delay: null });
      await user.click((await screen.findAllByRole('button', { name: 'Novo link' }))[0]!);
      const drawer = within(await screen.findByRole('dialog'));
      await user.click(drawer.getByRole('textbox', { name: 'Nome' }));
      await user.paste('Instagram da Helena');
      await user.click(drawer.getByRole('textbox', { name: 'Endereço' }));
      await user.paste('https://www.facebook.com/helena');
      await user.click(drawer.getByRole('button', { name: 'Criar link' }));
      expect(await drawer.findByText(/Este endereço não é do Instagram\./)).toBeInTheDocument();
      expect(api.find('POST', '/api/social-links')).toHaveLength(0);
    },
  );

  it(
    'lets the assessor read without the order, switch or new-link controls',
    { timeout: 15_000 },
    async () => {
      setup([link(1, { label: 'Perfil da Helena' })], {}, 'assessor');
      expect(await screen.findByText('Perfil da Helena')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Novo link' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Descer Perfil da Helena' })).toBeNull();
      expect(screen.getByRole('switch', { name: 'Mostrar Perfil da Helena no dashboard' })).toBeDisabled();
    },
  );
});
