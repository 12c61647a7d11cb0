// Issue 14 (3, 8): a reply the citizen read shows 'Lido' (blue ticks) in the SAC, marked through the
// simulator panel; a reply queued while the phone is offline moves the WhatsApp page's 'Aguardando envio'
// live; a new office (trial sign-up) asks to connect instead of showing an unidentified status.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { liveConnection } from '../support/casework.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();
/** Generous waits: the whole product runs on a shared 2-core machine. */
const SLOW = 30_000;

const ATTENDANT = 'sac@gabinete.demo';
const CONNECTED = 'Conectado ao WhatsApp';
const navbarStatus = (page: Page) => page.getByRole('banner').getByTestId('whatsapp-navbar-status');
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversas' });

/** A mobile number nobody in the demo has: 9 + 8 digits from the clock. */
function freshPhone(): { typed: string; e164: string } {
  const digits = String(Date.now()).slice(-8);
  return { typed: `(61) 9${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+55619${digits}` };
}

/** The office admin on the WhatsApp page, paired (scanning again keeps a paired office paired). */
async function adminOnWhatsappPage(admin: Page): Promise<void> {
  await logIn(admin, DEMO.officeAdmin.email);
  expect((await apiJson(admin, 'POST', '/whatsapp/simulator/scan', {})).status).toBe(200);
  await menuEntry(admin, 'WhatsApp').click();
  await admin.waitForURL((url) => url.pathname === '/whatsapp');
  await navbarStatus(admin)
    .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
    .waitFor();
}

/** 'Aguardando envio' as a number ('Nenhuma' is 0). */
async function pendingCount(page: Page): Promise<number> {
  const text = await page.getByTestId('whatsapp-pending').innerText();
  const n = /(\d+)\s+mensage/.exec(text);
  return n ? Number(n[1]) : 0;
}
/** Waits until the page shows `n` without being asked (a push, not a reload). */
async function pendingShows(page: Page, n: number, timeout = SLOW): Promise<void> {
  const words = n === 0 ? 'Nenhuma' : n === 1 ? '1 mensagem' : `${n} mensagens`;
  await page.waitForFunction(
    (w) => document.querySelector('[data-testid="whatsapp-pending"]')?.textContent?.endsWith(w) ?? false,
    words,
    { timeout },
  );
}

interface ChatList {
  chats: { _id: string; phone: string }[];
}
async function chatIdOf(page: Page, e164: string): Promise<string> {
  const list = await apiJson<ChatList>(page, 'GET', '/api/chats?perPage=100');
  const chat = list.body.chats.find((c) => c.phone === e164);
  expect(chat, `conversa de ${e164}`).toBeDefined();
  return chat!._id;
}

describe('WhatsApp read receipts and the pending counter', () => {
  it("a reply the citizen read through the simulator shows 'Lido' with blue ticks in the SAC", async () => {
    const admin = browser.page();
    admin.setDefaultTimeout(SLOW);
    await adminOnWhatsappPage(admin);
    const phone = freshPhone();
    const name = `Cidadã Leitura ${phone.e164.slice(-4)}`;
    const question = 'Boa tarde, quero saber do pedido de poda da árvore.';
    const reply = `Já encaminhamos à prefeitura (${phone.e164.slice(-4)}).`;
    expect(
      (
        await apiJson(admin, 'POST', '/whatsapp/simulator/inbound', {
          from: phone.e164,
          text: question,
          name,
        })
      ).status,
    ).toBe(200);

    // The attendant opens the chat, assumes it and answers through the SAC.
    const sac = await browser.newPage();
    sac.setDefaultTimeout(SLOW);
    const connected = liveConnection(sac, SLOW);
    await logIn(sac, ATTENDANT);
    await connected;
    await menuEntry(sac, 'SAC').click();
    await sac.waitForURL((url) => url.pathname === '/sac');
    await conversations(sac)
      .getByRole('button', { name: new RegExp(name) })
      .click();
    const chat = sac.getByRole('region', { name: `Conversa com ${name}` });
    await chat.getByText(question).waitFor();
    await chat.getByRole('button', { name: 'Assumir' }).click();
    const box = chat.getByRole('textbox', { name: 'Mensagem' });
    await box.waitFor();
    await box.fill(reply);
    await box.press('Enter');
    const bubble = chat.getByTestId('chat-message').filter({ hasText: reply });
    await bubble.getByRole('img', { name: 'Entregue' }).waitFor({ timeout: SLOW });

    // The citizen reads it: the simulator panel's button, with the citizen's number.
    const panel = admin.getByTestId('whatsapp-simulator');
    await panel.getByLabel('Telefone do cidadão').fill(phone.typed);
    await panel.getByRole('button', { name: 'Marcar respostas como lidas' }).click();
    await admin.getByText('1 mensagem marcada como lida pelo cidadão.').waitFor();

    // Live in the SAC: 'Lido', blue double ticks.
    const ticks = bubble.getByRole('img', { name: 'Lido' });
    await ticks.waitFor({ timeout: SLOW });
    expect(await ticks.getAttribute('data-delivery')).toBe('lida');
    // Blue (Entregue's ticks are grey): the icon's stroke.
    const svg = ticks.locator('svg').first();
    expect(await svg.getAttribute('stroke')).toContain('blue');
    const stroke = await svg.evaluate((el) => getComputedStyle(el).stroke);
    const [r, g, b] = (stroke.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(b, `cor dos tiques: ${stroke}`).toBeGreaterThan(r + 60);
    expect(b).toBeGreaterThan(g);
    await saveScreenshot(sac, 'whatsapp-read-01-lido', false);
  }, 180_000);

  it("a reply queued while the phone is offline raises 'Aguardando envio' live, and it drops when it goes out", async () => {
    const admin = browser.page();
    admin.setDefaultTimeout(SLOW);
    await adminOnWhatsappPage(admin);
    await admin.getByTestId('whatsapp-pending').waitFor();
    const phone = freshPhone();
    expect(
      (
        await apiJson(admin, 'POST', '/whatsapp/simulator/inbound', {
          from: phone.e164,
          text: 'Olá, bom dia',
        })
      ).status,
    ).toBe(200);
    await admin.getByRole('button', { name: 'Simular desconexão do celular' }).click();
    await navbarStatus(admin).getByRole('link', { name: 'WhatsApp: Desconectado do WhatsApp' }).waitFor();
    const before = await pendingCount(admin);
    await admin.evaluate(() => ((window as unknown as Record<string, unknown>).__sameDocument = true));

    // The attendant answers while the phone is off: the reply waits in the queue.
    const sac = await browser.newPage();
    sac.setDefaultTimeout(SLOW);
    await logIn(sac, ATTENDANT);
    const chatId = await chatIdOf(sac, phone.e164);
    expect((await apiJson(sac, 'POST', `/api/chats/${chatId}/assume`, {})).status).toBe(200);
    const sent = await apiJson(sac, 'POST', `/api/chats/${chatId}/messages`, {
      text: 'Estamos verificando.',
    });
    expect(sent.status).toBeLessThan(300);

    // The admin's page counts it without a reload.
    await pendingShows(admin, before + 1);
    await saveScreenshot(admin, 'whatsapp-read-02-pending', false);

    // Paired again: the queue empties and the counter follows, still without a reload.
    await admin
      .getByTestId('whatsapp-connection')
      .getByRole('button', { name: 'Conectar', exact: true })
      .click();
    const scan = admin.getByRole('button', { name: 'Simular leitura do QR Code' });
    await admin.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].some(
          (b) => b.textContent?.includes('Simular leitura do QR Code') && !b.disabled,
        ),
      undefined,
      { timeout: SLOW },
    );
    await scan.click();
    await navbarStatus(admin)
      .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
      .waitFor();
    await pendingShows(admin, 0);
    expect(await admin.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument)).toBe(
      true,
    );
  }, 180_000);

  it("a new office from 'Criar conta de teste' asks to connect, never 'Status não identificado'", async () => {
    const page = browser.page();
    page.setDefaultTimeout(SLOW);
    await page.goto('/');
    await page.getByRole('link', { name: 'Criar conta de teste' }).click();
    const suffix = String(Date.now()).slice(-6);
    await page.getByLabel('Nome do gabinete').fill(`Gabinete Novo ${suffix}`);
    await page.getByLabel('Seu nome').fill('Clara Nova');
    await page.getByLabel('E-mail').fill(`clara.${suffix}@exemplo.com.br`);
    await page.getByLabel(/^Senha/).fill('senha-forte-123');
    await page.getByLabel('Confirme a senha').fill('senha-forte-123');
    await page.getByRole('button', { name: 'Criar conta de teste' }).click();
    const status = navbarStatus(page);
    // Below 1408 px the header shows the status as its icon, named by the label.
    await status.getByRole('link', { name: 'WhatsApp: Conectar o WhatsApp' }).waitFor({ timeout: SLOW });
    await page.waitForLoadState('networkidle');
    expect(await status.getByRole('link', { name: /Status não identificado/ }).count()).toBe(0);
    expect(await status.getAttribute('data-tone')).toBe('qr');
    await saveScreenshot(page, 'whatsapp-read-03-new-office', false);

    await status.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/whatsapp');
    await page
      .getByTestId('whatsapp-connection')
      .getByRole('button', { name: 'Conectar', exact: true })
      .waitFor();
    expect(await page.getByText('Status não identificado').count()).toBe(0);
  }, 180_000);
});
