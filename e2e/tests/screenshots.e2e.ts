// Pictures of the main screens in e2e/artifacts/, for people to review the layout and the Portuguese.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, loginForm, logIn, mainMenu, menuEntry } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';
import { bell, fadedIn } from '../support/casework.ts';

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

/** Opens a page and waits for what shows it loaded, then for the network to rest (maps, charts). */
async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await ready(page).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

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
  it('captures the casework screens: dashboard, bell, áreas, demandas, atendimentos, tarefas, agenda, notificações', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);

    await visit(page, '/', (p) => p.getByRole('main').getByRole('link', { name: /demandas em aberto$/ }));
    await saveScreenshot(page, 'dashboard');
    await bell(page).click();
    const dropdown = page.getByRole('dialog').filter({ hasText: 'Marcar todas como lidas' });
    await fadedIn(dropdown);
    await saveScreenshot(page, 'bell-open', false);
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });

    await visit(page, '/areas', (p) => p.getByRole('main').getByRole('table'));
    await saveScreenshot(page, 'areas');

    await visit(page, '/demandas', (p) => p.getByRole('main').getByRole('table').locator('tbody tr'));
    await saveScreenshot(page, 'demands-list');
    await visit(page, '/demandas/quadro', (p) =>
      p.getByRole('list', { name: 'Aguardando encaminhamento' }).getByRole('listitem'),
    );
    await saveScreenshot(page, 'demands-board', false);
    // A demanda with a place, so the record shows its map.
    await visit(page, '/demandas?q=bairro', (p) =>
      p.getByRole('main').getByRole('table').locator('tbody tr'),
    );
    await page
      .getByRole('main')
      .getByRole('table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first()
      .click();
    // The comments arrive after the record: wait for one (its 'há …') or the empty line.
    await page
      .getByRole('tabpanel')
      .getByText(/^há |^Nenhum comentário ainda\.$/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'demand-record');
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.getByRole('tabpanel', { name: 'Histórico' }).getByText(/.+/).first().waitFor();
    await saveScreenshot(page, 'demand-record-history');
    await visit(page, '/demandas/nova', (p) => p.getByRole('textbox', { name: 'Título' }));
    await saveScreenshot(page, 'demand-form');
    await visit(page, '/mapas/demandas', (p) => p.getByText(/demandas? no mapa/));
    await saveScreenshot(page, 'demand-map', false);
    await visit(page, '/mapas/demandas?visao=calor', (p) => p.getByText(/bairros? com demandas/));
    await saveScreenshot(page, 'demand-map-heat', false);

    await visit(page, '/atendimentos', (p) =>
      p.getByRole('table', { name: 'Atendimentos' }).locator('tbody tr'),
    );
    await saveScreenshot(page, 'occurrences-list');
    await page.getByRole('button', { name: 'Novo atendimento' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo atendimento' });
    await drawer.getByRole('textbox', { name: 'Assunto' }).waitFor();
    await settled(drawer);
    await saveScreenshot(page, 'occurrence-new-drawer', false);
    await drawer.getByRole('button', { name: 'Cancelar' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: 'Atendimentos' })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .nth(1)
      .click();
    await page.waitForURL((url) => /^\/atendimentos\/[0-9a-f-]{36}$/.test(url.pathname));
    await heading(page, /.+/).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'occurrence-record');

    await visit(page, '/tarefas?aba=todas', (p) =>
      p.getByRole('main').getByRole('table').locator('tbody tr'),
    );
    await saveScreenshot(page, 'tasks-list');
    await visit(page, '/tarefas?aba=todas&visao=quadro', (p) => p.getByRole('main').getByRole('listitem'));
    await saveScreenshot(page, 'tasks-board', false);

    await visit(page, '/agenda?view=month', (p) => p.getByRole('main').getByRole('grid'));
    await saveScreenshot(page, 'agenda-month');
    await visit(page, '/agenda?view=week', (p) => p.getByRole('main').getByRole('grid'));
    await saveScreenshot(page, 'agenda-week', false);

    await visit(page, '/notificacoes', (p) => heading(p, 'Notificações'));
    await saveScreenshot(page, 'notifications');
  }, 180_000);

  it('captures the dashboard, the demandas and the agenda on a phone', async () => {
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, DEMO.assessor.email);
    await visit(page, '/', (p) => p.getByRole('main').getByRole('link', { name: /demandas em aberto$/ }));
    await saveScreenshot(page, 'phone-dashboard');
    await visit(page, '/demandas', (p) => p.getByRole('main').getByTestId('list-card')); // cards on a phone
    await saveScreenshot(page, 'phone-demands-list', false);
    await visit(page, '/demandas/quadro', (p) =>
      p.getByRole('list', { name: 'Aguardando encaminhamento' }).getByRole('listitem'),
    );
    await saveScreenshot(page, 'phone-demands-board', false);
    await visit(page, '/agenda?view=month', (p) => p.getByRole('main').getByRole('grid'));
    await saveScreenshot(page, 'phone-agenda-month', false);
  });
});
