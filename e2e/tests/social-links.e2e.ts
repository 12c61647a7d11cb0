// Links sociais: the admin adds a network in the drawer, hides one, moves one, and the dashboard card shows
// exactly the visible links in that order.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('links sociais', () => {
  it('adds, hides and reorders links, and the dashboard shows the visible ones in order', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/links-sociais');
    const table = page.getByRole('table', { name: 'Links sociais' });
    await table.getByText('Instagram da Helena').waitFor();

    // A TikTok address without the @ is refused in the drawer; with it, the link is created last.
    await page.getByRole('button', { name: 'Novo link' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel(/^Rede/).click();
    await page.getByRole('option', { name: 'TikTok' }).click();
    await drawer.getByRole('textbox', { name: /^Nome/ }).fill('TikTok da Helena');
    await drawer.getByRole('textbox', { name: /^Endereço/ }).fill('https://www.tiktok.com/helena');
    await drawer.getByRole('button', { name: 'Criar link' }).click();
    await drawer.getByText(/O perfil do TikTok começa por @/).waitFor();
    await drawer.getByRole('textbox', { name: /^Endereço/ }).fill('https://www.tiktok.com/@helena');
    await drawer.getByRole('button', { name: 'Criar link' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const rows = table.locator('tbody tr');
    await rows.last().getByText('TikTok da Helena').waitFor();

    // Hide the Facebook page and move the site above the canal do WhatsApp.
    await page
      .getByRole('switch', { name: 'Mostrar Página no Facebook no dashboard' })
      .click({ force: true });
    await page.getByText('Página no Facebook oculto do dashboard').waitFor();
    await page.getByRole('button', { name: 'Subir Site do mandato' }).click();
    await expect.poll(async () => (await rows.nth(3).innerText()).includes('Site do mandato')).toBe(true);
    await saveScreenshot(page, 'links-sociais');

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Links sociais' });
    await card.getByRole('link', { name: 'TikTok da Helena' }).waitFor({ timeout: 30_000 });
    const names = await card.getByRole('link').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual([
      'Gerenciar',
      'Instagram da Helena',
      'Sessões e prestação de contas',
      'Site do mandato',
      'Canal do mandato',
      'TikTok da Helena',
    ]);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'dashboard-links-sociais', false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/links-sociais');
    await page.getByText('Instagram da Helena').waitFor();
    await saveScreenshot(page, 'links-sociais-celular');
  });
});
