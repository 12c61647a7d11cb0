import { DEFAULT_REPLY_DAYS, ROLE_PRESETS, type DocumentTemplate } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { id } from '../../../features/demands/lib/demands.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { DocumentTemplatesRoute } from './document-templates.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const template: DocumentTemplate = {
  _id: id(1),
  kind: 'oficio',
  name: 'Ofício a partir de demanda',
  subject: '{{demanda.titulo}}',
  bodyHtml: '<p>Cumprimentando…</p>',
  isDefault: true,
  updatedAt: '2026-11-01T12:00:00.000Z',
};
const settings = {
  issuer: 'GAB-VER-HELENA/CMC',
  city: 'Campinas',
  signerName: 'Helena Duarte',
  signerCargo: 'Vereadora',
  replyDays: DEFAULT_REPLY_DAYS,
};

function setup(role: 'admin' | 'leitura') {
  const api = mockRoutes({
    'GET /api/documents/templates': {
      templates: [template],
      fields: [{ name: '{{demanda.titulo}}', description: 'Título da demanda' }],
    },
    'GET /api/documents/settings': settings,
    'PUT /api/documents/settings': (call: { body: unknown }) =>
      jsonResponse(200, { ...settings, ...(call.body as object) }),
  });
  loginAs({ ability: ROLE_PRESETS[role], role });
  renderWithApp(<DocumentTemplatesRoute />, { path: '/documentos/modelos', route: '/documentos/modelos' });
  return api;
}

describe('/documentos/modelos', () => {
  it(
    'lists the templates and saves the settings with the reply days per kind',
    { timeout: 20_000 },
    async () => {
      const api = setup('admin');
      const user = userEvent.setup({ delay: null });
      expect(await screen.findByText('Ofício a partir de demanda')).toBeInTheDocument();
      expect(screen.getByText('Padrão')).toBeInTheDocument();
      const issuer = await screen.findByLabelText(/^Sigla do emissor/);
      await user.clear(issuer);
      await user.type(issuer, 'GAB-VER-HELENA');
      const requerimento = screen.getByLabelText('Requerimento');
      await user.clear(requerimento);
      await user.type(requerimento, '15');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(api.find('PUT', '/api/documents/settings')).toHaveLength(1));
      expect(api.find('PUT', '/api/documents/settings')[0]!.body).toMatchObject({
        issuer: 'GAB-VER-HELENA',
        replyDays: { requerimento: 15, oficio: 30, memorando: null },
      });
    },
  );

  it(
    'shows a read-only user the settings locked and no way to create or delete',
    { timeout: 20_000 },
    async () => {
      setup('leitura');
      expect(await screen.findByLabelText(/^Sigla do emissor/)).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Novo modelo' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    },
  );
});
