// Login, the stored session (spec §3), the kept menu preference (§2) and the 401 rule (§4 Session, §8).
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  WRONG_CREDENTIALS,
  loginForm,
  logIn,
  mainMenu,
  menuEntry,
  pathname,
  storedItem,
  storedSession,
  submitLogin,
} from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('login', () => {
  it('lands in the app shell with the user name and stores userData, accessToken and refreshToken', async () => {
    const page = browser.page();
    await submitLogin(page, DEMO.officeAdmin.email, DEMO_PASSWORD);

    await mainMenu(page).waitFor({ state: 'visible' });
    await page.getByRole('banner').getByText(DEMO.officeAdmin.name).waitFor({ state: 'visible' });
    await menuEntry(page, 'Usuários').waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/');

    const session = await storedSession(page);
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    const userData = JSON.parse(session.userData ?? 'null') as Record<string, unknown> | null;
    expect(userData).toMatchObject({
      user_id: expect.any(String),
      organization_id: expect.any(String),
      ability: expect.arrayContaining([expect.objectContaining({ action: expect.any(String) })]),
    });
  });

  it("shows 'E-mail ou senha incorretos.' for a wrong password and stores nothing", async () => {
    const page = browser.page();
    await submitLogin(page, DEMO.officeAdmin.email, 'senha-errada-123');

    await page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS }).waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/');
    await loginForm(page).submit.waitFor({ state: 'visible' });
    expect(await mainMenu(page).count()).toBe(0);
    expect(await storedSession(page)).toEqual({ userData: null, accessToken: null, refreshToken: null });
  });
});

describe('menu', () => {
  it('stays collapsed after a reload (menuCollapsed in local storage)', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    const menu = mainMenu(page);
    // Expanded, the menu shows its group headings; collapsed, only icons with their labels as names.
    await menu.getByText('Administração', { exact: true }).waitFor({ state: 'visible' });

    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await page.getByRole('button', { name: 'Expandir menu' }).waitFor({ state: 'visible' });
    await menu.getByText('Administração', { exact: true }).waitFor({ state: 'hidden' });
    expect(await storedItem(page, 'menuCollapsed')).toBe('true');

    await page.reload();
    await page.getByRole('button', { name: 'Expandir menu' }).waitFor({ state: 'visible' });
    await menuEntry(page, 'Usuários').waitFor({ state: 'visible' });
    expect(await menu.getByText('Administração', { exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Recolher menu' }).count()).toBe(0);
    expect(await storedItem(page, 'menuCollapsed')).toBe('true');

    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await menu.getByText('Administração', { exact: true }).waitFor({ state: 'visible' });
    expect(await storedItem(page, 'menuCollapsed')).toBe('false');
    await page.reload();
    await page.getByRole('button', { name: 'Recolher menu' }).waitFor({ state: 'visible' });
  });
});

describe('session', () => {
  it('clears the stored session and goes to the login page when the API answers 401', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await page.evaluate(() => {
      window.localStorage.setItem('accessToken', 'lixo.que.nao.e.um.token');
      window.localStorage.setItem('refreshToken', 'lixo-que-nao-e-um-refresh-token');
    });
    expect((await storedSession(page)).userData).toBeTruthy();

    const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await page.goto('/usuarios');
    await unauthorized;

    await page.waitForURL((url) => url.pathname === '/');
    await loginForm(page).submit.waitFor({ state: 'visible' });
    await loginForm(page).email.waitFor({ state: 'visible' });
    expect(await mainMenu(page).count()).toBe(0);
    await expect
      .poll(() => storedSession(page))
      .toEqual({ userData: null, accessToken: null, refreshToken: null });
  });

  it("says 'Sua sessão expirou. Entre novamente.' and returns to the page after login", async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/demandas');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // The session ends on the server's side: the stored tokens no longer work, the refresh is refused.
    await page.evaluate(() => {
      window.localStorage.setItem('accessToken', 'lixo.que.nao.e.um.token');
      window.localStorage.setItem('refreshToken', 'lixo-que-nao-e-um-refresh-token');
    });
    const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await menuEntry(page, 'Eleitores').click();
    await unauthorized;

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Sua sessão expirou. Entre novamente.').waitFor();
    await loginForm(page).email.fill(DEMO.officeAdmin.email);
    await loginForm(page).password.fill(DEMO_PASSWORD);
    await loginForm(page).submit.click();
    await page.waitForURL((url) => url.pathname === '/eleitores');
    await mainMenu(page).waitFor({ state: 'visible' });
  });

  it('shows no expiry message to someone who simply opens the login page', async () => {
    const page = browser.page();
    await page.goto('/');
    await loginForm(page).email.waitFor();
    expect(await page.getByText('Sua sessão expirou. Entre novamente.').count()).toBe(0);
  });
});
