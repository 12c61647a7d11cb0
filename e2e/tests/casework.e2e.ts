// Issue 4's story: the reception logs a phone call and opens a demanda from it for Rafael; his bell rings
// without a reload; the demanda is dragged on the board; the citizen's timeline tells all of it.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import {
  apiResponse,
  bell,
  bellCount,
  brDate,
  dragWithMouse,
  fadedIn,
  liveConnection,
  officeDay,
  pointIn,
} from '../support/casework.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();

const SUBJECT = 'Buraco na calçada em frente à escola';
const FORWARDED = 'Encaminhado para a Prefeitura';

const unaccented = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

describe('casework: from an atendimento to the board', () => {
  it('registers an atendimento, opens a demanda for Rafael, rings his bell, moves it on the board', async () => {
    // Rafael sits on the dashboard with the bell in the header, his live connection open.
    const assessor = await browser.newPage();
    const connected = liveConnection(assessor);
    const bellLoaded = apiResponse(assessor, 'GET', '/api/notifications');
    await logIn(assessor, DEMO.assessor.email);
    await connected;
    expect((await bellLoaded).status()).toBe(200);
    const unreadBefore = await bellCount(assessor);

    // An existing demo citizen with an accent in the name, to be found by the reception without typing it.
    const reception = browser.page();
    await logIn(reception, DEMO.reception.email);
    const list = await apiJson<{ citizens: { _id: string; name: string }[] }>(
      reception,
      'GET',
      '/api/citizens?perPage=50',
    );
    const lastTwo = (name: string) => name.split(' ').slice(-2).join(' ');
    const citizen = list.body.citizens.find((c) => unaccented(lastTwo(c.name)) !== lastTwo(c.name));
    if (!citizen) throw new Error('Nenhum eleitor da demonstração com acento no sobrenome.');
    const fragment = unaccented(lastTwo(citizen.name)).toLowerCase();

    // The reception logs the call.
    await menuEntry(reception, 'Atendimentos').click();
    await reception.waitForURL((url) => url.pathname === '/atendimentos');
    await reception.getByRole('button', { name: 'Novo atendimento' }).click();
    const drawer = reception.getByRole('dialog', { name: 'Novo atendimento' });
    const found = reception.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/citizens' && r.url().includes('q='),
    );
    await drawer.getByRole('combobox', { name: 'Eleitor' }).fill(fragment);
    expect((await found).status()).toBe(200);
    await reception
      .getByRole('listbox', { name: 'Eleitor' })
      .getByRole('option', { name: new RegExp(`^${citizen.name}`) })
      .first()
      .click();
    // Mantine draws the chips over hidden radios: click what a person sees, then read the radio.
    await drawer.getByText('Telefone', { exact: true }).click();
    expect(await drawer.getByRole('radio', { name: 'Telefone' }).isChecked()).toBe(true);
    await drawer.getByRole('textbox', { name: 'Assunto' }).fill(SUBJECT);
    await drawer
      .getByRole('textbox', { name: 'Descrição' })
      .fill('Mãe de aluno ligou: buraco grande na calçada, crianças tropeçam na saída.');
    await drawer.getByRole('switch', { name: /^Abrir uma demanda com estes dados/ }).check();
    await saveScreenshot(reception, 'casework-01-atendimento', false);
    const occurrenceSaved = apiResponse(reception, 'POST', '/api/occurrences');
    await drawer.getByRole('button', { name: 'Salvar e abrir demanda' }).click();
    expect((await occurrenceSaved).status()).toBe(201);

    // The demanda form arrives filled from the atendimento.
    await reception.waitForURL(
      (url) => url.pathname === '/demandas/nova' && url.searchParams.has('occurrenceId'),
    );
    await reception.getByRole('heading', { level: 1, name: 'Nova demanda' }).waitFor();
    await reception.getByText(`Aberta a partir do atendimento "${SUBJECT}"`, { exact: false }).waitFor();
    const title = reception.getByRole('textbox', { name: 'Título' });
    expect(await title.inputValue()).toBe(SUBJECT);
    await reception.getByLabel('Eleitores escolhidos').getByText(citizen.name, { exact: true }).waitFor();

    // She gives it to Rafael with a deadline in ten days.
    await reception.getByRole('combobox', { name: 'Responsável' }).click();
    await reception.getByRole('option', { name: DEMO.assessor.name, exact: true }).click();
    const dueDay = officeDay(10);
    const due = reception.getByRole('textbox', { name: 'Prazo' });
    await due.fill(brDate(dueDay));
    await due.press('Tab');
    expect(await due.inputValue()).toBe(brDate(dueDay));
    await saveScreenshot(reception, 'casework-02-demanda-form');
    const demandSaved = apiResponse(reception, 'POST', '/api/demands');
    await reception.getByRole('button', { name: 'Salvar demanda' }).click();
    const created = await demandSaved;
    expect(created.status()).toBe(201);
    const demand = (await created.json()) as { _id: string; protocol: string };
    expect(demand.protocol).toMatch(/^\d{4}\/\d{4}$/);

    // The record shows its protocol.
    await reception.waitForURL((url) => url.pathname === `/demandas/${demand._id}`);
    await reception.getByRole('heading', { level: 1, name: `${demand.protocol} · ${SUBJECT}` }).waitFor();
    await reception.getByText(`Protocolo do gabinete nº ${demand.protocol}`, { exact: false }).waitFor();
    await reception.getByText(brDate(dueDay), { exact: true }).first().waitFor();
    await saveScreenshot(reception, 'casework-03-demanda-record');

    // Rafael's bell counts it without a reload, and the dropdown names the demanda.
    const noticeTitle = `Demanda ${demand.protocol} atribuída a você`;
    await expect.poll(() => bellCount(assessor), { timeout: 5_000 }).toBeGreaterThan(unreadBefore);
    await bell(assessor).click();
    const notice = assessor.getByRole('button', { name: `Não lida: ${noticeTitle}`, exact: true });
    await notice.waitFor();
    await fadedIn(assessor.getByRole('dialog').filter({ has: notice }));
    await saveScreenshot(assessor, 'casework-04-bell', false);
    const read = apiResponse(assessor, 'PATCH', /^\/api\/notifications\/[^/]+\/read$/);
    await notice.click();
    await assessor.waitForURL((url) => url.pathname === `/demandas/${demand._id}`);
    expect((await read).status()).toBe(200);
    await assessor.getByRole('heading', { level: 1, name: `${demand.protocol} · ${SUBJECT}` }).waitFor();

    // Rafael finds the card on the board by its protocol and drags it to 'Encaminhado para a Prefeitura'.
    await menuEntry(assessor, 'Demandas').click();
    await assessor.getByRole('radiogroup', { name: 'Modo de exibição' }).getByText('Quadro').click();
    await assessor.waitForURL((url) => url.pathname === '/demandas/quadro');
    // The board's own line, so the search typed next goes into the board's box, not the list's leaving one.
    await assessor.getByText(/demandas? no quadro$/).waitFor();
    const boardLoaded = assessor.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/demands/board' &&
        new URL(r.url()).searchParams.get('q') === demand.protocol,
    );
    await assessor.getByRole('textbox', { name: 'Buscar demandas' }).fill(demand.protocol);
    expect((await boardLoaded).status()).toBe(200);
    const waiting = assessor.getByRole('list', { name: 'Aguardando encaminhamento', exact: true });
    const forwarded = assessor.getByRole('list', { name: FORWARDED, exact: true });
    const card = waiting.getByRole('listitem').filter({ hasText: demand.protocol });
    await card.waitFor();
    const moved = apiResponse(assessor, 'PATCH', `/api/demands/${demand._id}/status`);
    await dragWithMouse(
      assessor,
      await pointIn(card.getByText(demand.protocol, { exact: true })),
      await pointIn(forwarded),
    );
    expect((await moved).status()).toBe(200);
    await forwarded.getByRole('listitem').filter({ hasText: demand.protocol }).waitFor();
    await assessor.getByText(`Demanda ${demand.protocol} movida para ${FORWARDED}`).waitFor();
    await saveScreenshot(assessor, 'casework-05-board-moved', false);

    // The move was saved: after a reload the card is still in the new column.
    await assessor.reload();
    await forwarded.getByRole('listitem').filter({ hasText: demand.protocol }).waitFor();
    expect(await waiting.getByRole('listitem').filter({ hasText: demand.protocol }).count()).toBe(0);

    // The citizen's timeline has the call, the opening and the move.
    await reception.reload();
    await reception.getByRole('link', { name: citizen.name, exact: true }).first().click();
    await reception.waitForURL((url) => url.pathname === `/eleitores/${citizen._id}`);
    const timeline = reception.getByRole('tabpanel', { name: 'Linha do tempo' });
    await timeline.getByText(`Atendimento por telefone: ${SUBJECT}`, { exact: true }).waitFor();
    await timeline.getByText(`Demanda ${demand.protocol} aberta: ${SUBJECT}`, { exact: true }).waitFor();
    await timeline
      .getByText(`Demanda ${demand.protocol} passou para "${FORWARDED}"`, { exact: true })
      .waitFor();
    await saveScreenshot(reception, 'casework-06-timeline');
  });
});
