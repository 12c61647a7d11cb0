// The agenda as an assessor plans the week: a click on an empty slot starts an event there, and a drag
// moves it to another day and hour, saved on the server.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import {
  apiResponse,
  brDate,
  dragWithMouse,
  officeDay,
  pointIn,
  waitUntilUnderPointer,
} from '../support/casework.ts';

const browser = useBrowser();

const TITLE = 'Visita à UBS do Jardim Aurélia';

/** 'aaaa-mm-dd' plus `days`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 'Quinta-feira, 17 de dezembro de 2026', as the event's details write a day. */
const longDay = (day: string) => {
  const text = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

describe('agenda', () => {
  it('creates an event from a clicked slot and moves it to another day by dragging', async () => {
    const page = browser.page();
    await logIn(page, DEMO.assessor.email);

    // A week three weeks ahead (quiet in the demo agenda): its Tuesday, and the Thursday after it.
    const someDay = officeDay(21);
    const tuesday = addDays(someDay, 2 - new Date(`${someDay}T12:00:00Z`).getUTCDay());
    const thursday = addDays(tuesday, 2);
    const loaded = apiResponse(page, 'GET', '/api/events');
    await page.goto(`/agenda?view=week&date=${tuesday}`);
    expect((await loaded).status()).toBe(200);
    const calendar = page.getByRole('grid');
    await calendar.waitFor();

    // FullCalendar's time grid has no roles per slot: a day is a column, an hour a row of the grid.
    const column = (day: string) => page.locator(`.fc-timegrid-col[data-date="${day}"]`);
    const row = (time: string) => page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`);
    const slot = async (day: string, time: string) => {
      await row(time).scrollIntoViewIfNeeded();
      return { x: (await pointIn(column(day))).x, y: (await pointIn(row(time))).y };
    };

    // A click on Tuesday 09:00 opens 'Novo evento' for that half hour.
    const at = await slot(tuesday, '09:00:00');
    await page.mouse.click(at.x, at.y);
    const drawer = page.getByRole('dialog', { name: 'Novo evento' });
    await drawer.waitFor();
    expect(await drawer.getByRole('textbox', { name: 'Data de início' }).inputValue()).toBe(brDate(tuesday));
    expect(await drawer.getByRole('spinbutton', { name: 'Horas de início' }).inputValue()).toBe('09');
    expect(await drawer.getByRole('spinbutton', { name: 'Minutos de término' }).inputValue()).toBe('30');
    await drawer.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    await drawer.getByRole('textbox', { name: 'Local' }).fill('Rua Padre Domingos Giovanini, 140');
    await saveScreenshot(page, 'agenda-01-new-event', false);
    const created = apiResponse(page, 'POST', '/api/events');
    // After saving, the agenda reads the week again; a drag begun before that answer is lost in the redraw.
    const reread = apiResponse(page, 'GET', '/api/events');
    await drawer.getByRole('button', { name: 'Criar evento' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect((await reread).status()).toBe(200);
    const { _id: eventId } = (await answer.json()) as { _id: string };

    // The drawer now shows the event; closing it leaves the event on Tuesday in the grid.
    const details = page.getByRole('dialog').filter({ hasText: TITLE });
    await details.getByText('09:00–09:30', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await column(tuesday).getByText(TITLE, { exact: true }).waitFor();

    // Dragged to Thursday 11:00, held by its top edge (the half-hour box clips its wrapped title, and its
    // bottom edge resizes).
    const event = column(tuesday).locator('.fc-event', { hasText: TITLE });
    const grab = await pointIn(event, 6);
    await waitUntilUnderPointer(event, grab);
    const moved = apiResponse(page, 'PUT', `/api/events/${eventId}`);
    await dragWithMouse(page, grab, await slot(thursday, '11:00:00'));
    expect((await moved).status()).toBe(200);
    await page.getByText(`Evento ${TITLE} remarcado`).waitFor();
    await column(thursday).getByText(TITLE, { exact: true }).waitFor();
    expect(await column(tuesday).getByText(TITLE, { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'agenda-02-moved', false);

    // After a reload the event opens on Thursday at 11:00, for the same half hour.
    await page.goto(`/agenda?view=week&date=${tuesday}&event=${eventId}`);
    const reopened = page.getByRole('dialog').filter({ hasText: TITLE });
    await reopened.getByText(longDay(thursday), { exact: true }).waitFor();
    await reopened.getByText('11:00–11:30', { exact: true }).waitFor();
  });
});
