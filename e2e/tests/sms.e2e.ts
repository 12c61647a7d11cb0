// SMS (issue 19): the office admin sends an SMS to one citizen from the citizen's page, with the live
// segment count and the merge-field preview, and sees it delivered (simulator) in the SMS history.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();

describe('SMS', () => {
  it('sends an SMS to one citizen and sees it delivered', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    // A citizen who gave SMS consent for 'atendimento' (a form on the mandate's site).
    const suffix = String(Date.now()).slice(-7);
    const name = `Rosângela Prado ${suffix}`;
    const created = await apiJson<{ _id: string }>(page, 'POST', '/api/citizens', {
      name,
      phones: [
        { number: `(19) 98${suffix.slice(0, 3)}-${suffix.slice(3)}`, type: 'celular', preferred: true },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const consent = await apiJson(page, 'POST', `/api/citizens/${id}/consents`, {
      channel: 'sms',
      purpose: 'atendimento',
      granted: true,
      source: 'formulario',
    });
    expect(consent.status).toBeLessThan(300);

    await page.goto(`/eleitores/${id}`);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: 'Mais ações' }).click();
    await page.getByRole('menuitem', { name: 'Enviar SMS' }).click();
    const drawer = page.getByRole('dialog', { name: 'Enviar SMS' });
    await drawer
      .getByLabel(/^Mensagem/)
      .fill('Olá, {{eleitor.primeiro_nome}}! Sua solicitação de poda de árvore foi encaminhada.');
    await drawer.getByTestId('sms-preview').getByText('Olá, Rosângela! Sua solicitação').waitFor();
    await drawer
      .getByTestId('sms-counter')
      .getByText(/UCS-2 · 1 segmento/)
      .waitFor();
    await drawer.getByRole('switch', { name: /Remover acentos/ }).click();
    await drawer.getByTestId('sms-preview').getByText('Ola, Rosangela! Sua solicitacao').waitFor();
    await drawer
      .getByTestId('sms-counter')
      .getByText(/GSM-7 · 1 segmento/)
      .waitFor();
    await saveScreenshot(page, 'sms-composer');
    await drawer.getByRole('button', { name: 'Enviar SMS' }).click();
    await page.getByText('SMS na fila de envio').waitFor();

    await menuEntry(page, 'SMS').click();
    await page.waitForURL((url) => url.pathname === '/sms');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Ola, Rosangela! Sua solicitacao de poda de arvore foi encaminhada.').waitFor();
    // The simulator reports delivery in a moment; the list refreshes while a message is on its way.
    await row.getByText('Entregue', { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'sms-historico');
  });
});
