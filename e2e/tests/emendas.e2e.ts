// Emendas: create one from the list, move it to 'empenhada' with a value, find it on the map and in the
// list's footer sums; import the Portal's sample CSV and review a parked row. Screenshots at 1440 and 390 px.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';

const browser = useBrowser();
const SAMPLE = path.join(REPO_ROOT, 'apps/server/fixtures/portal-emendas-amostra.csv');
const OBJECT = 'Reforma da quadra do Jardim Ipaussurama';

describe('emendas', () => {
  it('creates an emenda, moves it to empenhada with a value, and finds it on the map and in the sums', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/emendas');
    await page.getByRole('table', { name: 'Emendas' }).waitFor();
    await saveScreenshot(page, 'emendas-lista-1440');
    await page.getByRole('link', { name: 'Nova emenda' }).click();
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Impositiva municipal' }).click();
    await page.getByRole('combobox', { name: 'Esfera' }).click();
    await page.getByRole('option', { name: 'Municipal' }).click();
    await page.getByRole('textbox', { name: 'Autor' }).fill('Vereadora Helena Duarte');
    await page.getByRole('textbox', { name: 'Objeto' }).fill(OBJECT);
    await page.getByRole('combobox', { name: 'Município' }).fill('Campinas');
    await page.getByRole('option', { name: 'Campinas/SP' }).click();
    await page.getByRole('textbox', { name: 'Indicado' }).fill('300000');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/emendas\/[0-9a-f-]{36}$/);
    await page.getByText(OBJECT).first().waitFor();

    await page.getByRole('button', { name: 'Empenhada' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mudar para Empenhada' });
    await dialog.getByRole('textbox', { name: 'Valor empenhado' }).fill('300000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const values = page.getByRole('table', { name: 'Valores da emenda' });
    await values.getByRole('row', { name: /Empenhado R\$ 300\.000,00/ }).waitFor();
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.getByText('empenhado: R$ 0,00 → R$ 300.000,00').waitFor();
    await saveScreenshot(page, 'emendas-registro-1440');

    const query = `?q=${encodeURIComponent('Ipaussurama')}`;
    await page.goto(`/emendas${query}`);
    const footer = page.getByRole('row', { name: 'Somas do filtro' });
    await footer.waitFor();
    expect(await footer.innerText()).toContain('R$ 300.000,00');

    await page.goto(`/mapas/emendas${query}`);
    await page.getByText(/^1 emenda (em 1 município|nesta área do mapa)/).waitFor();
    await page.locator('.leaflet-interactive').first().waitFor();
    await saveScreenshot(page, 'emendas-mapa-1440', false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/emendas');
    await page.getByRole('list', { name: 'Emendas' }).waitFor();
    await saveScreenshot(page, 'emendas-lista-390');
  }, 180_000);

  it('imports the Portal sample CSV and reviews a parked row', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/emendas/importar');
    await page.locator('input[type=file]').setInputFiles(SAMPLE);
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    const summary = page.getByLabel('Resumo da importação');
    await summary.getByText('1 a atualizar').waitFor();
    await summary.getByText('2 para revisar').waitFor();
    await page.getByText('empenhado: R$ 0,00 → R$ 250.000,00').waitFor();
    await page.getByText(/Linha 10: código da emenda "S\/I" inválido/).waitFor();
    await saveScreenshot(page, 'emendas-importacao-previa-1440');
    await page.getByRole('button', { name: 'Executar importação' }).click();
    await page.getByText('Executada').waitFor();

    const parked = page.getByRole('table', { name: 'Linhas em revisão' });
    const row = parked.getByRole('row').filter({ hasText: '202431250001' });
    await row.waitFor();
    await saveScreenshot(page, 'emendas-importacao-revisao-1440');
    await row.getByRole('button', { name: 'Descartar' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await parked.getByRole('row').filter({ hasText: '202571280004' }).count()).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'emendas-importacao-390');
  }, 180_000);
});
