// The users list as spec §7 has it: GET /api/users answers an array and the total comes in X-Total-Count;
// a per-user reset is a PATCH without a body, sent only after EXCLUIR is typed in the screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, logIn, menuEntry } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { ARTIFACTS_DIR } from '../support/paths.ts';

const browser = useBrowser();

const isUsersList = (url: string, method: string) =>
  method === 'GET' && new URL(url).pathname === '/api/users';

async function openUsers(page: Page) {
  await logIn(page, DEMO.officeAdmin.email);
  const listed = page.waitForResponse((r) => isUsersList(r.url(), r.request().method()));
  await menuEntry(page, 'Usuários').click();
  await page.waitForURL((url) => url.pathname === '/usuarios');
  return listed;
}

describe('the users list', () => {
  it('reads the array and shows the total X-Total-Count gives', async () => {
    const page = browser.page();
    const response = await openUsers(page);
    const users = (await response.json()) as { _id: string; name: string }[];
    expect(Array.isArray(users)).toBe(true);
    const total = Number(response.headers()['x-total-count']);
    expect(total).toBe(users.length); // the demo office fits on one page of 25
    const table = page.getByRole('table', { name: 'Usuários' });
    await table.getByRole('link', { name: DEMO.assessor.name }).waitFor({ state: 'visible' });
    await page.getByText(`1–${total} de ${total}`, { exact: true }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/usuarios-lista.png`, fullPage: true });
  });

  it('sends a reset without a body once EXCLUIR is typed', async () => {
    const page = browser.page();
    await openUsers(page);
    // Pedro Oliveira (an invitation still pending) registered nothing: the reset changes no other test's data.
    await page.getByRole('button', { name: 'Ações de Pedro Oliveira' }).click();
    await page.getByRole('menuitem', { name: 'Remover eleitores cadastrados' }).click();
    const modal = page.getByRole('dialog');
    const confirm = modal.getByRole('button', { name: 'Remover eleitores' });
    expect(await confirm.isDisabled()).toBe(true);
    await modal.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    const sent = page.waitForRequest(
      (r) => r.method() === 'PATCH' && new URL(r.url()).pathname.endsWith('/reset/voters'),
    );
    await confirm.click();
    const request = await sent;
    expect(request.postData()).toBeNull();
    expect(request.headers()['content-type']).toBeUndefined();
    expect(request.headers().authorization).toMatch(/^Bearer /);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    await page.getByText('Eleitores removidos').waitFor({ state: 'visible' });
    await modal.waitFor({ state: 'hidden' });
  });
});
