// A duplicate typed in by mistake is flagged at creation, found on 'Duplicados', and merged into the original.
// A CPF cannot be typed twice (citizens-identity.e2e.ts): this duplicate shares a phone, which may repeat.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry, pathname } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson, formatCpf, validCpf } from '../support/citizens.ts';

const browser = useBrowser();

const CPF = validCpf('736251904');
const original = { name: 'Benedito Ribeiro Mesclagem', phone: '(61) 98555-2001' };
const duplicate = { name: 'Benedito Ribeiro', phone: '(61) 98555-2002' };

/** The card on top of the comparison that shows this citizen. */
const recordCard = (page: Page, name: string) =>
  page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .filter({ hasText: /^Cadastro [AB]/ });

describe('citizens: duplicates', () => {
  it('warns about the same phone, lists the pair, and merges it into the record with the CPF', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);

    // The original record, already in the office's base.
    const created = await apiJson<{ _id: string }>(page, 'POST', '/api/citizens', {
      name: original.name,
      cpf: CPF,
      phones: [
        { number: original.phone, type: 'celular', preferred: true },
        { number: duplicate.phone, type: 'whatsapp' },
      ],
    });
    expect(created.status).toBe(201);
    const keptId = created.body._id;

    // Someone types the same person again: the form warns before and on saving.
    await menuEntry(page, 'Eleitores').click();
    await page.getByRole('link', { name: 'Novo eleitor' }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores/novo');
    await page.getByLabel(/^Nome completo/).fill(duplicate.name);
    const phone = page.getByLabel('Telefone 1', { exact: true });
    await phone.fill(duplicate.phone);
    await phone.blur();
    const warning = page.getByRole('status').filter({ hasText: 'Este eleitor pode já estar cadastrado' });
    await warning.waitFor({ state: 'visible' });
    await warning.getByRole('link', { name: original.name }).waitFor({ state: 'visible' });
    await warning.getByText(/mesmo Telefone/).waitFor({ state: 'visible' });
    await warning.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'citizens-merge-01-duplicate-warning', false);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Possível duplicado' });
    await confirm.waitFor({ state: 'visible' });
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/citizens',
    );
    await confirm.getByRole('button', { name: 'Salvar mesmo assim' }).click();
    expect((await saved).status()).toBe(201);
    await page.getByText('Eleitor salvo', { exact: true }).waitFor({ state: 'visible' });
    await page.waitForURL((url) => /^\/eleitores\/[0-9a-f-]{36}$/.test(url.pathname));
    const duplicatePath = pathname(page);
    expect(duplicatePath).not.toBe(`/eleitores/${keptId}`);

    // 'Duplicados' lists the pair with what matched.
    await menuEntry(page, 'Eleitores').click();
    await page.waitForURL((url) => url.pathname === '/eleitores');
    await page.getByRole('link', { name: 'Duplicados', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores/duplicados');
    const pairs = page.getByRole('table', { name: 'Prováveis duplicados' });
    await pairs.waitFor({ state: 'visible' });
    const pair = pairs
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: original.name, exact: true }) })
      .filter({ has: page.getByRole('link', { name: duplicate.name, exact: true }) });
    await pair.waitFor({ state: 'visible' });
    await pair.getByText('Telefone', { exact: true }).waitFor({ state: 'visible' });
    expect(await pair.getByText('CPF', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'citizens-merge-02-pairs');

    // Compare, keep the original, merge.
    await pair.getByRole('link', { name: 'Comparar e mesclar' }).click();
    await page.waitForURL((url) => url.searchParams.has('a') && url.searchParams.has('b'));
    await page.getByRole('heading', { name: 'Comparar e mesclar' }).waitFor({ state: 'visible' });
    const comparison = page.getByRole('table', { name: 'Comparação dos cadastros' });
    await comparison.getByText(formatCpf(CPF)).first().waitFor({ state: 'visible' });
    await comparison.getByText(original.phone, { exact: true }).waitFor({ state: 'visible' });
    await comparison.getByText(duplicate.phone, { exact: true }).first().waitFor({ state: 'visible' });
    await recordCard(page, original.name)
      .getByRole('radio', { name: /^Manter o cadastro [AB] \(/ })
      .check();
    await recordCard(page, original.name).getByText('Fica', { exact: true }).waitFor({ state: 'visible' });
    await recordCard(page, duplicate.name)
      .getByText('Vai para a lixeira', { exact: true })
      .waitFor({ state: 'visible' });
    // Both names differ: the kept record's name stays unless another is picked.
    const keepName = comparison.getByRole('radio', { name: `Nome: manter “${original.name}”`, exact: false });
    expect(await keepName.isChecked()).toBe(true);
    await saveScreenshot(page, 'citizens-merge-03-compare');

    await page.getByRole('button', { name: 'Mesclar cadastros' }).click();
    const dialog = page.getByRole('dialog', { name: `Mesclar ${duplicate.name} em ${original.name}?` });
    await dialog.waitFor({ state: 'visible' });
    const merged = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/citizens/${keptId}/merge`),
    );
    await dialog.getByRole('button', { name: 'Mesclar', exact: true }).click();
    expect((await merged).status()).toBe(200);

    // The kept profile has both phones; the duplicate has left the lists.
    await page.waitForURL((url) => url.pathname === `/eleitores/${keptId}`);
    await page.getByText('Cadastros mesclados', { exact: true }).waitFor({ state: 'visible' });
    await page.getByRole('heading', { level: 1, name: original.name }).waitFor({ state: 'visible' });
    await page.getByText(original.phone, { exact: true }).waitFor({ state: 'visible' });
    await page.getByText(duplicate.phone, { exact: true }).first().waitFor({ state: 'visible' });
    await page.getByText(formatCpf(CPF), { exact: true }).waitFor({ state: 'visible' });
    // The timeline keeps the merge and both records' history.
    const timeline = page.getByRole('tabpanel', { name: 'Linha do tempo' });
    await timeline.getByText(`Mesclado com ${duplicate.name}`).waitFor({ state: 'visible' });
    expect(await timeline.getByText('Cadastro criado', { exact: true }).count()).toBe(2);
    await saveScreenshot(page, 'citizens-merge-04-kept-profile');

    await page.goto('/eleitores/duplicados');
    await pairs.waitFor({ state: 'visible' });
    expect(await pairs.getByRole('link', { name: original.name, exact: true }).count()).toBe(0);
    expect(await pairs.getByRole('link', { name: duplicate.name, exact: true }).count()).toBe(0);

    await page.goto(`/eleitores?q=${encodeURIComponent('benedito ribeiro')}`);
    const table = page.getByRole('table', { name: 'Eleitores' });
    await table.getByRole('link', { name: original.name, exact: true }).waitFor({ state: 'visible' });
    await page.getByText('1 eleitor', { exact: true }).waitFor({ state: 'visible' });
    expect(await table.getByRole('link', { name: duplicate.name, exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'citizens-merge-05-list');
  });
});
