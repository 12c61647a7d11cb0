// Casework in the browser: office-calendar days, the live connection, the bell's count and mouse drags.
import type { Locator, Page, Response } from 'playwright-core';

const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

/** The office's day `offset` days from today as 'aaaa-mm-dd' (the demo office is in São Paulo). */
export function officeDay(offset = 0): string {
  const at = new Date(Date.now() + offset * 86_400_000);
  // en-CA formats as aaaa-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(at);
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa', as the date fields show and accept it. */
export const brDate = (day: string): string => day.split('-').reverse().join('/');

/**
 * Resolves once Socket.IO has accepted this page's connection (its '40{…}' connect packet, sent over long
 * polling or the WebSocket), so a push after it cannot be missed. Call it before the page loads the app.
 */
export function liveConnection(page: Page, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const isConnect = (payload: string | Buffer) => String(payload).includes('40{');
    const timer = setTimeout(
      () => reject(new Error(`A conexão em tempo real não abriu em ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      page.off('response', onResponse);
      resolve();
    };
    const onResponse = (response: Response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      void response
        .text()
        .then((body) => isConnect(body) && done())
        .catch(() => undefined);
    };
    page.on('response', onResponse);
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => isConnect(payload) && done());
    });
  });
}

/** The header's bell ('Notificações' or 'Notificações: 3 não lidas'). */
export const bell = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: /^Notificações/ });

/** The unread count the bell announces (0 when it names none). */
export async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lidas?/.exec(label)?.[1] ?? 0);
}

/**
 * A person's drag: press on `source`, move a little (@dnd-kit and FullCalendar start a drag only after the
 * pointer travels a few pixels), glide to `to` in steps so every pointermove is seen, and let go there.
 */
export async function dragWithMouse(
  page: Page,
  source: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(source.x, source.y);
  await page.mouse.down();
  await page.mouse.move(source.x + 8, source.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  // A last small move over the target, as a hand does, so the drop target is the one under the pointer.
  await page.mouse.move(to.x + 1, to.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** The middle of an element, or a point `dy` pixels below its top edge. */
export async function pointIn(locator: Locator, dy?: number): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('O elemento não está visível para ser arrastado.');
  return { x: box.x + box.width / 2, y: box.y + (dy ?? box.height / 2) };
}

/** Waits for the answer to `method path` (path without the query string, or a regular expression). */
export function apiResponse(page: Page, method: string, path: string | RegExp): Promise<Response> {
  return page.waitForResponse((r) => {
    if (r.request().method() !== method) return false;
    const pathname = new URL(r.url()).pathname;
    return typeof path === 'string' ? pathname === path : path.test(pathname);
  });
}

/** Waits until a dropdown or drawer has finished fading in, so its screenshot is not half transparent. */
export async function fadedIn(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (getComputedStyle(el).opacity === '1' ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}

/** Waits until `locator` is what the pointer would press at `point` (a closing drawer's overlay has faded out). */
export async function waitUntilUnderPointer(
  locator: Locator,
  point: { x: number; y: number },
): Promise<void> {
  await locator.evaluate(
    (el, p) =>
      new Promise<void>((resolve) => {
        const check = () =>
          el.contains(document.elementFromPoint(p.x, p.y)) ? resolve() : requestAnimationFrame(check);
        check();
      }),
    point,
  );
}
