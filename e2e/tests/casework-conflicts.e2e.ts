// When two people work on the same demandas: a board that no longer knows the office's rules, and a
// form saved after someone else's save. The server refuses; the screen says why and loses nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { apiResponse, dragWithMouse, pointIn } from '../support/casework.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();

const WAITING = 'Aguardando encaminhamento';
const FORWARDED = 'Encaminhado para a Prefeitura';

interface Status {
  _id: string;
  name: string;
  next: string[];
}

/** A demanda of its own for each test, opened through the API by whoever `page` is logged in as. */
async function createDemand(page: Page, title: string): Promise<{ _id: string; protocol: string }> {
  const citizens = await apiJson<{ citizens: { _id: string }[] }>(page, 'GET', '/api/citizens?perPage=1');
  const created = await apiJson<{ _id: string; protocol: string }>(page, 'POST', '/api/demands', {
    title,
    citizenIds: [citizens.body.citizens[0]!._id],
  });
  expect(created.status).toBe(201);
  return created.body;
}

describe('casework: conflicts', () => {
  it('refuses a board move the office no longer allows, with the server message, and puts the card back', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    const demand = await createDemand(page, 'Poda de árvore na praça — regra mudou');

    // The board opens while 'Aguardando' → 'Prefeitura' is still allowed.
    await page.goto(`/demandas/quadro?q=${encodeURIComponent(demand.protocol)}`);
    const waiting = page.getByRole('list', { name: WAITING, exact: true });
    const forwarded = page.getByRole('list', { name: FORWARDED, exact: true });
    const card = waiting.getByRole('listitem').filter({ hasText: demand.protocol });
    await card.waitFor();

    // Meanwhile, in Configurações, that move is taken out of the office's rules.
    const statuses = await apiJson<{ statuses: Status[] }>(page, 'GET', '/api/demands/statuses');
    const from = statuses.body.statuses.find((s) => s.name === WAITING)!;
    const to = statuses.body.statuses.find((s) => s.name === FORWARDED)!;
    const narrowed = await apiJson(page, 'PUT', `/api/demands/statuses/${from._id}`, {
      next: from.next.filter((id) => id !== to._id),
    });
    expect(narrowed.status).toBe(200);

    try {
      const refused = apiResponse(page, 'PATCH', `/api/demands/${demand._id}/status`);
      await dragWithMouse(
        page,
        await pointIn(card.getByText(demand.protocol, { exact: true })),
        await pointIn(forwarded),
      );
      expect((await refused).status()).toBe(409);

      const toast = page
        .getByRole('alert')
        .filter({ hasText: `A demanda ${demand.protocol} não foi movida` });
      await toast.getByText(`Não é possível passar de "${WAITING}" para "${FORWARDED}".`).waitFor();
      await waiting.getByRole('listitem').filter({ hasText: demand.protocol }).waitFor();
      expect(await forwarded.getByRole('listitem').filter({ hasText: demand.protocol }).count()).toBe(0);
      await saveScreenshot(page, 'casework-conflicts-01-board-refused', false);

      // Nothing moved on the server either.
      const after = await apiJson<{ status: { name: string } }>(page, 'GET', `/api/demands/${demand._id}`);
      expect(after.body.status.name).toBe(WAITING);
    } finally {
      const restored = await apiJson(page, 'PUT', `/api/demands/statuses/${from._id}`, { next: from.next });
      expect(restored.status).toBe(200);
    }
  });

  it('refuses a stale save of a demanda, names who saved, and keeps what was typed', async () => {
    const chefe = browser.page();
    await logIn(chefe, DEMO.officeAdmin.email);
    const demand = await createDemand(chefe, 'Troca de lâmpada na Rua das Flores');
    const editPath = `/demandas/${demand._id}/editar`;

    // Mariana and Rafael open the same demanda to edit.
    await chefe.goto(editPath);
    const chefeTitle = chefe.getByRole('textbox', { name: 'Título' });
    await chefeTitle.waitFor();
    const assessor = await browser.newPage();
    await logIn(assessor, DEMO.assessor.email);
    await assessor.goto(editPath);

    // Rafael saves first.
    const rafaelsTitle = 'Troca de lâmpadas na Rua das Flores (três postes)';
    await assessor.getByRole('textbox', { name: 'Título' }).fill(rafaelsTitle);
    const first = apiResponse(assessor, 'PUT', `/api/demands/${demand._id}`);
    await assessor.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await first).status()).toBe(200);
    await assessor.waitForURL((url) => url.pathname === `/demandas/${demand._id}`);

    // Mariana, still on the old copy, writes a description and saves.
    const typed = 'Liguei para a CPFL: protocolo 4455, prazo de cinco dias úteis.';
    const description = chefe.getByRole('textbox', { name: 'Descrição' });
    await description.fill(typed);
    const second = apiResponse(chefe, 'PUT', `/api/demands/${demand._id}`);
    await chefe.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await second).status()).toBe(409);

    const conflict = chefe.getByRole('alert').filter({ hasText: 'Outra pessoa salvou antes' });
    await conflict
      .getByText(new RegExp(`Esta demanda foi alterada por ${DEMO.assessor.name} às \\d{2}:\\d{2}\\.`))
      .waitFor();
    await conflict.getByText('O que você digitou continua no formulário.', { exact: false }).waitFor();
    expect(await description.inputValue()).toBe(typed);
    expect(chefe.url()).toContain(editPath);
    await saveScreenshot(chefe, 'casework-conflicts-02-stale-save', false);

    // 'Recarregar dados' brings Rafael's version with Mariana's description kept on top; saving then goes through.
    await conflict.getByRole('button', { name: 'Recarregar dados' }).click();
    await expect.poll(() => chefeTitle.inputValue()).toBe(rafaelsTitle);
    await chefe
      .getByText(
        `Carregamos a versão de ${DEMO.assessor.name} e mantivemos o que você alterou: descrição. Revise e salve.`,
      )
      .waitFor();
    expect(await description.inputValue()).toBe(typed);
    const third = apiResponse(chefe, 'PUT', `/api/demands/${demand._id}`);
    await chefe.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await third).status()).toBe(200);
    await chefe.waitForURL((url) => url.pathname === `/demandas/${demand._id}`);
    await chefe.getByText(typed, { exact: true }).waitFor();
    await chefe.getByRole('heading', { level: 1, name: `${demand.protocol} · ${rafaelsTitle}` }).waitFor();
  });
});
