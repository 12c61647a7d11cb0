// What a user sees and does in Gabinete, in pt-BR words: the login form, the menu, the stored session.
import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'gabinete123';
export const DEMO = {
  officeAdmin: { email: 'admin@gabinete.demo', name: 'Mariana Costa' },
  platformAdmin: { email: 'plataforma@gabinete.demo', name: 'Equipe da Plataforma' },
  assessor: { email: 'assessor@gabinete.demo', name: 'Rafael Souza' },
  reception: { email: 'recepcao@gabinete.demo', name: 'Juliana Ferreira' },
  readOnly: { email: 'leitura@gabinete.demo', name: 'Beatriz Santos' },
} as const;

export const SESSION_KEYS = ['userData', 'accessToken', 'refreshToken'] as const;
export type StoredSession = Record<(typeof SESSION_KEYS)[number], string | null>;

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';

export function loginForm(page: Page) {
  return {
    // Mantine marks required labels with ' *'; anchored patterns keep 'Senha' from matching other fields.
    email: page.getByLabel(/^E-mail/),
    password: page.getByLabel(/^Senha/),
    submit: page.getByRole('button', { name: 'Entrar', exact: true }),
    forgotPassword: page.getByRole('link', { name: 'Esqueci minha senha' }),
  };
}

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu principal' });

export const menuEntry = (page: Page, label: string): Locator =>
  mainMenu(page).getByRole('link', { name: label, exact: true });

/** Fills and sends the login form on '/' (opening it first when needed). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/' || !(await loginForm(page).email.isVisible())) {
    await page.goto('/');
  }
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Logs in and waits for the app shell (the main menu). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await mainMenu(page).waitFor({ state: 'visible' });
}

export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])) as StoredSession,
    [...SESSION_KEYS],
  );
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** Drops the stored session, as if the browser had never logged in. */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(
    (keys) => keys.forEach((key) => window.localStorage.removeItem(key)),
    [...SESSION_KEYS],
  );
}

export const pathname = (page: Page): string => new URL(page.url()).pathname;

/** Calls the API the way the web app does, with the access token this page has stored. */
export async function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => {
    const token = window.localStorage.getItem('accessToken');
    const response = await fetch(p, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return response.status;
  }, path);
}
