// An assessor registers a citizen with an accented name and finds them again by an accent-less fragment.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry, pathname } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { formatCpf, validCpf } from '../support/citizens.ts';

const browser = useBrowser();

const citizen = {
  name: 'Joaquim Conceição Teste',
  cpf: validCpf('318406572'),
  phoneTyped: '61981234567',
  phoneShown: '(61) 98123-4567',
};

describe('citizens: register and search', () => {
  it('creates a citizen through "Novo eleitor" and finds them by "conceicao test"', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);

    // The list, then the form.
    await menuEntry(page, 'Eleitores').click();
    await page.waitForURL((url) => url.pathname === '/eleitores');
    await page.getByRole('table', { name: 'Eleitores' }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Novo eleitor' }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores/novo');
    await page.getByRole('heading', { name: 'Novo eleitor' }).waitFor({ state: 'visible' });

    await page.getByLabel(/^Nome completo/).fill(citizen.name);
    const cpf = page.getByLabel('CPF', { exact: true });
    await cpf.fill(citizen.cpf);
    // The form masks what is typed, as people read it.
    expect(await cpf.inputValue()).toBe(formatCpf(citizen.cpf));
    const phone = page.getByLabel('Telefone 1', { exact: true });
    await phone.fill(citizen.phoneTyped);
    expect(await phone.inputValue()).toBe(citizen.phoneShown);
    // Leaving the phone runs the duplicate check; a new person has none.
    const checked = page.waitForResponse((r) => r.url().includes('/api/citizens/duplicates/check'));
    await phone.blur();
    expect((await checked).status()).toBe(200);
    expect(await page.getByText('Este eleitor pode já estar cadastrado').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'citizens-01-new-form', false);

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/citizens',
    );
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await created).status()).toBe(201);
    await page.getByText('Eleitor salvo', { exact: true }).waitFor({ state: 'visible' });

    // The profile of the new citizen.
    await page.waitForURL((url) => /^\/eleitores\/[0-9a-f-]{36}$/.test(url.pathname));
    const profilePath = pathname(page);
    await page.getByRole('heading', { level: 1, name: citizen.name }).waitFor({ state: 'visible' });
    await page.getByText(formatCpf(citizen.cpf), { exact: true }).waitFor({ state: 'visible' });
    await page.getByText(citizen.phoneShown, { exact: true }).waitFor({ state: 'visible' });
    const timeline = page.getByRole('tabpanel', { name: 'Linha do tempo' });
    await timeline.getByText('Cadastro criado', { exact: true }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'citizens-02-profile');

    // Search without accents, in lower case, with a cut word.
    await menuEntry(page, 'Eleitores').click();
    await page.waitForURL((url) => url.pathname === '/eleitores' && url.search === '');
    const table = page.getByRole('table', { name: 'Eleitores' });
    await table.waitFor({ state: 'visible' });
    await page.getByRole('textbox', { name: 'Buscar eleitores' }).fill('conceicao test');
    await page.waitForURL((url) => url.searchParams.get('q') === 'conceicao test');
    const link = table.getByRole('link', { name: citizen.name, exact: true });
    await link.waitFor({ state: 'visible' });
    await page.getByText('1 eleitor', { exact: true }).waitFor({ state: 'visible' });
    expect(await table.locator('tbody tr').count()).toBe(1);
    const nameInRow = page.getByRole('link', { name: citizen.name, exact: true });
    await table.getByRole('row').filter({ has: nameInRow }).getByText(citizen.phoneShown).waitFor();
    await saveScreenshot(page, 'citizens-03-search');

    // The search lives in the URL: a reload keeps it and the result.
    await page.reload();
    await table.getByRole('link', { name: citizen.name, exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('textbox', { name: 'Buscar eleitores' }).inputValue()).toBe('conceicao test');
    expect(new URL(page.url()).searchParams.get('q')).toBe('conceicao test');

    await table.getByRole('link', { name: citizen.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === profilePath);
  });
});
