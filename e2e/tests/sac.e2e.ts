// Issue 5's story: the office pairs its WhatsApp by QR code in the simulator; a citizen writes and the
// message shows live in the attendant's SAC inbox under 'Aguardando'; the attendant assumes it, replies
// (Entregue when the phone acks) and finishes it, and it moves to 'Finalizadas'. Assume, reply and finish
// go through the spec's socket events (chat:assume, attendant_send_message, chat:finish), never the REST
// routes, and the server's state after each step is checked over the API. A read-only user opens the chat
// and stays on it.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { liveConnection } from '../support/casework.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();

const ATTENDANT = { email: 'sac@gabinete.demo', name: 'Carlos Henrique Lima' };
const CONNECTED = 'Conectado ao WhatsApp';
const CITIZEN = 'Seu Jorge do Teste';
const QUESTION = 'Boa tarde, a rua da minha casa está sem iluminação há três dias.';
const REPLY = 'Boa tarde, Seu Jorge! Já pedimos a troca das lâmpadas à prefeitura.';

const navbarStatus = (page: Page) => page.getByRole('banner').getByTestId('whatsapp-navbar-status');
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversas' });

/** A mobile number nobody in the demo has, so the message starts a new chat. */
const freshPhone = () => `(61) 9${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;

interface ChatState {
  _id: string;
  status: string;
  agent: { name: string } | null;
  unseenMsgs: number;
}

/** Every REST call of the page that changes a chat (assume, finish, read, messages, a new chat). */
function chatWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path.startsWith('/api/chats') || path === '/whatsapp/sendmessage')) {
      seen.push(`${request.method()} ${path}`);
    }
  });
  return seen;
}

const chatIdOf = (page: Page) => new URL(page.url()).searchParams.get('chat')!;

async function chatState(page: Page, id: string): Promise<ChatState> {
  const answer = await apiJson<ChatState>(page, 'GET', `/api/chats/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The office admin unlinks the phone and pairs it again by the simulated QR scan. */
async function pairByQr(admin: Page): Promise<void> {
  await logIn(admin, DEMO.officeAdmin.email);
  const unlinked = await apiJson(admin, 'POST', '/whatsapp/simulator/unlink', {});
  expect(unlinked.status).toBe(200);
  await admin.goto('/whatsapp');
  const scan = admin.getByRole('button', { name: 'Simular leitura do QR Code' });
  const connect = admin
    .getByTestId('whatsapp-connection')
    .getByRole('button', { name: 'Conectar', exact: true });
  await Promise.race([scan.waitFor(), connect.waitFor()]);
  if (await connect.isVisible()) await connect.click();
  await scan.click();
  await navbarStatus(admin)
    .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
    .waitFor();
}

describe('SAC inbox', () => {
  it('a citizen writes on WhatsApp; the attendant sees it live, assumes, replies and finishes', async () => {
    const admin = browser.page();
    await pairByQr(admin);

    // The attendant sits in the SAC inbox with the live connection open.
    const sac = await browser.newPage();
    const connected = liveConnection(sac);
    const writes = chatWrites(sac);
    await logIn(sac, ATTENDANT.email);
    await connected;
    await menuEntry(sac, 'SAC').click();
    await sac.waitForURL((url) => url.pathname === '/sac');
    const waiting = sac.getByRole('tab', { name: /^Aguardando \(\d+\)$/ });
    await waiting.waitFor();
    expect(await waiting.getAttribute('aria-selected')).toBe('true');
    // The tab shows the count over the label; its accessible name reads 'Aguardando (N)'.
    const waitingBefore = Number(/\((\d+)\)/.exec((await waiting.getAttribute('aria-label')) ?? '')![1]);
    await sac.evaluate(() => ((window as unknown as Record<string, unknown>).__sameDocument = true));

    // The citizen writes (the simulator plays their phone).
    const phone = freshPhone();
    const inbound = await apiJson(admin, 'POST', '/whatsapp/simulator/inbound', {
      from: phone,
      text: QUESTION,
      name: CITIZEN,
    });
    expect(inbound.status).toBe(200);

    // It shows in 'Aguardando' without a reload, with the count up by one.
    const row = conversations(sac).getByRole('button', { name: new RegExp(CITIZEN) });
    await row.waitFor();
    expect(await row.innerText()).toContain(QUESTION);
    await sac.getByRole('tab', { name: `Aguardando (${waitingBefore + 1})` }).waitFor();
    expect(await sac.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument)).toBe(
      true,
    );
    await saveScreenshot(sac, 'sac-01-waiting', false);

    // Opening it puts it in the URL; the message box asks to assume first.
    await row.click();
    await sac.waitForURL((url) => url.pathname === '/sac' && url.searchParams.has('chat'));
    const chat = sac.getByRole('region', { name: `Conversa com ${CITIZEN}` });
    await chat.getByText(QUESTION).waitFor();
    await chat.getByText('Assuma a conversa para responder.').waitFor();

    const chatId = chatIdOf(sac);
    expect(await chatState(admin, chatId)).toMatchObject({ status: 'pending', agent: null });

    // Assumir: chat:assume over the socket; the server has the attendant as the agent.
    await chat.getByRole('button', { name: 'Assumir' }).click();
    await chat.getByText(`Com ${ATTENDANT.name}`).waitFor();
    await chat.getByText(`${ATTENDANT.name} assumiu a conversa`, { exact: false }).waitFor();
    expect(await chatState(admin, chatId)).toMatchObject({ status: 'open', agent: { name: ATTENDANT.name } });

    // The reply (attendant_send_message) shows, then Entregue when the phone acks.
    const box = chat.getByRole('textbox', { name: 'Mensagem' });
    await box.fill(REPLY);
    await box.press('Enter');
    const bubble = chat.getByTestId('chat-message').filter({ hasText: REPLY });
    await bubble.getByRole('img', { name: 'Entregue' }).waitFor({ timeout: 15_000 });
    expect(await chat.getByTestId('chat-message').filter({ hasText: REPLY }).count()).toBe(1);
    const stored = await apiJson<{ messages: { body: string | null; direction: string }[] }>(
      admin,
      'GET',
      `/api/chats/${chatId}/messages`,
    );
    expect(stored.body.messages.filter((m) => m.body === REPLY && m.direction === 'out')).toHaveLength(1);
    await saveScreenshot(sac, 'sac-03-delivered', false);

    // Finalizar asks first; the chat moves to 'Finalizadas'.
    await chat.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = sac.getByRole('dialog', { name: `Finalizar a conversa com ${CITIZEN}?` });
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await chat.getByText('Finalizado', { exact: true }).waitFor();
    await chat.getByText('Esta conversa foi finalizada.').waitFor();
    expect((await chatState(admin, chatId)).status).toBe('closed');
    // All three went over the socket: no REST assume, send or finish (opening it marks it read over REST).
    expect(writes.filter((w) => !w.endsWith(`/api/chats/${chatId}/read`))).toEqual([]);
    await sac.getByRole('tab', { name: 'Finalizadas' }).click();
    await conversations(sac)
      .getByRole('button', { name: new RegExp(CITIZEN) })
      .waitFor();
    expect(new URL(sac.url()).searchParams.get('fila')).toBe('closed');
    await saveScreenshot(sac, 'sac-04-finished', false);

    // On a phone the inbox shows one column at a time, with a way back.
    await sac.setViewportSize({ width: 390, height: 844 });
    await chat.getByRole('button', { name: 'Voltar para as conversas' }).click();
    await conversations(sac).waitFor();
    expect(await chat.isVisible()).toBe(false);
    await saveScreenshot(sac, 'sac-05-phone', false);
  });

  it('a read-only user opens a chat and stays on it, seeing the messages without marking them read', async () => {
    const admin = browser.page();
    await logIn(admin, DEMO.officeAdmin.email);
    const phone = freshPhone();
    const text = 'Bom dia, queria saber do andamento do meu pedido de poda.';
    expect((await apiJson(admin, 'POST', '/whatsapp/simulator/inbound', { from: phone, text })).status).toBe(
      200,
    );

    const reader = await browser.newPage();
    const writes = chatWrites(reader);
    await logIn(reader, DEMO.readOnly.email);
    await menuEntry(reader, 'SAC').click();
    await reader.waitForURL((url) => url.pathname === '/sac');
    const row = conversations(reader).getByText(text.slice(0, 20), { exact: false });
    await row.click();
    await reader.waitForURL((url) => url.pathname === '/sac' && url.searchParams.has('chat'));
    const chatId = chatIdOf(reader);
    const chat = reader.getByRole('region', { name: /^Conversa com / });
    await chat.getByText(text).waitFor();

    // Give any read mark time to fire: the reader stays, and the attendants' unread count is untouched.
    await reader.waitForTimeout(1500);
    expect(new URL(reader.url()).pathname).toBe('/sac');
    expect(await reader.getByRole('heading', { name: 'Acesso negado' }).count()).toBe(0);
    expect(await chat.getByRole('button', { name: 'Assumir' }).count()).toBe(0);
    expect(writes).toEqual([]);
    expect((await chatState(admin, chatId)).unseenMsgs).toBeGreaterThan(0);
    await saveScreenshot(reader, 'sac-06-read-only', false);
  });
});
