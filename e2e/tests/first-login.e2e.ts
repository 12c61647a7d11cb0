// A new office's first login: the 'Primeiros passos' card on the dashboard ticks itself as the admin connects
// the WhatsApp, registers a citizen, invites a colleague and opens the first demanda, then leaves the dashboard.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';
import { waitForMail } from '../support/outbox.ts';

const browser = useBrowser();

const office = {
  name: 'Gabinete da Vereadora Teresa Campos',
  adminName: 'Teresa Campos',
  adminEmail: `teresa.${Date.now()}@exemplo.com.br`,
  password: 'Primeiro-acesso-2026',
};

const card = (page: Page) => page.getByRole('region', { name: 'Primeiros passos do gabinete' });

async function backToDashboard(page: Page, done: number): Promise<void> {
  await page.goto('/dashboard');
  await card(page).getByText(`${done} de 4 concluídos`, { exact: false }).waitFor({ state: 'visible' });
}

describe('first-login checklist', () => {
  it('follows the first-login checklist on a new office', { timeout: 180_000 }, async () => {
    // The platform team creates the office; its admin defines the password from the e-mail.
    const platform = browser.page();
    await logIn(platform, DEMO.platformAdmin.email);
    const created = await apiJson(platform, 'POST', '/api/organizations', {
      name: office.name,
      adminName: office.adminName,
      adminEmail: office.adminEmail,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mail = await waitForMail(browser.dataDir, office.adminEmail);
    const page = await browser.newPage();
    await page.goto(mail.link);
    await page.getByLabel(/^Nova senha/).fill(office.password);
    await page.getByLabel(/^Confirme a nova senha/).fill(office.password);
    await page.getByRole('button', { name: 'Definir senha' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await logIn(page, office.adminEmail, office.password);

    // Nothing done yet.
    await card(page).getByText('0 de 4 concluídos', { exact: false }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'first-login-01-checklist', false);

    // 1. WhatsApp, through the simulator's QR code.
    await card(page).getByRole('link', { name: 'Conectar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/whatsapp');
    await page.getByRole('button', { name: 'Conectar', exact: true }).click();
    await page.getByRole('button', { name: 'Simular leitura do QR Code' }).click();
    await page
      .getByRole('main')
      .getByText('Conectado ao WhatsApp')
      .filter({ visible: true })
      .first()
      .waitFor();
    await backToDashboard(page, 1);

    // Hidden from the dashboard, then brought back from the Tutorial.
    await card(page).getByRole('button', { name: 'Ocultar os primeiros passos' }).click();
    await card(page).waitFor({ state: 'hidden' });
    await page.goto('/tutorial');
    await card(page).getByRole('button', { name: 'Mostrar no dashboard' }).click();
    await card(page).getByRole('button', { name: 'Mostrar no dashboard' }).waitFor({ state: 'hidden' });
    await backToDashboard(page, 1);

    // 2. The first citizen.
    await card(page).getByRole('link', { name: 'Cadastrar eleitor' }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores/novo');
    await page.getByLabel(/^Nome completo/).fill('Sebastião Ramos de Oliveira');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Eleitor salvo', { exact: true }).waitFor({ state: 'visible' });
    await backToDashboard(page, 2);

    // 3. A colleague invited.
    await card(page).getByRole('link', { name: 'Convidar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/usuarios');
    await page.getByRole('button', { name: 'Convidar usuário' }).click();
    const drawer = page.getByRole('dialog', { name: 'Convidar usuário' });
    await drawer.getByLabel(/^Nome/).fill('Lucas Andrade');
    await drawer.getByLabel(/^E-mail/).fill(`lucas.${Date.now()}@exemplo.com.br`);
    await drawer.getByRole('button', { name: 'Enviar convite' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await backToDashboard(page, 3);

    // 4. The first demanda; its screen's '?' opens the Demandas help without leaving the form.
    await card(page).getByRole('link', { name: 'Criar demanda' }).click();
    await page.waitForURL((url) => url.pathname === '/demandas/nova');
    await page.getByRole('button', { name: 'Ajuda: Demandas' }).click();
    const help = page.getByRole('dialog', { name: 'Ajuda: Demandas' });
    await help.getByRole('heading', { name: 'Situações' }).waitFor({ state: 'visible' });
    await help.getByRole('button', { name: 'Fechar a ajuda' }).click();
    await help.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'Título' }).fill('Iluminação apagada na Rua das Acácias');
    await page.getByRole('combobox', { name: 'Adicionar eleitor' }).fill('Sebastiao');
    await page
      .getByRole('option', { name: /^Sebastião Ramos de Oliveira/ })
      .first()
      .click();
    await page.getByLabel('Eleitores escolhidos').getByText('Sebastião Ramos de Oliveira').waitFor();
    await page.getByRole('button', { name: 'Salvar demanda' }).click();
    await page.waitForURL((url) => /^\/demandas\/[0-9a-f-]{36}$/.test(url.pathname));

    // Every step done: the dashboard no longer shows the card; the Tutorial says it is all set.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    expect(await card(page).count()).toBe(0);
    await page.goto('/tutorial');
    await card(page).getByText('Tudo pronto', { exact: false }).waitFor({ state: 'visible' });

    // The help search ignores accents.
    await page.getByRole('textbox', { name: 'Buscar na ajuda' }).fill('situacao da demanda');
    await page.waitForURL((url) => url.searchParams.get('q') === 'situacao da demanda');
    const results = page.getByRole('list', { name: 'Resultados da busca' });
    await results.getByRole('link', { name: 'Demandas', exact: true }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'first-login-02-tutorial-search', false);
  });
});
