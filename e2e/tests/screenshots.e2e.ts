// Pictures of the main screens in e2e/artifacts/, for people to review the layout and the Portuguese.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginForm, logIn, mainMenu, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Waits for an element to stop moving (drawers slide in). */
async function settled(locator: Locator): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

describe('screenshots', () => {
  it('captures the login page, the home page, the users list and a user page with the matrix', async () => {
    const page = browser.page();
    await page.goto('/');
    await loginForm(page).submit.waitFor({ state: 'visible' });
    await saveScreenshot(page, 'login');

    await logIn(page, DEMO.officeAdmin.email);
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'home');

    await menuEntry(page, 'Usuários').click();
    const users = page.getByRole('table', { name: 'Usuários' });
    await users.getByRole('link', { name: DEMO.assessor.name }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'users-list');

    await page.getByRole('button', { name: 'Convidar usuário' }).click();
    const drawer = page.getByRole('dialog', { name: 'Convidar usuário' });
    await drawer.getByLabel(/^Nome/).waitFor({ state: 'visible' });
    await settled(drawer);
    await saveScreenshot(page, 'users-invite-drawer', false);
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await users.getByRole('link', { name: DEMO.assessor.name }).click();
    await page.getByRole('table', { name: 'Permissões por área' }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'user-detail');

    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await page.getByRole('button', { name: 'Expandir menu' }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'user-detail-menu-collapsed', false);
    expect(await mainMenu(page).isVisible()).toBe(true);

    await page.goto('/organizacoes');
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor({ state: 'visible' });
    await saveScreenshot(page, 'access-denied', false);
  });

  it('captures the login and home pages on a phone', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await loginForm(page).submit.waitFor({ state: 'visible' });
    await saveScreenshot(page, 'phone-login');
    await loginForm(page).email.fill(DEMO.officeAdmin.email);
    await loginForm(page).password.fill('gabinete123');
    await loginForm(page).submit.click();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'phone-home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    // On a phone the menu opens in a drawer (the side bar's copy stays hidden).
    const drawerMenu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
    await drawerMenu.waitFor({ state: 'visible' });
    await settled(drawerMenu);
    await saveScreenshot(page, 'phone-menu', false);
    const box = await drawerMenu.boundingBox();
    expect(
      box && box.x >= 0 && box.x + box.width <= 390,
      `menu inside the screen: ${JSON.stringify(box)}`,
    ).toBe(true);
  });
});
