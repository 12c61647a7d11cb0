import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { loginAs, renderWithApp } from '../../../test/render.tsx';
import { makeChat } from '../lib/sac-fixtures.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatRow } from './chat-row.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { makeMessage } from '../lib/sac-fixtures.ts';

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

const noop = () => undefined;
const header = (chat = makeChat()) => (
  <ChatHeader
    chat={chat}
    canAct
    assuming={false}
    onBack={noop}
    onCitizen={noop}
    onAssume={noop}
    onTransfer={noop}
    onFinish={noop}
  />
);

const ndjson = (events: object[]) =>
  new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the AI’s sentiment in the SAC', () => {
  it('shows the latest message’s sentiment on the chat, labelled as an AI suggestion', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    mockRoutes({ 'GET /api/ai/settings': SETTINGS });
    renderWithApp(header(makeChat({ sentiment: 'negativo' })));
    const badge = await screen.findByLabelText(
      'Última mensagem do cidadão: Negativo (Sugestão gerada por IA)',
    );
    expect(badge).toHaveTextContent('Negativo');
  });

  it('marks negative and positive chats in the queue, not the neutral ones', () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    mockRoutes({ 'GET /api/ai/settings': SETTINGS });
    const { unmount } = renderWithApp(
      <ChatRow chat={makeChat({ sentiment: 'negativo' })} selected={false} onOpen={noop} />,
    );
    expect(screen.getByLabelText(/Negativo \(Sugestão gerada por IA\)/)).toBeInTheDocument();
    unmount();
    renderWithApp(<ChatRow chat={makeChat({ sentiment: 'neutro' })} selected={false} onOpen={noop} />);
    expect(screen.queryByLabelText(/Sugestão gerada por IA/)).not.toBeInTheDocument();
  });

  it('shows the sentiment and the área of a classified message from the citizen', () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    renderWithApp(
      <MessageBubble
        message={makeMessage({ ai: { sentiment: 'negativo', topic: 'Saúde' } })}
        showAuthor={false}
      />,
    );
    expect(screen.getByLabelText('Mensagem: Negativo · Saúde (Sugestão gerada por IA)')).toBeInTheDocument();
  });
});

describe('Resumir conversa com IA', () => {
  it('streams the summary into a drawer, labelled as AI, with a copy button', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    const api = mockRoutes({
      'GET /api/ai/settings': SETTINGS,
      'POST /api/ai/suggestions/chat-summary': () =>
        ndjson([
          { type: 'start', model: 'gabinete-demo-1', isDemo: true },
          { type: 'delta', text: 'Resumo da conversa com Maria:\n' },
          { type: 'delta', text: '• Assunto principal: o transporte coletivo.' },
          { type: 'done' },
        ]),
    });
    renderWithApp(header(makeChat({ _id: 'c-9' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Mais ações da conversa' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resumir conversa com IA' }));
    const drawer = await screen.findByRole('dialog', { name: 'Resumo da conversa' });
    const text = within(drawer).getByRole('textbox', { name: /Resumo/ });
    await vi.waitFor(() =>
      expect(text).toHaveValue('Resumo da conversa com Maria:\n• Assunto principal: o transporte coletivo.'),
    );
    expect(within(drawer).getByText('Sugestão gerada por IA')).toBeInTheDocument();
    expect(within(drawer).getByText('Provedor de demonstração')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Copiar resumo' })).toBeEnabled(),
    );
    expect(api.find('POST', '/api/ai/suggestions/chat-summary')[0]!.body).toEqual({ chatId: 'c-9' });
  });

  it('is not offered while the office keeps the AI off', async () => {
    loginAs({ role: 'atendente_sac', ability: ROLE_PRESETS.atendente_sac });
    const api = mockRoutes({ 'GET /api/ai/settings': { ...SETTINGS, provider: 'off', isDemo: false } });
    renderWithApp(header());
    await vi.waitFor(() => expect(api.find('GET', '/api/ai/settings')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Mais ações da conversa' })).not.toBeInTheDocument();
  });
});
