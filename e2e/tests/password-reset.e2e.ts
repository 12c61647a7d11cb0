// 'Esqueci minha senha': the e-mailed link sets a new password; the old one stops working.
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  WRONG_CREDENTIALS,
  forgetSession,
  loginForm,
  logIn,
  pathname,
  storedSession,
  submitLogin,
} from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { outboxSnapshot, waitForMail } from '../support/outbox.ts';

const browser = useBrowser();

describe('password reset', () => {
  it('resets the password through the link in the e-mail, and the old password stops working', async () => {
    const page = browser.page();
    const { email, name } = DEMO.assessor;
    const newPassword = 'Nova-senha-e2e-2026';
    const before = outboxSnapshot(browser.dataDir);

    await page.goto('/');
    await loginForm(page).forgotPassword.click();
    await page.waitForURL((url) => url.pathname === '/esqueci-a-senha');
    // React Router navigates in a transition: until the page's chunk has loaded and rendered, the login form
    // (with its own 'E-mail' field) stays on screen. Filling then typed into the login form, which the new page
    // replaced (seen in CI). Type only once the reset form itself is there, and check the value held.
    const sendLink = page.getByRole('button', { name: 'Enviar link' });
    await sendLink.waitFor({ state: 'visible' });
    const field = page.getByLabel(/^E-mail/);
    await field.fill(email);
    await expect.poll(() => field.inputValue()).toBe(email);
    await sendLink.click();
    await page.getByRole('status').filter({ hasText: /link/i }).waitFor({ state: 'visible' });

    const mail = await waitForMail(browser.dataDir, email, { ignore: before });
    const link = new URL(mail.link);
    expect(link.origin).toBe(browser.baseUrl);
    expect(link.pathname).toBe('/redefinir-senha');
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(mail.link);
    await page.getByLabel(/^Nova senha/).fill(newPassword);
    await page.getByLabel(/^Confirme a nova senha/).fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await loginForm(page).submit.waitFor({ state: 'visible' });

    await logIn(page, email, newPassword);
    await page.getByRole('banner').getByText(name).waitFor({ state: 'visible' });

    await forgetSession(page);
    await page.goto('/');
    await submitLogin(page, email, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS }).waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/');
    expect((await storedSession(page)).accessToken).toBeNull();
  });

  it('does not accept the same reset link twice', async () => {
    const page = browser.page();
    const { email } = DEMO.readOnly;
    const before = outboxSnapshot(browser.dataDir);
    await page.goto('/esqueci-a-senha');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    const mail = await waitForMail(browser.dataDir, email, { ignore: before });

    for (const attempt of ['Primeira-senha-e2e', 'Segunda-senha-e2e']) {
      await page.goto(mail.link);
      await page.getByLabel(/^Nova senha/).fill(attempt);
      await page.getByLabel(/^Confirme a nova senha/).fill(attempt);
      await page.getByRole('button', { name: 'Salvar nova senha' }).click();
      if (attempt.startsWith('Primeira')) await page.waitForURL((url) => url.pathname === '/');
    }

    await page.getByRole('alert').first().waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/redefinir-senha');
    await logIn(page, email, 'Primeira-senha-e2e');
  });
});
