// A 403 sends the browser to /acesso-negado (spec §2, §6, §8), which says why from the error's code: no
// permission, office suspended, trial ended.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, apiStatus, logIn, mainMenu, menuEntry, pathname } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';
import { apiJson } from '../support/citizens.ts';

const browser = useBrowser();

const isOrganizationsList = (url: string) => new URL(url).pathname === '/api/organizations';

async function expectAccessDenied(page: Page, title = 'Acesso negado'): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/acesso-negado');
  await page.getByRole('heading', { name: title }).waitFor({ state: 'visible' });
}

/** A new trial office (POST /api/jwt/register) with its admin logged in on `page`. */
async function newTrialOffice(page: Page, label: string): Promise<{ organizationId: string }> {
  await page.goto('/');
  const stamp = Date.now();
  const registered = await apiJson<{ userData: { organization_id: string } }>(
    page,
    'POST',
    '/api/jwt/register',
    {
      organizationName: `Gabinete ${label} ${stamp}`,
      name: 'Teresa Quintana',
      email: `teresa.${stamp}@exemplo.com.br`,
      password: DEMO_PASSWORD,
    },
  );
  expect(registered.status).toBe(201);
  await logIn(page, `teresa.${stamp}@exemplo.com.br`);
  return { organizationId: registered.body.userData.organization_id };
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
    // The platform admin's home is the offices list, so it may load before the menu is clicked.
    const listed = page.waitForResponse((r) => isOrganizationsList(r.url()));
    await logIn(page, DEMO.platformAdmin.email);

    await menuEntry(page, 'Organizações').click();

    expect((await listed).status()).toBe(200);
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Organizações' })
      .waitFor({ state: 'visible' });
    expect(pathname(page)).toBe('/organizacoes');
    expect(await page.getByRole('heading', { name: 'Acesso negado' }).count()).toBe(0);
  });

  it('says the permission is missing when the API refuses an action', async () => {
    const page = browser.page();
    await logIn(page, DEMO.officeAdmin.email);
    await page.goto('/organizacoes');
    await expectAccessDenied(page);
    expect(new URL(page.url()).searchParams.get('motivo')).toBe('FORBIDDEN');
    await page.getByText('Você não tem permissão para ver esta página ou fazer esta ação.').waitFor();
  });

  it("sends a suspended office's user to /acesso-negado saying the office is suspended", async () => {
    const page = browser.page();
    const { organizationId } = await newTrialOffice(page, 'Suspenso');
    await mainMenu(page).waitFor({ state: 'visible' });

    const platform = await browser.newPage();
    await logIn(platform, DEMO.platformAdmin.email);
    const suspended = await apiJson(platform, 'PATCH', `/api/organizations/${organizationId}/suspend`);
    expect(suspended.status).toBe(200);

    // The next call of the office's user is refused with ORGANIZATION_SUSPENDED.
    const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 403);
    await menuEntry(page, 'Eleitores').click();
    const answer = (await (await refused).json()) as { code: string };
    expect(answer.code).toBe('ORGANIZATION_SUSPENDED');
    await expectAccessDenied(page, 'Gabinete suspenso');
    expect(new URL(page.url()).searchParams.get('motivo')).toBe('ORGANIZATION_SUSPENDED');
    await page.getByText('Fale com o suporte da plataforma', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
  });

  it("says 'Período de teste encerrado', with what to do, when the API answers TRIAL_EXPIRED", async () => {
    const page = browser.page();
    await newTrialOffice(page, 'Teste');
    // The server's trial rule (7 days from creation) is covered by its own tests; here a call answers
    // what the server answers an expired trial, exactly as authenticate.ts does.
    await page.route('**/api/citizens**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'TRIAL_EXPIRED',
          message: 'O período de teste deste gabinete terminou.',
        }),
      }),
    );
    await menuEntry(page, 'Eleitores').click();
    await expectAccessDenied(page, 'Período de teste encerrado');
    expect(new URL(page.url()).searchParams.get('motivo')).toBe('TRIAL_EXPIRED');
    await page.getByText('fale com a equipe da plataforma e contrate um plano', { exact: false }).waitFor();
  });
});
