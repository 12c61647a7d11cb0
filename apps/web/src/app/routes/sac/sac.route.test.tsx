import { ROLE_PRESETS } from '@gabinete/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCitizen } from '../../../features/citizens/lib/citizens.fixtures.ts';
import { makeChat, makeMessage } from '../../../features/sac/lib/sac-fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { SacRoute } from './sac.route.tsx';

const ME = { _id: 'u-carlos', name: 'Carlos Henrique Lima' };
const WAITING = makeChat();
const MINE = makeChat({
  _id: 'c-2',
  status: 'open',
  agent: ME,
  citizen: { _id: 'ct-2', name: 'João Batista' },
  contactName: null,
  unseenMsgs: 0,
});
let api: ReturnType<typeof mockRoutes>;
let sendAnswer: (clientId: string) => Response;

const counts = { pending: 1, open: 1, mine: 1 };
const citizen = (id: string, name: string) => ({
  _id: id,
  name,
  emails: [{ _id: 'e1', address: 'maria@exemplo.com', type: 'pessoal', preferred: true, canContact: true }],
  neighborhood: 'Centro',
  birthDate: '1980-05-04',
  tags: [{ _id: 't1', name: 'Saúde', color: 'red' }],
});

beforeEach(() => {
  sendAnswer = (clientId) =>
    jsonResponse(
      201,
      makeMessage({
        _id: 'm-server',
        chatId: MINE._id,
        direction: 'out',
        body: 'Olá, João!',
        deliveryState: 'enviada',
        clientId,
        author: ME,
        createdAt: new Date().toISOString(),
      }),
    );
  api = mockRoutes({
    'GET /api/chats': ({ url }) => {
      const status = url.searchParams.get('status');
      const mine = url.searchParams.get('mine') === 'true';
      const chats = url.searchParams.get('citizenId')
        ? []
        : status === 'pending'
          ? [WAITING]
          : status === 'open' && mine
            ? [MINE]
            : status === 'open'
              ? [MINE]
              : [];
      return { chats, total: chats.length, page: 1, perPage: 100, counts };
    },
    [`GET /api/chats/${WAITING._id}`]: WAITING,
    [`GET /api/chats/${MINE._id}`]: MINE,
    [`GET /api/chats/${WAITING._id}/messages`]: { messages: [makeMessage()], hasMore: false },
    [`GET /api/chats/${MINE._id}/messages`]: { messages: [], hasMore: false },
    [`POST /api/chats/${WAITING._id}/read`]: { ok: true },
    [`POST /api/chats/${MINE._id}/read`]: { ok: true },
    [`POST /api/chats/${WAITING._id}/assume`]: () =>
      jsonResponse(409, {
        code: 'CHAT_ALREADY_ASSUMED',
        message: 'Esta conversa já foi assumida por Ana Souza.',
      }),
    [`POST /api/chats/${MINE._id}/messages`]: ({ body }) =>
      sendAnswer((body as { clientId: string }).clientId),
    'GET /api/areas': { areas: [] },
    'GET /api/quick-replies': {
      quickReplies: [{ _id: 'q1', shortcut: 'bomdia', text: 'Bom dia! Como podemos ajudar?', updatedAt: '' }],
    },
    'GET /api/whatsapp': {
      provider: 'simulator',
      status: 'desconectedMobile',
      bucket: 'disconnected',
      label: 'Desconectado do WhatsApp',
      canSend: false,
      qrCode: null,
      statusAt: null,
      phone: null,
      pendingOutbound: 2,
    },
    'GET /api/citizens/ct-1': citizen('ct-1', 'Maria das Graças'),
    'GET /api/citizens/ct-2': citizen('ct-2', 'João Batista'),
  });
  loginAs({
    _id: ME._id,
    user_id: ME._id,
    name: ME.name,
    ability: ROLE_PRESETS.atendente_sac,
    role: 'atendente_sac',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const render = (route: string) => renderWithApp(<SacRoute />, { path: '/sac', route });

describe('/sac', () => {
  it('lists the waiting queue with its count and opens a chat into the URL, marking it read', async () => {
    const { router } = render('/sac');
    expect(await screen.findByRole('tab', { name: 'Aguardando (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Minhas (1)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Maria das Graças/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${WAITING._id}`));
    const chat = await screen.findByRole('region', { name: 'Conversa com Maria das Graças' });
    expect(await within(chat).findByText('Bom dia, preciso de ajuda')).toBeInTheDocument();
    expect(within(chat).getByText('Assuma a conversa para responder.')).toBeInTheDocument();
    await waitFor(() => expect(api.find('POST', `/api/chats/${WAITING._id}/read`)).toHaveLength(1));
  });

  it("says who assumed first when the attendant's Assumir loses", async () => {
    render(`/sac?chat=${WAITING._id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Assumir' }));
    expect(await screen.findByText('Esta conversa já foi assumida por Ana Souza.')).toBeInTheDocument();
  });

  it('shows a reply at once as Pendente and replaces it with the server copy', async () => {
    // The server answers the send only when the test lets it.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routed = api.fetchMock.getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        if (init?.method === 'POST' && url.pathname === `/api/chats/${MINE._id}/messages`) await gate;
        return routed(input, init);
      }),
    );
    render(`/sac?fila=mine&chat=${MINE._id}`);
    const chat = await screen.findByRole('region', { name: 'Conversa com João Batista' });
    expect(await within(chat).findByRole('alert')).toHaveTextContent(/respostas ficam na fila/);
    const box = within(chat).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Olá, João!{Enter}');
    expect(box).toHaveValue('');
    expect(await within(chat).findByRole('img', { name: 'Pendente' })).toBeInTheDocument();
    release();
    expect(await within(chat).findByRole('img', { name: 'Enviada' })).toBeInTheDocument();
    expect(within(chat).queryByRole('img', { name: 'Pendente' })).toBeNull();
    expect(within(chat).getAllByText('Olá, João!')).toHaveLength(1);
    const sent = api.find('POST', `/api/chats/${MINE._id}/messages`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ text: 'Olá, João!', private: false });
    expect((sent[0]!.body as { clientId: string }).clientId.length).toBeGreaterThanOrEqual(8);
  });

  it("offers the quick replies after '/' and puts the chosen text in the box", async () => {
    render(`/sac?fila=mine&chat=${MINE._id}`);
    const chat = await screen.findByRole('region', { name: 'Conversa com João Batista' });
    const box = within(chat).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, '/bom');
    const option = await within(chat).findByRole('option', { name: /bomdia/ });
    await userEvent.click(option);
    expect(box).toHaveValue('Bom dia! Como podemos ajudar?');
  });

  it('keeps what was typed in a chat while the attendant looks at another', async () => {
    const { router } = render(`/sac?fila=mine&chat=${MINE._id}`);
    const chat = await screen.findByRole('region', { name: 'Conversa com João Batista' });
    const box = within(chat).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Rascunho da resposta');
    await router.navigate(`/sac?chat=${WAITING._id}`);
    await screen.findByRole('region', { name: 'Conversa com Maria das Graças' });
    await router.navigate(`/sac?fila=mine&chat=${MINE._id}`);
    const back = await screen.findByRole('region', { name: 'Conversa com João Batista' });
    expect(within(back).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Rascunho da resposta');
  });

  it("opens 'Nova conversa' with the eleitor of ?novo= chosen, drops it from the URL and opens the new chat", async () => {
    const eleitor = makeCitizen({ _id: 'ct-9', name: 'Rosa Pereira' });
    const started = makeChat({
      _id: 'c-9',
      status: 'open',
      agent: ME,
      citizen: { _id: 'ct-9', name: 'Rosa Pereira' },
    });
    const routed = api.fetchMock.getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/citizens/ct-9') return jsonResponse(200, eleitor);
        if (url.pathname === '/api/chats/c-9') return jsonResponse(200, started);
        if (url.pathname === '/api/chats/c-9/messages')
          return jsonResponse(200, { messages: [], hasMore: false });
        if (init?.method === 'POST' && url.pathname === '/api/chats') return jsonResponse(201, started);
        return routed(input, init);
      }),
    );
    const { router } = render('/sac?novo=ct-9');
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova conversa' }));
    expect(await dialog.findByRole('combobox', { name: /Eleitor/ })).toHaveValue('Rosa Pereira');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await dialog.findByRole('radio', { name: /\(61\) 99999-8888/ })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /Mensagem/ }), 'Olá, Rosa!');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fila=mine&chat=c-9'));
    expect(screen.queryByRole('dialog', { name: 'Nova conversa' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Conversa com Rosa Pereira' })).toBeInTheDocument();
  });

  it("offers 'Nova conversa' beside 'Respostas rápidas' and opens it empty", async () => {
    render('/sac');
    await userEvent.click(await screen.findByRole('button', { name: 'Nova conversa' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nova conversa' }));
    expect(dialog.getByRole('combobox', { name: /Eleitor/ })).toHaveValue('');
  });
});
