// Suporte: the office admin opens a ticket from the page they were on, the platform admin answers it from
// the queue, and the reply arrives live on the office's open thread (issue 20).
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('Suporte', () => {
  it('opens a ticket, answers it from the platform queue, and the reply arrives live', async () => {
    const office = browser.page();
    await logIn(office, DEMO.officeAdmin.email);
    await office.goto('/tarefas');
    await menuEntry(office, 'Suporte').click();
    await office.waitForURL((url) => url.pathname === '/suporte');
    await office.getByRole('button', { name: 'Novo chamado' }).first().click();
    const subject = `Relatório de tarefas não abre ${Date.now()}`;
    const drawer = office.getByRole('dialog', { name: 'Novo chamado' });
    await drawer.getByLabel(/^Assunto/).fill(subject);
    await drawer.getByRole('combobox', { name: /^Categoria/ }).click();
    await office.getByRole('option', { name: 'Problema', exact: true }).click();
    await drawer
      .getByLabel(/^Descrição/)
      .fill('Ao abrir Tarefas a página fica em branco por alguns segundos.');
    await drawer.getByText('Página de origem: /tarefas').waitFor();
    await drawer.getByRole('button', { name: 'Abrir chamado' }).click();
    await office.waitForURL((url) => url.pathname.startsWith('/suporte/'));
    await office.getByRole('heading', { name: subject, exact: false }).waitFor();
    await saveScreenshot(office, 'suporte-chamado-gabinete');

    const platform = await browser.newPage();
    await logIn(platform, DEMO.platformAdmin.email);
    await menuEntry(platform, 'Chamados de suporte').click();
    await platform.getByRole('link', { name: subject }).first().click();
    await platform.getByLabel('Sua resposta').fill('Olá! Encontramos a causa; já está corrigido.');
    await platform.getByRole('button', { name: 'Enviar resposta' }).click();
    await platform.getByText('Resposta enviada').waitFor();
    await saveScreenshot(platform, 'suporte-fila-plataforma');

    // No reload: the socket's support:changed refetches the thread.
    await office
      .getByTestId('support-message')
      .filter({ hasText: 'Encontramos a causa; já está corrigido.' })
      .waitFor({ timeout: 15_000 });
    expect(await office.getByText('Aguardando o gabinete').count()).toBeGreaterThan(0);
  });
});
