// The chefe de gabinete imports an Excel (Latin-1) CSV with one bad row and reads the error report.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { latin1Csv, validCpf } from '../support/citizens.ts';

const browser = useBrowser();

const FILE_NAME = 'contatos-gabinete.csv';
const GOOD = [
  ['Márcia Gonçalves Importação', validCpf('407118253'), '(61) 98300-1001', 'Asa Sul', 'Brasília', 'DF'],
  ['João Araújo Importação', validCpf('407118254'), '(61) 98300-1002', 'Águas Claras', 'Brasília', 'DF'],
  ['Luíza Câmara Importação', validCpf('407118256'), '(61) 98300-1004', 'Guará', 'Brasília', 'DF'],
];
const BAD = ['Inês Estêvão Importação', '123.456.789-00', '(61) 98300-1003', 'Lago Sul', 'Brasília', 'DF'];
const CSV = latin1Csv([
  ['Nome', 'CPF', 'Telefone', 'Bairro', 'Cidade', 'UF'],
  GOOD[0]!,
  GOOD[1]!,
  BAD,
  GOOD[2]!,
]);
const CPF_ERROR = 'CPF inválido';

/** The figure under one of the counters ('Criados', 'Com erro'…) of the import page. */
const counter = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe('citizens: import', () => {
  it('imports a Latin-1 CSV through the wizard, skips the bad row and reports it', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await menuEntry(page, 'Eleitores').click();
    await page.getByRole('link', { name: 'Importar planilha' }).click();
    await page.waitForURL((url) => url.pathname === '/importacoes/nova');

    // 1. Arquivo.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Escolher arquivo' }).click();
    const uploaded = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/imports',
    );
    await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: CSV });
    expect((await uploaded).status()).toBe(201);

    // 2. Colunas: the suggested mapping, with the accents read right.
    await page.waitForURL((url) => url.searchParams.get('etapa') === 'colunas');
    const mapping = page.getByRole('table', { name: 'Mapeamento das colunas' });
    await mapping.waitFor({ state: 'visible' });
    await mapping.getByText(/Márcia Gonçalves Importação/).waitFor({ state: 'visible' });
    await mapping.getByText(/Águas Claras/).waitFor({ state: 'visible' });
    const suggested: Record<string, string> = {
      Nome: 'Nome',
      CPF: 'CPF',
      Telefone: 'Telefone',
      Bairro: 'Bairro',
      Cidade: 'Cidade',
      UF: 'UF',
    };
    for (const [column, field] of Object.entries(suggested)) {
      expect(
        await page.getByRole('combobox', { name: `Campo da coluna ${column}`, exact: true }).inputValue(),
        column,
      ).toBe(field);
    }
    await saveScreenshot(page, 'citizens-import-01-mapping');
    await page.getByRole('button', { name: 'Conferir linhas' }).click();

    // 3. Conferência: the bad row and why, before anything is written.
    await page.waitForURL((url) => url.searchParams.get('etapa') === 'previa');
    const preview = page.getByRole('table', { name: 'Prévia das linhas' });
    await preview.waitFor({ state: 'visible' });
    await page.getByText(/^1 linha da prévia tem erro/).waitFor({ state: 'visible' });
    const badRow = preview.getByRole('row').filter({ hasText: BAD[0]! });
    await badRow.getByText(CPF_ERROR).first().waitFor({ state: 'visible' });
    await badRow.getByText('1 erro', { exact: true }).waitFor({ state: 'visible' });
    const badLine = (await badRow.getByRole('cell').first().innerText()).trim();
    expect(badLine).toMatch(/^\d+$/);
    expect(await preview.getByText('Pronta', { exact: true }).count()).toBe(3);
    await saveScreenshot(page, 'citizens-import-02-preview');
    await page.getByRole('button', { name: 'Continuar' }).click();

    // 4. Início.
    await page.waitForURL((url) => url.searchParams.get('etapa') === 'iniciar');
    await page.getByText(`Tudo pronto para importar ${FILE_NAME}`).waitFor({ state: 'visible' });
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/start'),
    );
    await page.getByRole('button', { name: 'Iniciar importação' }).click();
    expect((await started).status()).toBeLessThan(300);

    // The import page follows the job to the end.
    await page.waitForURL((url) => /^\/importacoes\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: FILE_NAME }).waitFor({ state: 'visible' });
    await page.getByText('Concluída', { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByText('4 de 4 linhas · 100%').waitFor({ state: 'visible' });
    await page.getByText('Importação concluída', { exact: true }).waitFor({ state: 'visible' });
    expect(await counter(page, 'Criados').innerText()).toBe('3');
    expect(await counter(page, 'Atualizados').innerText()).toBe('0');
    expect(await counter(page, 'Com erro').innerText()).toBe('1');
    await page.getByText(/codificação Latin-1/).waitFor({ state: 'visible' });

    // The error table names the line and the reason in Portuguese.
    const errors = page.getByRole('table', { name: 'Erros da importação' });
    await errors.waitFor({ state: 'visible' });
    expect(await errors.locator('tbody tr').count()).toBe(1);
    const cells = await errors.locator('tbody tr').first().getByRole('cell').allInnerTexts();
    expect(cells.map((c) => c.trim())).toEqual([badLine, 'CPF', CPF_ERROR]);
    await saveScreenshot(page, 'citizens-import-03-finished');

    // The report downloads as a CSV with the bad row, to fix and import again.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar relatório de erros (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('erros-contatos-gabinete.csv');
    const report = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = report.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(CPF_ERROR);
    expect(lines[1]).toContain(BAD[0]);
    expect(lines[1]).toContain('123.456.789-00');
    expect(lines[1]?.startsWith(`${badLine};`)).toBe(true);

    // The three good rows are citizens now, with their accents intact.
    await page.getByRole('link', { name: 'Ver eleitores' }).click();
    await page.waitForURL((url) => url.pathname === '/eleitores');
    await page.getByRole('textbox', { name: 'Buscar eleitores' }).fill('importacao');
    await page.waitForURL((url) => url.searchParams.get('q') === 'importacao');
    const table = page.getByRole('table', { name: 'Eleitores' });
    for (const [name] of GOOD) {
      await table.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByText('3 eleitores', { exact: true }).waitFor({ state: 'visible' });
    expect(await table.getByRole('link', { name: BAD[0], exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'citizens-import-04-imported');
  });
});
