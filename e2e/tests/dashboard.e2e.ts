// The dashboard's figures are doors: each opens its list already filtered, showing the same count.
import { describe, expect, it } from 'vitest';
import { DEMO, logIn } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** '17 atrasadas' → '17'; '1.234 demandas em aberto' → '1.234'. */
const figure = (text: string) => /^~?[\d.]+/.exec(text.trim())?.[0] ?? '';
const demandsCount = (n: string) => (n === '1' ? '1 demanda' : `${n} demandas`);

describe('dashboard', () => {
  it("opens the overdue demandas from 'atrasadas' and the open ones from the figure, with the same counts", async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    // Logging in lands on the dashboard.
    const main = page.getByRole('main');
    const overdueLink = main.getByRole('link', { name: /^[\d.]+ atrasadas?$/ });
    await overdueLink.waitFor();
    const overdue = figure(await overdueLink.innerText());
    expect(Number(overdue.replace(/\./g, ''))).toBeGreaterThan(0);

    await overdueLink.click();
    await page.waitForURL(
      (url) => url.pathname === '/demandas' && url.searchParams.get('overdue') === 'true',
    );
    await page.getByText(demandsCount(overdue), { exact: true }).waitFor();
    // Every row of the page carries the 'Vencida' mark, and the filter shows as checked.
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.first().waitFor();
    const shown = await rows.count();
    expect(await rows.filter({ hasText: 'Vencida' }).count()).toBe(shown);
    expect(await page.getByRole('checkbox', { name: 'Somente vencidas' }).isChecked()).toBe(true);

    await page.goBack();
    const openLink = main.getByRole('link', { name: /^[\d.]+ demandas em aberto$/ });
    const open = figure((await openLink.getAttribute('aria-label')) ?? '');
    await openLink.click();
    await page.waitForURL(
      (url) => url.pathname === '/demandas' && url.searchParams.get('situation') === 'open',
    );
    await page.getByText(demandsCount(open), { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Abertas' }).isChecked()).toBe(true);
  });
});
