import { ROLE_PRESETS } from '@gabinete/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCitizen, makeListItem, uuid } from '../../citizens/lib/citizens.fixtures.ts';
import { mockRoutes } from '../../../test/mock-routes.ts';
import { jsonResponse, loginAs, renderWithApp } from '../../../test/render.tsx';
import { makeChat } from '../lib/sac-fixtures.ts';
import { NewChatModal } from './new-chat-modal.tsx';

const MARIA = makeCitizen({
  phones: [
    { _id: 'p1', number: '+5561999998888', type: 'whatsapp', preferred: true, canContact: true },
    { _id: 'p2', number: '+5561988887777', type: 'celular', preferred: false, canContact: true },
    { _id: 'p3', number: '+5561977776666', type: 'recado', preferred: false, canContact: false },
  ],
});
const SEM_CONTATO = makeCitizen({
  _id: uuid(2),
  name: 'José Sem Contato',
  phones: [{ _id: 'p4', number: '+5561966665555', type: 'celular', preferred: true, canContact: false }],
});
const STARTED = makeChat({ _id: 'c-new', status: 'open', citizen: { _id: MARIA._id, name: MARIA.name } });
let api: ReturnType<typeof mockRoutes>;
let answer: () => Response;

beforeEach(() => {
  answer = () => jsonResponse(201, STARTED);
  api = mockRoutes({
    'GET /api/citizens': {
      citizens: [makeListItem(1, { name: MARIA.name }), makeListItem(2, { name: SEM_CONTATO.name })],
      total: 2,
      totalIsEstimate: false,
      page: 1,
      perPage: 10,
    },
    [`GET /api/citizens/${MARIA._id}`]: MARIA,
    [`GET /api/citizens/${SEM_CONTATO._id}`]: SEM_CONTATO,
    'GET /api/quick-replies': {
      quickReplies: [{ _id: 'q1', shortcut: 'bomdia', text: 'Bom dia! Aqui é do gabinete.', updatedAt: '' }],
    },
    'POST /api/chats': () => answer(),
  });
  loginAs({ ability: ROLE_PRESETS.atendente_sac, role: 'atendente_sac' });
});
afterEach(() => vi.unstubAllGlobals());

function open(initialCitizenId?: string) {
  const onStarted = vi.fn();
  renderWithApp(
    <NewChatModal opened initialCitizenId={initialCitizenId} onClose={() => {}} onStarted={onStarted} />,
  );
  return onStarted;
}
const dialog = async () => within(await screen.findByRole('dialog', { name: 'Nova conversa' }));

async function pickCitizen(name: string) {
  const d = await dialog();
  await userEvent.type(d.getByRole('combobox', { name: /Eleitor/ }), name.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('Nova conversa', () => {
  it('asks for an eleitor and a message before sending anything', async () => {
    open();
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    expect(d.getByText('Escolha um eleitor')).toBeInTheDocument();
    expect(d.getByText('Escreva a mensagem')).toBeInTheDocument();
    await userEvent.click(d.getByText('Outro número'));
    await userEvent.type(d.getByRole('textbox', { name: /Telefone/ }), '9999');
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    expect(d.getByText('Informe o telefone com DDD')).toBeInTheDocument();
    expect(api.find('POST', '/api/chats')).toHaveLength(0);
  });

  it("offers only the eleitor's phones that accept contact and sends to the chosen one", async () => {
    const onStarted = open();
    await pickCitizen(MARIA.name);
    const d = await dialog();
    const preferred = await d.findByRole('radio', { name: /\(61\) 99999-8888/ });
    expect(preferred).toBeChecked();
    expect(d.queryByText(/97777-6666/)).toBeNull();
    expect(d.getByText('1 telefone sem permissão de contato não aparece.')).toBeInTheDocument();
    await userEvent.click(d.getByRole('radio', { name: /\(61\) 98888-7777/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Mensagem/ }), '/bom');
    await userEvent.click(await d.findByRole('option', { name: /bomdia/ }));
    const send = d.getByRole('button', { name: 'Enviar' });
    await userEvent.dblClick(send);
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(STARTED));
    const posts = api.find('POST', '/api/chats');
    expect(posts[0]!.body).toMatchObject({
      citizenId: MARIA._id,
      phone: '+5561988887777',
      text: 'Bom dia! Aqui é do gabinete.',
    });
    // A double click is one message: every request carries the same key.
    const keys = new Set(posts.map((p) => (p.body as { clientId: string }).clientId));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when the eleitor has no phone that accepts contact', async () => {
    open();
    await pickCitizen(SEM_CONTATO.name);
    const d = await dialog();
    expect(await d.findByText(/Nenhum telefone deste eleitor aceita contato/)).toBeInTheDocument();
    await userEvent.type(d.getByRole('textbox', { name: /Mensagem/ }), 'Olá');
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    expect(d.getByRole('alert')).toHaveTextContent(/escolha “Outro número”/);
    expect(api.find('POST', '/api/chats')).toHaveLength(0);
  });

  it("comes with the eleitor chosen and shows the server's refusal", async () => {
    answer = () =>
      jsonResponse(409, {
        code: 'CHAT_NOT_YOURS',
        message: 'Esta conversa está com outra pessoa.',
      });
    const onStarted = open(MARIA._id);
    const d = await dialog();
    expect(await d.findByRole('combobox', { name: /Eleitor/ })).toHaveValue(MARIA.name);
    await userEvent.type(d.getByRole('textbox', { name: /Mensagem/ }), 'Olá, Maria!');
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    expect(await d.findByRole('alert')).toHaveTextContent('Esta conversa está com outra pessoa.');
    expect(onStarted).not.toHaveBeenCalled();
    expect(api.find('POST', '/api/chats')[0]!.body).toMatchObject({
      citizenId: MARIA._id,
      phone: '+5561999998888',
      text: 'Olá, Maria!',
    });
  });

  it('writes to a typed number', async () => {
    const onStarted = open();
    const d = await dialog();
    await userEvent.click(d.getByText('Outro número'));
    await userEvent.type(d.getByRole('textbox', { name: /Telefone/ }), '(61) 95444-0001');
    await userEvent.type(d.getByRole('textbox', { name: /Mensagem/ }), 'Olá!');
    await userEvent.click(d.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(api.find('POST', '/api/chats')[0]!.body).toMatchObject({ phone: '(61) 95444-0001', text: 'Olá!' });
  });
});
