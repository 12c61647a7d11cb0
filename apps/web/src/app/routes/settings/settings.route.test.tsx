import { ROLE_PRESETS, type Organization } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { baseUserData, jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { SettingsRoute } from './settings.route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const organization: Organization = {
  _id: 'o1',
  name: 'Gabinete da Vereadora Helena Duarte',
  representativeName: 'Helena Duarte',
  cargo: 'Vereadora',
  partido: 'PNV',
  uf: 'SP',
  municipio: 'Campinas',
  logo: null,
  timeZone: 'America/Sao_Paulo',
  accentColor: 'blue',
  status: 'active',
  isTrial: true,
  isPlatform: false,
  usersCount: 6,
  lastActivityAt: null,
  trialDaysLeft: 5,
  createdAt: '2026-11-25T12:00:00.000Z',
};

function setup(role: 'admin' | 'assessor' | 'recepcao' | 'leitura' | null, route = '/configuracoes') {
  const api = mockRoutes({
    'GET /api/organization': organization,
    'PUT /api/organization': (call: { body: unknown }) =>
      jsonResponse(200, { ...organization, ...(call.body as object) }),
    'GET /api/organization/email': {
      from: 'Gabinete <nao-responda@gabinete.local>',
      transport: 'outbox',
      smtpHost: null,
    },
    'PUT /api/me/preferences': (call: { body: unknown }) =>
      jsonResponse(200, { ...baseUserData, ...baseMe(role), ...(call.body as object) }),
  });
  loginAs(baseMe(role));
  renderWithApp(<SettingsRoute />, { path: '/configuracoes', route });
  return api;
}

function baseMe(role: 'admin' | 'assessor' | 'recepcao' | 'leitura' | null) {
  return role
    ? { role, ability: ROLE_PRESETS[role] }
    : // An adjusted user who may read the dashboard and nothing of the settings' areas.
      { role: 'assessor' as const, ability: [{ action: 'read' as const, subject: 'dashboard' as const }] };
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((t) => t.textContent);

describe('/configuracoes tabs by ability', { timeout: 20_000 }, () => {
  it('gives the office admin every tab, in order', async () => {
    setup('admin');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Gabinete',
      'Aparência',
      'Usuários e permissões',
      'Áreas',
      'Situações de demandas',
      'Categorias da agenda',
      'WhatsApp',
      'SMS',
      'Envio',
      'E-mail',
      'Modelos',
      'IA',
      'LGPD',
      'Auditoria',
      'Plano',
    ]);
  });

  it('gives the reception fewer tabs: no settings, providers, LGPD or audit', async () => {
    setup('recepcao');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Gabinete', 'Aparência', 'Áreas', 'IA']);
  });

  it('shows an assessor what they may read or manage, and not the admin-only tabs', async () => {
    setup('assessor');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    const names = tabNames();
    expect(names).toContain('Categorias da agenda');
    expect(names).toContain('Plano');
    expect(names).not.toContain('WhatsApp');
    expect(names).not.toContain('LGPD');
    expect(names).not.toContain('Auditoria');
  });

  it('opens the tab named in the URL, and falls back to Gabinete for a tab the user may not open', async () => {
    setup('recepcao', '/configuracoes?aba=auditoria');
    expect(await screen.findByRole('tab', { name: 'Gabinete', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Auditoria' })).not.toBeInTheDocument();
  });

  it('shows a user without any settings tab the read-only profile and their theme, without tabs', async () => {
    setup(null);
    expect(await screen.findByText(/Somente leitura/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome do gabinete/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Cor do gabinete' })).toBeInTheDocument();
  });
});

describe('/configuracoes tabs', { timeout: 20_000 }, () => {
  it('saves my theme on the server and applies it', async () => {
    const api = setup('leitura', '/configuracoes?aba=aparencia');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Escuro'));
    await waitFor(() => expect(api.find('PUT', '/api/me/preferences')).toHaveLength(1));
    expect(api.find('PUT', '/api/me/preferences')[0]!.body).toEqual({ colorScheme: 'dark' });
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    // Only who may update the settings picks the office's colour.
    expect(screen.getByRole('radio', { name: 'Verde' })).toBeDisabled();
  });

  it('shows how e-mail is sent, read-only, and the trial days left in Plano', async () => {
    setup('admin', '/configuracoes?aba=email');
    expect(await screen.findByText('Caixa de saída local do servidor (simulador)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('tab', { name: 'Plano' }));
    expect(await screen.findByText('5 dias restantes')).toBeInTheDocument();
    expect(screen.getByText('Teste gratuito de 7 dias')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o Suporte' })).toHaveAttribute('href', '/suporte');
  });

  it('refuses a GIF or a logo over 1 MB before sending it', async () => {
    const api = setup('admin');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByText('Perfil do gabinete');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Use uma imagem PNG, JPEG ou WebP.')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('A imagem deve ter no máximo 1 MB.')).toBeInTheDocument();
    expect(api.find('POST', '/api/organization/logo')).toHaveLength(0);
  });

  it('links Usuários e permissões to its own page instead of copying it', async () => {
    setup('admin', '/configuracoes?aba=usuarios');
    expect(await screen.findByRole('link', { name: 'Abrir Usuários' })).toHaveAttribute('href', '/usuarios');
  });
});
