import { ROLE_PRESETS } from '@gabinete/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { DemandTriageAi } from './demand-triage-ai.tsx';

const SETTINGS = {
  provider: 'demo',
  isDemo: true,
  baseUrl: null,
  model: 'gabinete-demo-1',
  hasApiKey: false,
  monthlyTokenLimit: 200000,
  month: '2026-11',
  monthTokens: 1200,
  monthCalls: 4,
  updatedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('DemandTriageAi', () => {
  it('asks for área and prioridade, labels the answer as AI and applies it on request', async () => {
    loginAs({ role: 'recepcao', ability: ROLE_PRESETS.recepcao });
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'POST /api/ai/suggestions/demand-triage': {
        area: { _id: 'a-infra', name: 'Infraestrutura' },
        priority: 'alta',
        reason: 'O relato trata de assuntos da área Infraestrutura, e envolve pessoas vulneráveis ou risco.',
        model: 'gabinete-demo-1',
        isDemo: true,
      },
    });
    const onApply = vi.fn();
    renderWithApp(
      <DemandTriageAi title="Buraco na calçada" description="Uma criança caiu." onApply={onApply} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sugerir área e prioridade' }));
    expect(await screen.findByText('Sugestão gerada por IA')).toBeInTheDocument();
    expect(screen.getByText('Provedor de demonstração')).toBeInTheDocument();
    expect(screen.getByText('Infraestrutura')).toBeInTheDocument();
    expect(api.find('POST', '/api/ai/suggestions/demand-triage')[0]!.body).toEqual({
      title: 'Buraco na calçada',
      description: 'Uma criança caiu.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ priority: 'alta' }));
  });

  it('says in pt-BR when the month’s limit is spent', async () => {
    loginAs({ role: 'recepcao', ability: ROLE_PRESETS.recepcao });
    mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'POST /api/ai/suggestions/demand-triage': () =>
        jsonResponse(429, {
          code: 'AI_LIMIT_REACHED',
          message: 'O gabinete atingiu o limite mensal de uso.',
        }),
    });
    renderWithApp(<DemandTriageAi title="Poda de árvore" description="" onApply={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sugerir área e prioridade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('limite mensal');
  });

  it('shows nothing while the office keeps the AI off', async () => {
    loginAs({ role: 'recepcao', ability: ROLE_PRESETS.recepcao });
    const api = mockRoutes({ 'GET /api/ai/settings': { ...SETTINGS, provider: 'off', isDemo: false } });
    renderWithApp(<DemandTriageAi title="Poda de árvore" description="" onApply={vi.fn()} />);
    await vi.waitFor(() => expect(api.find('GET', '/api/ai/settings')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sugerir área e prioridade' })).not.toBeInTheDocument();
  });
});
