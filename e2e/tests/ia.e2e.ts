// Issue 20's AI story: on a demanda, 'Gerar documento com IA' (an ofício) with the demo office's built-in
// demonstration provider, the recipient from Contatos de autoridades; the suggestion streams in labelled as AI and as
// the demonstration provider, the person edits it, opens it in the document editor, edits again and saves.
// The usage page then shows the call.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();
const SLOW = { timeout: 30_000, interval: 500 };

describe('Inteligência Artificial', () => {
  it('drafts an ofício with the stub AI and edits it before saving', { timeout: 240_000 }, async () => {
    const page = browser.page();
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, DEMO.officeAdmin.email);
    const citizens = await apiJson<{ citizens: { _id: string }[] }>(page, 'GET', '/api/citizens?perPage=1');
    const demand = await apiJson<{ _id: string }>(page, 'POST', '/api/demands', {
      title: 'Calçada quebrada em frente à EMEF Padre Anchieta',
      description:
        'A mãe de um aluno (telefone (19) 99123-4567) relata que a calçada está toda quebrada e as crianças andam pela rua.',
      citizenIds: [citizens.body.citizens[0]!._id],
      street: 'Rua Padre Anchieta',
      number: '210',
    });
    expect(demand.status).toBe(201);

    await page.goto(`/demandas/${demand.body._id}?aba=documentos`);
    await page.getByRole('button', { name: 'Gerar documento com IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ofício com IA' });
    await dialog.getByRole('combobox', { name: 'Destinatário' }).fill('Prefeito Municipal');
    await page.getByRole('option', { name: /Prefeito Municipal de Campinas/ }).click();
    await dialog
      .getByRole('textbox', { name: 'O que destacar (opcional)' })
      .fill('pedir resposta em 15 dias');
    await dialog.getByRole('button', { name: 'Gerar sugestão' }).click();

    const text = dialog.getByRole('textbox', { name: 'Texto sugerido do ofício' });
    await expect.poll(() => text.inputValue(), SLOW).toContain('Diante do exposto');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Abrir no editor de documentos' }).isEnabled(), SLOW)
      .toBe(true);
    expect(await dialog.getByText('Sugestão gerada por IA').count()).toBe(1);
    expect(await dialog.getByText('Provedor de demonstração', { exact: true }).count()).toBe(1);
    const suggested = await text.inputValue();
    expect(suggested).toMatch(/^Assunto: /);
    expect(suggested).toContain('Vossa Excelência');
    // The address went out as a placeholder and came back restored.
    expect(suggested).toContain('Rua Padre Anchieta, 210');
    expect(suggested).not.toMatch(/\[(NOME|ENDERECO|TELEFONE)_\d+\]/);
    await saveScreenshot(page, 'ia-oficio-sugestao-1440');

    // The person edits the suggestion before it becomes a draft.
    await text.fill(`${suggested}\n\nA escola atende 600 alunos do ensino fundamental.`);
    await dialog.getByRole('button', { name: 'Abrir no editor de documentos' }).click();
    await page.waitForURL((url) => /^\/documentos\/[0-9a-f-]{36}$/.test(url.pathname));
    const preview = page.getByRole('document', { name: 'Prévia do documento' });
    await expect.poll(() => preview.innerText(), SLOW).toContain('A escola atende 600 alunos');
    expect(await preview.innerText()).toContain('Senhor Prefeito Municipal de Campinas,');

    // …and again in the editor, then saves.
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Texto revisado pela equipe do gabinete.');
    await expect.poll(() => preview.innerText(), SLOW).toContain('Texto revisado pela equipe do gabinete.');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/documents/'),
    );
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const doc = await apiJson<{ bodyHtml: string; status: string; demand: { _id: string } }>(
      page,
      'GET',
      `/api/documents/${id}`,
    );
    expect(doc.body.status).toBe('rascunho');
    expect(doc.body.demand._id).toBe(demand.body._id);
    expect(doc.body.bodyHtml).toContain('A escola atende 600 alunos');
    expect(doc.body.bodyHtml).toContain('Texto revisado pela equipe do gabinete.');

    // The office admin sees the call in the usage log, without the text.
    await menuEntry(page, 'Inteligência Artificial').click();
    await page.getByRole('tab', { name: 'Uso' }).click();
    const log = page.getByRole('table', { name: 'Registro de uso da IA' });
    await expect.poll(() => log.innerText(), SLOW).toContain('Rascunho de ofício');
    expect(await log.innerText()).not.toContain('Padre Anchieta');
    await saveScreenshot(page, 'ia-uso-1440');
  });
});
