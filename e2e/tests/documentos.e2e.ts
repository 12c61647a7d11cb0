// Issue 18's story: from a demanda, 'Gerar ofício' to the prefeito, edit, emit (number shown), download the
// PDF (a PDF with the number), record the reply, and see the chain on the demanda and the citizen's timeline.
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();
// The machine is shared: give slow pages time.
const SLOW = { timeout: 30_000, interval: 500 };

describe('documentos: demanda → ofício → resposta', () => {
  it(
    'generates an ofício from a demanda, emits it, downloads the PDF and records the reply',
    { timeout: 240_000 },
    async () => {
      const page = browser.page();
      page.setDefaultTimeout(30_000);
      await logIn(page, DEMO.officeAdmin.email);
      const citizens = await apiJson<{ citizens: { _id: string; name: string }[] }>(
        page,
        'GET',
        '/api/citizens?perPage=1',
      );
      const citizen = citizens.body.citizens[0]!;
      const demand = await apiJson<{ _id: string; protocol: string }>(page, 'POST', '/api/demands', {
        title: 'Poda de árvore na Rua das Paineiras',
        description: 'Galhos encostando na rede elétrica em frente ao nº 88.',
        citizenIds: [citizen._id],
        street: 'Rua das Paineiras',
        number: '88',
      });
      expect(demand.status).toBe(201);

      // On the demanda, the Documentos tab: 'Gerar ofício' opens the editor with the template filled.
      await page.goto(`/demandas/${demand.body._id}?aba=documentos`);
      await page.getByRole('button', { name: 'Gerar ofício', exact: true }).click();
      await page.waitForURL((url) => /^\/documentos\/[0-9a-f-]{36}$/.test(url.pathname));
      const preview = page.getByRole('document', { name: 'Prévia do documento' });
      await expect.poll(() => preview.innerText(), SLOW).toContain(demand.body.protocol);

      // The prefeito from Contatos de autoridades: tratamento, vocativo and fecho follow.
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/documents/'),
      );
      await page.getByRole('combobox', { name: 'Destinatário' }).fill('Prefeito Municipal');
      await page.getByRole('option', { name: /Prefeito Municipal de Campinas/ }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => preview.innerText(), SLOW).toContain('Senhor Prefeito Municipal de Campinas,');
      expect(await preview.innerText()).toContain('A Sua Excelência o Senhor');
      expect(await preview.innerText()).toContain('Respeitosamente,');

      // Edit the text: the preview follows as one types.
      const editor = page.locator('.ProseMirror');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Reforçamos o pedido com urgência.');
      await expect.poll(() => preview.innerText(), SLOW).toContain('Reforçamos o pedido com urgência.');
      await page.setViewportSize({ width: 1440, height: 900 });
      await saveScreenshot(page, 'documentos-editor-1440');

      // Emitir: the number appears in the title.
      await page.getByRole('button', { name: 'Emitir', exact: true }).click();
      const emitted = page.waitForResponse((r) => r.url().endsWith('/emit'));
      await page.getByRole('dialog').getByRole('button', { name: 'Emitir' }).click();
      const body = (await (await emitted).json()) as { identifier: string; _id: string };
      expect(body.identifier).toMatch(/^OFÍCIO Nº \d+\/\d{4}\/GAB-VER-HELENA\/CMC$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText(), SLOW)
        .toBe(body.identifier);

      // The PDF: a real PDF with the number, the recipient and the text typed.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar PDF' }).click();
      const file = await (await download).path();
      const bytes = fs.readFileSync(file!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(text).toContain(body.identifier);
      expect(text).toContain('Senhor Prefeito Municipal de Campinas,');
      expect(text).toContain('Reforçamos o pedido com urgência.');

      // The reply arrives.
      await page.getByRole('button', { name: 'Registrar resposta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrar resposta' });
      await dialog
        .getByRole('textbox', { name: 'Texto da resposta' })
        .fill('A poda foi agendada para a próxima semana.');
      const replied = page.waitForResponse((r) => r.url().endsWith('/replies'));
      await dialog.getByRole('button', { name: 'Registrar resposta' }).click();
      expect((await replied).status()).toBe(201);
      await expect
        .poll(() => page.getByTestId('document-reply').innerText(), SLOW)
        .toContain('A poda foi agendada');
      expect(await page.getByText('Respondido', { exact: true }).count()).toBeGreaterThan(0);

      // The chain on the demanda and on the citizen's timeline.
      await page.goto(`/demandas/${demand.body._id}?aba=documentos`);
      const row = page.getByRole('row', { name: new RegExp(body.identifier.replace(/[/]/g, '\\/')) });
      await expect.poll(async () => (await row.innerText()).toLowerCase(), SLOW).toContain('respondido');
      await page.goto(`/eleitores/${citizen._id}`);
      await expect
        .poll(() => page.getByText(`Resposta ao ${body.identifier}`).count(), SLOW)
        .toBeGreaterThan(0);
    },
  );

  it('shows the three areas in the menu, at 1440 and 390 px', { timeout: 240_000 }, async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    page.setDefaultTimeout(30_000);
    await logIn(page, DEMO.officeAdmin.email);
    for (const [label, path, shot, text] of [
      ['Documentos', '/documentos', 'documentos-lista', 'OFÍCIO Nº'],
      ['Contatos de autoridades', '/autoridades', 'autoridades-lista', 'Senhor Prefeito'],
      ['Banco de leis', '/leis', 'leis-lista', 'PL 47/2026'],
    ] as const) {
      await menuEntry(page, label).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => page.getByRole('main').innerText(), SLOW).toContain(text);
      await saveScreenshot(page, `${shot}-1440`);
    }
    await page.goto('/documentos?visao=aguardando');
    await expect
      .poll(async () => (await page.getByRole('main').innerText()).toLowerCase(), SLOW)
      .toContain('sem resposta no prazo');
    await saveScreenshot(page, 'documentos-aguardando-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, shot] of [
      ['/documentos', 'documentos-lista'],
      ['/autoridades', 'autoridades-lista'],
      ['/leis', 'leis-lista'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.getByTestId('list-card').count(), SLOW).toBeGreaterThan(0);
      await saveScreenshot(page, `${shot}-390`);
    }
    const docs = await apiJson<{ documents: { _id: string }[] }>(
      page,
      'GET',
      '/api/documents?status=respondido',
    );
    await page.goto(`/documentos/${docs.body.documents[0]!._id}`);
    await expect
      .poll(() => page.getByRole('document', { name: 'Prévia do documento' }).count(), SLOW)
      .toBe(1);
    await saveScreenshot(page, 'documentos-registro-390');
  });
});
