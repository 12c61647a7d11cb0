import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { CitizenPrivacyPanel } from './citizen-privacy-panel.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const entry = (channel: string, purpose: string, granted: boolean) => ({
  _id: `${channel}-${purpose}`,
  channel,
  purpose,
  granted,
  legalBasis: 'consentimento',
  source: 'papel',
  evidence: 'Termo 12',
  text: null,
  user: { _id: 'u1', name: 'Ana Souza' },
  createdAt: '2026-03-01T13:00:00.000Z',
});
const consents = {
  current: [entry('whatsapp', 'atendimento', true), entry('sms', 'eleitoral', false)],
  history: [entry('whatsapp', 'atendimento', true), entry('sms', 'eleitoral', false)],
};
const request = {
  _id: 'r1',
  citizen: { _id: ID, name: 'Maria da Silva' },
  type: 'eliminacao',
  channel: 'Balcão do gabinete',
  details: null,
  status: 'aberta',
  response: null,
  dueAt: '2026-03-03T13:00:00.000Z',
  overdue: true,
  createdBy: { _id: 'u1', name: 'Ana Souza' },
  resolvedBy: null,
  createdAt: '2026-03-01T13:00:00.000Z',
  resolvedAt: null,
};

function setup() {
  return mockRoutes({
    [`GET /api/citizens/${ID}/consents`]: consents,
    [`POST /api/citizens/${ID}/consents`]: consents,
    'GET /api/privacy-requests': { requests: [request], total: 1, page: 1, perPage: 50 },
  });
}
afterEach(() => vi.unstubAllGlobals());

describe('CitizenPrivacyPanel', { timeout: 20_000 }, () => {
  it('shows consents per channel and purpose, and records a revocation', async () => {
    loginAs({ ability: ROLE_PRESETS.admin, role: 'admin' });
    const api = setup();
    const user = userEvent.setup();
    renderWithApp(<CitizenPrivacyPanel citizenId={ID} citizenName="Maria da Silva" />);

    const grid = within(
      await screen.findByRole('table', { name: 'Consentimentos atuais' }, { timeout: 5000 }),
    );
    expect(grid.getAllByText('Autorizado')).toHaveLength(1);
    expect(grid.getAllByText('Revogado')).toHaveLength(1);
    expect(grid.getAllByText('sem registro')).toHaveLength(18);
    expect(await screen.findByText('Atrasada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anonimizar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revogar' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(dialog.getAllByText('Campo obrigatório')).toHaveLength(3);

    const choose = async (label: string, option: string) => {
      await user.click(dialog.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Canal', 'WhatsApp');
    await choose('Finalidade', 'Informativo do mandato');
    await choose('Origem', 'Ligação telefônica');
    await user.click(dialog.getByRole('textbox', { name: 'Evidência' }));
    await user.paste('Protocolo 123');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(api.find('POST', `/api/citizens/${ID}/consents`)).toHaveLength(1));
    expect(api.find('POST', `/api/citizens/${ID}/consents`)[0]!.body).toEqual({
      channel: 'whatsapp',
      purpose: 'informativo',
      granted: false,
      legalBasis: 'consentimento',
      source: 'telefone',
      evidence: 'Protocolo 123',
    });
  });

  it('lets an assessor register requests without listing the office ones or anonymising', async () => {
    loginAs({ ability: ROLE_PRESETS.assessor, role: 'assessor' });
    const api = setup();
    renderWithApp(<CitizenPrivacyPanel citizenId={ID} citizenName="Maria da Silva" />);
    await screen.findByRole('table', { name: 'Consentimentos atuais' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Nova solicitação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar dados (JSON)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).not.toBeInTheDocument();
    expect(api.find('GET', '/api/privacy-requests')).toHaveLength(0);
  });
});
