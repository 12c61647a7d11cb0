// The /modelo area (issue 6) in a real browser: its own login, the admin's e-mail and shop against the fake
// back end in the page, the client refused the admin's screens, and calls that are not the template's going to
// the real server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const demoMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do modelo' });

async function logInToModelo(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/modelo/entrar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await demoMenu(page).waitFor({ state: 'visible' });
}

describe('the /modelo area', () => {
  it("is reached from the office login page and answers the client's calls that are not the template's from the real server", async () => {
    const page = browser.page();
    await page.goto('/');
    await page.getByRole('link', { name: 'Conhecer o modelo de interface' }).click();
    await page.waitForURL((url) => url.pathname === '/modelo/entrar');
    await page.getByRole('heading', { name: 'Entrar no modelo' }).waitFor();
    // The interceptor answers the template's paths in the page; anything else reaches the server unchanged.
    const answers = await page.evaluate(async () => {
      const template = await fetch('/apps/email/emails?folder=draft');
      const server = await fetch('/api/health');
      return {
        template: {
          status: template.status,
          drafts: ((await template.json()) as { emails: unknown[] }).emails.length,
        },
        server: { status: server.status, type: server.headers.get('content-type') },
      };
    });
    expect(answers.template).toEqual({ status: 200, drafts: 4 });
    expect(answers.server.status).toBe(200);
    expect(answers.server.type).toContain('application/json');
    // The office session is untouched by the area's login.
    await logInToModelo(page, 'admin@demo.com', 'admin');
    expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
  });

  it('lets the admin move an e-mail to trash and see the counts change, until a reload restores the sample data', async () => {
    const page = browser.page();
    await logInToModelo(page, 'admin@demo.com', 'admin');
    await page.waitForURL((url) => url.pathname === '/modelo/cartoes/analise');
    await demoMenu(page).getByRole('link', { name: 'E-mail' }).click();
    const folders = page.getByRole('navigation', { name: 'Pastas' });
    await folders.getByRole('link', { name: 'Caixa de entrada 3 não lidas' }).waitFor();
    const trash = folders.getByRole('link', { name: 'Lixeira' });

    await trash.click();
    const rows = page.getByRole('checkbox', { name: /^Selecionar: / });
    await expect.poll(() => rows.count()).toBe(4);
    await folders.getByRole('link', { name: /^Caixa de entrada/ }).click();
    await expect.poll(() => rows.count()).toBe(8);
    await page.getByRole('checkbox', { name: 'Selecionar: Revisão do orçamento anual' }).check();
    await page.getByRole('button', { name: 'Excluir' }).click();

    await folders.getByRole('link', { name: 'Caixa de entrada 2 não lidas' }).waitFor();
    await expect.poll(() => rows.count()).toBe(7);
    await trash.click();
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByText('Revisão do orçamento anual').first().waitFor();

    // The store lives in the page: a reload starts again from the sample data.
    await page.reload();
    await folders.getByRole('link', { name: 'Caixa de entrada 3 não lidas' }).waitFor();
  });

  it('lets the admin add a product to the cart and find it there', async () => {
    const page = browser.page();
    await logInToModelo(page, 'admin@demo.com', 'admin');
    await demoMenu(page).getByRole('link', { name: 'Loja', exact: true }).click();
    await page.getByRole('link', { name: 'Carrinho, 5 itens' }).waitFor();
    const card = page.getByRole('article', { name: 'Adaptador USB-C Cobalto' });
    await card.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await page.getByRole('link', { name: 'Carrinho, 6 itens' }).waitFor();
    await card.getByRole('link', { name: 'Ver carrinho' }).click();
    await page.waitForURL((url) => url.pathname === '/modelo/loja/carrinho');
    await page.getByRole('main').getByText('Adaptador USB-C Cobalto').first().waitFor();
  });

  it('opens every screen of the admin menu with its title and no error in the page', async () => {
    const page = browser.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    await logInToModelo(page, 'admin@demo.com', 'admin');
    const labels = await demoMenu(page).getByRole('link').allTextContents();
    expect(labels.length).toBeGreaterThan(15);
    for (const label of labels) {
      const link = demoMenu(page).getByRole('link', { name: label, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.pathname.startsWith(href));
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Algo deu errado').count(), label).toBe(0);
      // Every sample image the screen shows exists (a missing one would be a broken picture).
      const broken = await page.$$eval('main img', (imgs) =>
        (imgs as HTMLImageElement[])
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.getAttribute('src')),
      );
      expect(broken, label).toEqual([]);
      await saveScreenshot(page, `modelo-${new URL(page.url()).pathname.slice(8).replace(/\//g, '-')}`);
    }
    expect(errors).toEqual([]);
  });

  it('refuses the admin screens to the client, whose menu shows only the access-control page', async () => {
    const page = browser.page();
    await logInToModelo(page, 'client@demo.com', 'client');
    await page.waitForURL((url) => url.pathname === '/modelo/controle-de-acesso');
    const entries = await demoMenu(page).getByRole('link').allTextContents();
    expect(entries).toEqual(['Controle de acesso']);
    for (const path of [
      '/modelo/email',
      '/modelo/usuarios',
      '/modelo/loja/carrinho',
      '/modelo/cartoes/analise',
    ]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/modelo/nao-autorizado');
      await page.getByRole('heading', { name: 'Você não tem acesso a esta tela' }).waitFor();
    }
  });

  it('shows a wrong password in pt-BR on the area login', async () => {
    const page = browser.page();
    await page.goto('/modelo/entrar');
    await page.getByLabel(/^Senha/).fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }).waitFor();
  });
});
