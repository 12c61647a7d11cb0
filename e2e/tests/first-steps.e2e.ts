// What a new user tripped over (issue 14): English and internal codes on screen, the platform admin landing on
// an empty office dashboard, a second citizen saved with the same CPF, and a profile search that hid how
// many people it found.
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, logIn, mainMenu, pathname, submitLogin } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson, validCpf } from '../support/citizens.ts';

const browser = useBrowser();

/** Codes the server writes (audit actions and subjects, WhatsApp statuses) and Mantine's English defaults. */
const RAW_WORDS =
  /\b(task|event|demand|demand_status|occurrence|citizen|user|area|status|create|update|delete|restore|reset_\w+|restore_\w+|bulk_\w+|export_download|password_set|inChat|notLogged|isLogged|qrReadSuccess|qrReadFail|browserClose|desconnectedMobile|autocloseCalled|serverClose|deleteToken|CONNECTED|DISCONNECTED|Toggle|visibility)\b/;
/** camelCase or snake_case words: internal identifiers, never pt-BR. */
const CODE_SHAPED = /\b([a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)\b/;

describe('first steps of a new user', () => {
  it('reads the audit log and the WhatsApp history in pt-BR words only', async () => {
    const page = browser.page();
    await page.goto('/');
    // The password field's eye button is named in pt-BR.
    await page.getByRole('button', { name: 'Mostrar ou ocultar a senha' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Toggle password visibility' }).count()).toBe(0);
    await logIn(page, DEMO.officeAdmin.email);

    // Entries of several kinds: a task created and moved, besides what the seed and the login wrote.
    const task = await apiJson<{ _id: string; version: number }>(page, 'POST', '/api/tasks', {
      title: 'Ligar para a secretaria de obras',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const moved = await apiJson(page, 'PATCH', `/api/tasks/${task.body._id}/status`, {
      status: 'em_andamento',
      version: task.body.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    await page.goto('/configuracoes?aba=auditoria');
    const log = page.getByRole('list', { name: 'Auditoria' });
    await log.getByText(/criou a tarefa Ligar para a secretaria de obras/).waitFor({ state: 'visible' });
    await log
      .getByText(/mudou a situação da tarefa/)
      .first()
      .waitFor({ state: 'visible' });
    const auditText = await log.innerText();
    expect(auditText).not.toMatch(RAW_WORDS);
    expect(auditText).not.toMatch(CODE_SHAPED);
    await saveScreenshot(page, 'first-steps-01-audit');

    await page.goto('/whatsapp');
    const history = page.getByRole('table', { name: 'Histórico da conexão' });
    await history.waitFor({ state: 'visible' });
    await history.getByRole('row').nth(1).waitFor({ state: 'visible' });
    const historyText = await history.innerText();
    expect(historyText).not.toMatch(RAW_WORDS);
    expect(historyText).not.toMatch(CODE_SHAPED);
    await saveScreenshot(page, 'first-steps-02-whatsapp-history');
  });

  it('lands the platform admin on the offices, with only the platform in the menu', async () => {
    const page = browser.page();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await submitLogin(page, DEMO.platformAdmin.email, DEMO_PASSWORD);
    await mainMenu(page)
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => {
        throw new Error(`no app shell on ${page.url()}: ${messages.join(' | ')}`);
      });
    // Home ('/') is the platform's offices.
    expect(pathname(page)).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Organizações' }).waitFor({ state: 'visible' });
    const table = page.getByRole('table', { name: 'Gabinetes' });
    await table.waitFor({ state: 'visible' });
    for (const column of ['Gabinete', 'Usuários', 'Última atividade', 'Situação'])
      await table.getByRole('columnheader', { name: column }).waitFor({ state: 'visible' });
    await table.getByRole('row').nth(1).waitFor({ state: 'visible' });
    expect(await page.getByText('Cadastrar o primeiro eleitor').count()).toBe(0);

    const links = await mainMenu(page).getByRole('link').allInnerTexts();
    expect(links[0]?.trim()).toBe('Organizações');
    for (const office of ['Dashboard', 'Eleitores', 'Demandas', 'SAC', 'Configurações'])
      expect(links.map((l) => l.trim())).not.toContain(office);
    await saveScreenshot(page, 'first-steps-03-platform-home');
  });

  it('refuses a second citizen with the same CPF and opens the existing one', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    const cpf = validCpf('552019384');
    const existing = await apiJson<{ _id: string }>(page, 'POST', '/api/citizens', {
      name: 'Rosângela Identidade',
      cpf,
    });
    expect(existing.status).toBe(201);
    // The API answers 409 naming the holder.
    const again = await apiJson<{ code: string; existingId: string; message: string }>(
      page,
      'POST',
      '/api/citizens',
      { name: 'Rosângela Outra', cpf },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CITIZEN_CPF_IN_USE', existingId: existing.body._id });

    await page.goto('/eleitores/novo');
    await page.getByLabel(/^Nome completo/).fill('Rosângela Digitada de Novo');
    const field = page.getByLabel('CPF', { exact: true });
    await field.fill(cpf);
    await field.blur();
    const alert = page.getByRole('status').filter({ hasText: 'Eleitor já cadastrado' });
    await alert.getByRole('link', { name: 'Rosângela Identidade' }).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Eleitor já cadastrado' });
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getByRole('button', { name: 'Salvar mesmo assim' }).count()).toBe(0);
    await saveScreenshot(page, 'first-steps-04-cpf-refused', false);
    await dialog.getByRole('button', { name: 'Abrir o cadastro existente' }).click();
    await page.waitForURL((url) => url.pathname === `/eleitores/${existing.body._id}`);
    await page.getByRole('heading', { level: 1, name: 'Rosângela Identidade' }).waitFor({ state: 'visible' });
  });

  it('says the profile search found more than it shows and opens them all on the list', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/eleitores/perfil');
    await page.getByLabel('Buscar eleitor').fill('silva');
    const more = page.getByText(/^Mostrando 10 de /);
    await more.waitFor({ state: 'visible' });
    await saveScreenshot(page, 'first-steps-05-profile-search', false);
    await page.getByRole('link', { name: 'Ver todos na lista' }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores' && url.searchParams.get('q') === 'silva');
    expect(pathname(page)).toBe('/eleitores');
    await page.getByRole('table', { name: 'Eleitores' }).waitFor({ state: 'visible' });
    await page.getByText('Busca: silva').waitFor({ state: 'visible' });
  });
});
