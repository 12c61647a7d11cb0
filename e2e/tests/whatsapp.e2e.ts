// The office's WhatsApp: the navbar and the page say it is connected; 'Desconectar' brings the QR code live;
// the simulated scan connects it again in the page and the navbar without a reload; the reception, without
// read on whatsapp, sees neither the badge nor the menu entry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry, pathname } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiResponse, liveConnection } from '../support/casework.ts';

const browser = useBrowser();

const CONNECTED = 'Conectado ao WhatsApp';
const navbarStatus = (page: Page) => page.getByRole('banner').getByTestId('whatsapp-navbar-status');
const pageStatus = (page: Page) => page.getByTestId('whatsapp-page-status');
const qrImage = (page: Page) =>
  page.getByRole('img', { name: 'QR Code para conectar o WhatsApp do gabinete' });

/** Waits until the element's data-tone reads the given tone. */
async function toneOf(page: Page, testId: string, tone: string): Promise<void> {
  await page.waitForFunction(
    ([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-tone') === t,
    [testId, tone],
    { timeout: 10_000 },
  );
}

describe('WhatsApp connection', () => {
  it('shows the connection live: connected, the QR code after Desconectar, connected again after the scan', async () => {
    const page = browser.page();
    const connected = liveConnection(page);
    await logIn(page, DEMO.officeAdmin.email);
    await connected;
    await navbarStatus(page)
      .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
      .waitFor();
    expect(await navbarStatus(page).getByRole('link').first().getAttribute('href')).toBe('/whatsapp');
    // The dashboard says it too.
    await page.getByRole('region', { name: 'WhatsApp do gabinete' }).getByText(CONNECTED).waitFor();
    await saveScreenshot(page, 'whatsapp-00-dashboard', false);

    await menuEntry(page, 'WhatsApp').click();
    await page.waitForURL((url) => url.pathname === '/whatsapp');
    await pageStatus(page).getByText(CONNECTED).waitFor();
    const card = page.getByTestId('whatsapp-connection');
    await card.getByText('Número do gabinete').waitFor();
    const history = page.getByRole('table', { name: 'Histórico da conexão' });
    await history.locator('tbody tr').first().waitFor();
    expect(await history.locator('tbody tr').first().innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'whatsapp-01-connected');

    // From here on the page must never reload: the marker would be gone.
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__sameDocument = true));

    await card.getByRole('button', { name: 'Desconectar' }).click();
    const dialog = page.getByRole('dialog', { name: /^Desconectar o WhatsApp/ });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/\(\d{2}\) \d{4,5}-\d{4}/);
    const disconnected = apiResponse(page, 'DELETE', '/whatsapp/disconnect');
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    expect((await disconnected).status()).toBe(200);

    // Whether the provider offers a new QR code by itself or waits for 'Conectar', the QR code shows live.
    const connect = card.getByRole('button', { name: 'Conectar', exact: true });
    await Promise.race([qrImage(page).waitFor(), connect.waitFor()]);
    if (await connect.isVisible()) await connect.click();
    await qrImage(page).waitFor();
    await toneOf(page, 'whatsapp-page-status', 'qr');
    await toneOf(page, 'whatsapp-navbar-status', 'qr');
    await page.getByText('Aparelhos conectados › Conectar aparelho', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'whatsapp-02-qr-code', false);

    await page.getByRole('button', { name: 'Simular leitura do QR Code' }).click();
    await toneOf(page, 'whatsapp-page-status', 'connected');
    await toneOf(page, 'whatsapp-navbar-status', 'connected');
    await pageStatus(page).getByText(CONNECTED).waitFor();
    await navbarStatus(page)
      .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
      .waitFor();
    await qrImage(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument)).toBe(
      true,
    );
    expect(pathname(page)).toBe('/whatsapp');

    // Playing the citizen: the message reaches the office's SAC.
    const simulatorPanel = page.getByTestId('whatsapp-simulator');
    await simulatorPanel.getByLabel('Telefone do cidadão').fill('61988776655');
    expect(await simulatorPanel.getByLabel('Telefone do cidadão').inputValue()).toBe('(61) 98877-6655');
    await simulatorPanel.getByLabel('Mensagem').fill('Bom dia! Queria saber da minha demanda.');
    const inbound = apiResponse(page, 'POST', '/whatsapp/simulator/inbound');
    await simulatorPanel.getByRole('button', { name: 'Enviar como cidadão' }).click();
    expect((await inbound).status()).toBe(200);
    await page.getByText('Mensagem recebida pelo SAC do gabinete').waitFor();
  });

  it('shows the page and the settings tab at a phone width', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    // On a phone the menu is a drawer: log in wide, then narrow the window.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/whatsapp');
    await pageStatus(page).getByText(CONNECTED).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'whatsapp-03-phone');

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/configuracoes?aba=whatsapp');
    const provider = page
      .getByRole('textbox', { name: 'Provedor' })
      .or(page.getByRole('combobox', { name: 'Provedor' }))
      .first();
    await provider.waitFor();
    await provider.click();
    await page.getByRole('option', { name: 'Servidor WPPConnect' }).click();
    await page.getByLabel('URL do servidor WPPConnect').fill('isto não é uma URL');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Informe a URL do servidor WPPConnect').waitFor();
    await page.getByRole('textbox', { name: 'URL do webhook' }).waitFor();
    await saveScreenshot(page, 'whatsapp-04-settings');
  });

  it('lets an assessor, who may only read whatsapp, follow the status without the actions', async () => {
    const page = browser.page();
    await logIn(page, DEMO.assessor.email);
    await navbarStatus(page)
      .getByRole('link', { name: `WhatsApp: ${CONNECTED}` })
      .waitFor();
    await menuEntry(page, 'WhatsApp').click();
    await pageStatus(page).getByText(CONNECTED).waitFor();
    await page.getByRole('table', { name: 'Histórico da conexão' }).waitFor();
    expect(await page.getByRole('button', { name: 'Desconectar' }).count()).toBe(0);
    expect(await page.getByTestId('whatsapp-simulator').count()).toBe(0);
  });

  it('shows no badge and no menu entry to a user without read on whatsapp', async () => {
    const page = browser.page();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/whatsapp')) asked.push(r.url());
    });
    await logIn(page, DEMO.reception.email);
    await menuEntry(page, 'Atendimentos').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await menuEntry(page, 'WhatsApp').count()).toBe(0);
    expect(await navbarStatus(page).count()).toBe(0);
    await page.goto('/whatsapp');
    await page.waitForURL((url) => url.pathname === '/acesso-negado');
  });
});
