// The /modelo area (issue 6) in a real browser: its own login, the admin's e-mail and shop against the fake
// back end in the page, the client refused the admin's screens, and calls that are not the template's going to
// the real server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const demoMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do modelo' });

async function logInToModelo(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/modelo/entrar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
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
    await page.getByLabel('Senha').fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }).waitFor();
  });
});
