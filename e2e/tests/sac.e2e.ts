// Issue 5's story: the office pairs its WhatsApp by QR code in the simulator; a citizen writes and the
// message shows live in the attendant's SAC inbox under 'Aguardando'; the attendant assumes it, replies
// (Pendente at once, Entregue when the phone acks) and finishes it, and it moves to 'Finalizadas'.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiResponse, liveConnection } from '../support/casework.ts';
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
  await navbarStatus(admin).getByText(CONNECTED).waitFor();
}

describe('SAC inbox', () => {
  it('a citizen writes on WhatsApp; the attendant sees it live, assumes, replies and finishes', async () => {
    const admin = browser.page();
    await pairByQr(admin);

    // The attendant sits in the SAC inbox with the live connection open.
    const sac = await browser.newPage();
    const connected = liveConnection(sac);
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

    const assumed = apiResponse(sac, 'POST', /\/api\/chats\/[^/]+\/assume$/);
    await chat.getByRole('button', { name: 'Assumir' }).click();
    expect((await assumed).status()).toBe(200);
    await chat.getByText(`Com ${ATTENDANT.name}`).waitFor();
    await chat.getByText(`${ATTENDANT.name} assumiu a conversa`, { exact: false }).waitFor();

    // The reply shows at once as Pendente (the send is held a moment to see it), then Entregue.
    await sac.route(/\/api\/chats\/[^/]+\/messages$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const box = chat.getByRole('textbox', { name: 'Mensagem' });
    await box.fill(REPLY);
    await box.press('Enter');
    const bubble = chat.getByTestId('chat-message').filter({ hasText: REPLY });
    await bubble.getByRole('img', { name: 'Pendente' }).waitFor();
    await saveScreenshot(sac, 'sac-02-pending', false);
    await bubble.getByRole('img', { name: 'Entregue' }).waitFor({ timeout: 15_000 });
    expect(await chat.getByTestId('chat-message').filter({ hasText: REPLY }).count()).toBe(1);
    await saveScreenshot(sac, 'sac-03-delivered', false);

    // Finalizar asks first; the chat moves to 'Finalizadas'.
    await chat.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = sac.getByRole('dialog', { name: `Finalizar a conversa com ${CITIZEN}?` });
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await chat.getByText('Finalizado', { exact: true }).waitFor();
    await chat.getByText('Esta conversa foi finalizada.').waitFor();
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
});
