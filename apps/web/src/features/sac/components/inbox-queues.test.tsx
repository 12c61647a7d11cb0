import { ROLE_PRESETS } from '@gabinete/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { makeChat } from '../lib/sac-fixtures.ts';
import { InboxQueues } from './inbox-queues.tsx';

const SETTINGS = {
  provider: 'demo',
  isDemo: true,
  baseUrl: null,
  model: 'gabinete-demo-1',
  hasApiKey: false,
  monthlyTokenLimit: 200000,
  month: '2026-11',
  monthTokens: 0,
  monthCalls: 0,
  updatedAt: null,
};
const LIST = {
  chats: [makeChat({ sentiment: 'negativo' })],
  total: 1,
  page: 1,
  perPage: 100,
  counts: { pending: 1, open: 0, mine: 0 },
};

afterEach(() => vi.unstubAllGlobals());

function renderQueues(negativeFirst: boolean, onChange = vi.fn()) {
  renderWithApp(
    <InboxQueues
      params={{ tab: 'pending', areaId: null, q: '', negativeFirst }}
      selectedId={null}
      onChange={onChange}
      onOpen={vi.fn()}
      onQuickReplies={vi.fn()}
      onNewChat={vi.fn()}
    />,
    { path: '/sac', route: '/sac' },
  );
  return onChange;
}

describe('the SAC queues', () => {
  it('open the SAC help from the ? beside the title', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    mockRoutes({ 'GET /api/ai/settings': SETTINGS, 'GET /api/chats': LIST, 'GET /api/areas': { areas: [] } });
    renderQueues(false);
    expect(await screen.findByRole('button', { name: 'Ajuda: SAC' })).toBeInTheDocument();
  });

  it('put negative chats first on request, asking the server for that order', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'GET /api/chats': LIST,
      'GET /api/areas': { areas: [] },
    });
    const onChange = renderQueues(false);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Negativos primeiro' }));
    expect(onChange).toHaveBeenCalledWith({ ordem: 'negativos' });
    expect(api.find('GET', '/api/chats')[0]!.url.searchParams.get('sort')).toBeNull();
  });

  it('send the order to the server when it is on', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'GET /api/chats': LIST,
      'GET /api/areas': { areas: [] },
    });
    renderQueues(true);
    await vi.waitFor(() => expect(api.find('GET', '/api/chats')).toHaveLength(1));
    expect(api.find('GET', '/api/chats')[0]!.url.searchParams.get('sort')).toBe('negative_first');
    expect(await screen.findByRole('checkbox', { name: 'Negativos primeiro' })).toBeChecked();
  });

  it('offer no AI order while the office keeps the AI off', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    const api = mockRoutes({
      'GET /api/ai/settings': { ...SETTINGS, provider: 'off', isDemo: false },
      'GET /api/chats': { ...LIST, chats: [makeChat()] },
      'GET /api/areas': { areas: [] },
    });
    renderQueues(false);
    await vi.waitFor(() => expect(api.find('GET', '/api/ai/settings')).toHaveLength(1));
    expect(screen.queryByRole('checkbox', { name: 'Negativos primeiro' })).not.toBeInTheDocument();
  });
});
