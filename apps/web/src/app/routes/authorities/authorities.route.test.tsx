import { ROLE_PRESETS, type Authority } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { AuthoritiesRoute } from './authorities.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const prefeito: Authority = {
  _id: id(1),
  name: 'Dário Saadi',
  cargo: 'Prefeito Municipal de Campinas',
  organ: 'Prefeitura Municipal de Campinas',
  type: 'municipal',
  gender: 'm',
  plainFederal: false,
  tratamento: 'Vossa Excelência',
  abbreviation: 'V. Exa.',
  vocativo: 'Senhor Prefeito,',
  addressing: 'A Sua Excelência o Senhor',
  closing: 'Respeitosamente,',
  phone: null,
  mobile: null,
  email: 'gabinete@campinas.sp.gov.br',
  street: null,
  cep: null,
  city: 'Campinas',
  uf: 'SP',
  birthday: null,
  assistantName: null,
  assistantPhone: null,
  assistantEmail: null,
  notes: null,
  documentsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(role: 'leitura' | 'admin') {
  const api = mockRoutes({
    'GET /api/authorities': { authorities: [prefeito], total: 1, page: 1, perPage: 25 },
    [`GET /api/authorities/${id(1)}`]: prefeito,
  });
  loginAs({ ability: ROLE_PRESETS[role], role });
  renderWithApp(<AuthoritiesRoute />, { path: '/autoridades', route: '/autoridades' });
  return api;
}

describe('/autoridades', () => {
  it(
    'opens the record for a read-only user, with locked fields and no save',
    { timeout: 20_000 },
    async () => {
      const api = setup('leitura');
      const user = userEvent.setup({ delay: null });
      expect(screen.queryByRole('button', { name: 'Nova autoridade' })).not.toBeInTheDocument();
      const rows = await screen.findAllByText('Dário Saadi');
      await user.click(rows[0]!);
      const drawer = await screen.findByRole('dialog', { name: 'Dário Saadi' });
      expect(within(drawer).getByLabelText(/^Vocativo/)).toHaveValue('Senhor Prefeito,');
      expect(within(drawer).getByLabelText(/^Vocativo/)).toBeDisabled();
      expect(within(drawer).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
      // The drawer's own close (×) and the 'Fechar' under the fields.
      await user.click(within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
      expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    },
  );

  it('opens the same record for editing when the user may update', { timeout: 20_000 }, async () => {
    setup('admin');
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByText('Dário Saadi'))[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Editar autoridade' });
    expect(within(drawer).getByLabelText(/^Vocativo/)).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
