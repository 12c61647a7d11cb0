// A 403 sends the browser to /acesso-negado (spec §2, §6, §8).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, apiStatus, logIn, mainMenu, menuEntry, pathname } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const isOrganizationsList = (url: string) => new URL(url).pathname === '/api/organizations';

async function expectAccessDenied(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/acesso-negado');
  await page.getByRole('heading', { name: 'Acesso negado' }).waitFor({ state: 'visible' });
}

describe('access denied', () => {
  it('sends an office admin who opens /organizacoes to /acesso-negado', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    expect(await apiStatus(page, '/api/organizations')).toBe(403);
    expect(await menuEntry(page, 'Organizações').count()).toBe(0);

    await page.goto('/organizacoes');

    await expectAccessDenied(page);
    await mainMenu(page).waitFor({ state: 'visible' });
  });

  it("follows the API's 403 even when the stored abilities let the page open", async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    // Stale local abilities that claim the platform area: only the server's 403 can stop the visit.
    await page.evaluate(() => {
      const userData = JSON.parse(window.localStorage.getItem('userData') ?? '{}') as { ability?: unknown[] };
      userData.ability = [...(userData.ability ?? []), { action: 'read', subject: 'organizations' }];
      window.localStorage.setItem('userData', JSON.stringify(userData));
    });
    const forbidden = page.waitForResponse((r) => isOrganizationsList(r.url()) && r.status() === 403);
    // The app refreshes the abilities from GET /api/me, which would also close the page; hold that answer
    // so only the API client's handling of the 403 can move the browser.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });

    try {
      await page.goto('/organizacoes');
      await forbidden;
      await expectAccessDenied(page);
    } finally {
      release();
    }
  });

  it('hides Usuários from the reception and denies /usuarios', async () => {
    const page = browser.page();
    await logIn(page, DEMO.reception.email);
    await page.getByRole('banner').getByText(DEMO.reception.name).waitFor({ state: 'visible' });
    expect(await menuEntry(page, 'Usuários').count()).toBe(0);
    expect(await apiStatus(page, '/api/users')).toBe(403);

    await page.goto('/usuarios');

    await expectAccessDenied(page);
  });

  it('lets the platform admin open /organizacoes', async () => {
    const page = browser.page();
    await logIn(page, DEMO.platformAdmin.email);
    const listed = page.waitForResponse((r) => isOrganizationsList(r.url()));

    await menuEntry(page, 'Organizações').click();

    expect((await listed).status()).toBe(200);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Organizações' })
      .waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/organizacoes');
    expect(await page.getByRole('heading', { name: 'Acesso negado' }).count()).toBe(0);
  });
});
