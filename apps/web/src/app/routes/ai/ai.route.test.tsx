import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { AiRoute } from './ai.route.tsx';

const SETTINGS = {
  provider: 'openai',
  isDemo: false,
  baseUrl: 'http://localhost:11434/v1',
  model: 'llama3.1:8b',
  hasApiKey: true,
  monthlyTokenLimit: 200000,
  month: '2026-11',
  monthTokens: 1200,
  monthCalls: 4,
  updatedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('/ia', () => {
  it('lets the office admin test the provider on screen, keeping the stored key, and shows a 401 in pt-BR', async () => {
    loginAs({ role: 'admin', ability: ROLE_PRESETS.admin });
    let refuse = false;
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'POST /api/ai/settings/test': () =>
        refuse
          ? jsonResponse(502, {
              code: 'AI_PROVIDER_UNAUTHORIZED',
              message: 'O provedor de IA recusou a chave de acesso (401).',
            })
          : { ok: true, model: 'llama3.1:8b', durationMs: 812, sample: 'A conexão está funcionando.' },
    });
    renderWithApp(<AiRoute />, { path: '/ia', route: '/ia?aba=provedor' });
    const key = await screen.findByLabelText('Chave de acesso');
    expect(key).toHaveValue('');
    expect(screen.getByText('Já configurada: deixe em branco para manter.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByText(/Conexão funcionando com o modelo llama3.1:8b/)).toBeInTheDocument();
    // No key typed: none is sent, the server uses the stored one.
    expect(api.find('POST', '/api/ai/settings/test')[0]!.body).toEqual({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      monthlyTokenLimit: 200000,
    });
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Testar conexão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('recusou a chave');
  });

  it('shows an assessor only the overview, with the provider in use', async () => {
    loginAs({ role: 'assessor', ability: ROLE_PRESETS.assessor });
    mockRoutes({ 'GET /api/ai/settings': { ...SETTINGS, provider: 'demo', isDemo: true } });
    renderWithApp(<AiRoute />, { path: '/ia', route: '/ia?aba=uso' });
    const main = await screen.findByText(/Em uso: o provedor de demonstração/);
    expect(main).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Uso' })).not.toBeInTheDocument();
    expect(within(document.body).queryByLabelText('Chave de acesso')).not.toBeInTheDocument();
  });
});
