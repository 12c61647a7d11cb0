// Issue 14 (5, 6): laid out for the real lengths of pt-BR words. At 1280 and 1440 px no header, tab,
// badge or filter is cut ('Gabinete do Vereador João…', 'Aguardan…', 'Atras…'); at 390 px nothing scrolls
// sideways and every list is a column of cards with the fields that matter. Pictures in e2e/artifacts/.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, forgetSession, logIn } from '../support/app.ts';
import { saveScreenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const DESKTOPS = [1280, 1440] as const;
const PHONE = { width: 390, height: 844 };
// Many screens per test, on a shared 2-core machine.
const SLOW = 240_000;
// Long but real: the longest office and user names the demo's people would type.
const LONG_OFFICE = 'Gabinete do Vereador João Carlos de Albuquerque Cavalcanti';
const LONG_USER = 'Maria Aparecida dos Santos Albuquerque';

/**
 * The texts cut inside these elements (themselves included): wider than their box, or clamped
 * (line-clamp/ellipsis) with more lines than shown. Each as 'text (scrollWidth > clientWidth)'.
 */
async function cutTexts(locator: Locator): Promise<string[]> {
  await locator.first().waitFor({ timeout: 30_000 });
  return locator.evaluateAll((roots) => {
    const cut: string[] = [];
    const seen = new Set<Element>();
    for (const root of roots) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (seen.has(el) || !(el instanceof HTMLElement) || !el.offsetParent) continue;
        seen.add(el);
        const style = getComputedStyle(el);
        const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        const clips =
          clamped ||
          style.textOverflow === 'ellipsis' ||
          style.overflow === 'hidden' ||
          style.overflowX === 'hidden';
        if (!clips || !el.textContent?.trim()) continue;
        const wide = el.scrollWidth > el.clientWidth + 1;
        const tall = clamped && el.scrollHeight > el.clientHeight + 1;
        if (wide || tall) {
          cut.push(
            `${el.textContent.trim().slice(0, 80)} (${el.scrollWidth}×${el.scrollHeight} > ${el.clientWidth}×${el.clientHeight})`,
          );
        }
      }
    }
    return cut;
  });
}

/** Placeholders longer than their input's text box. */
async function cutPlaceholders(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((input) => input.offsetParent && input.placeholder)
      .flatMap((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = context.measureText(input.placeholder).width;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return needed > room + 1 ? [`${input.placeholder} (${Math.ceil(needed)} > ${Math.floor(room)})`] : [];
      }),
  );
}

async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await ready(page).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function expectHeaderWhole(page: Page, what: string): Promise<void> {
  const parts = header(page).locator(
    '[data-testid="office-name"], [data-testid="trial-badge"], [data-testid="user-name"], [data-testid="whatsapp-navbar-status"]',
  );
  expect(await cutTexts(parts), `${what}: header`).toEqual([]);
  expect(await header(page).getByTestId('office-name').isVisible(), `${what}: office name shown`).toBe(true);
}

/** A fresh trial office with a long name and a long user name, logged in. */
async function longNamedTrialOffice(page: Page): Promise<void> {
  const email = `layout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@teste.demo`;
  await page.goto('/');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/jwt/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { organizationName: LONG_OFFICE, name: LONG_USER, email, password: DEMO_PASSWORD, uf: 'SP' },
  );
  expect(status).toBe(201);
  await logIn(page, email);
}

describe('layout for real pt-BR lengths', () => {
  it(
    'a trial office with a long name shows its name, "Teste: 7 dias restantes" and the user whole at 1280 and 1440 px',
    async () => {
      const page = browser.page();
      await longNamedTrialOffice(page);
      for (const width of DESKTOPS) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, '/', (p) => p.getByRole('main').getByRole('heading', { level: 1 }));
        await expectHeaderWhole(page, `${width} px`);
        await expect
          .poll(() => header(page).getByTestId('trial-badge').innerText())
          .toBe('Teste: 7 dias restantes');
        expect(await header(page).getByTestId('user-name').innerText()).toBe(LONG_USER);
        await saveScreenshot(page, `layout-${width}-trial-header`, false);
      }
    },
    SLOW,
  );

  it.each(DESKTOPS)(
    'the busiest screens cut no header, tab, badge or filter at %i px',
    async (width) => {
      const page = browser.page();
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, DEMO.officeAdmin.email);
      {
        const at = (what: string) => `${width} px, ${what}`;

        await visit(page, '/', (p) => p.getByRole('main').getByRole('link', { name: /demandas em aberto$/ }));
        await expectHeaderWhole(page, at('dashboard'));
        expect(await cutTexts(main(page).getByRole('heading')), at('dashboard headings')).toEqual([]);
        await saveScreenshot(page, `layout-${width}-dashboard`, false);

        // SAC: the four queues on one row, each with its label whole; 'Em atendimento' has its count.
        await visit(page, '/sac', (p) => p.getByRole('tab', { name: /^Aguardando \(\d+\)$/ }));
        await expectHeaderWhole(page, at('SAC'));
        const tabs = page.getByRole('tablist').getByRole('tab');
        expect(await tabs.count()).toBe(4);
        expect(await cutTexts(tabs), at('SAC tabs')).toEqual([]);
        const tops = await tabs.evaluateAll((all) =>
          all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, at(`SAC tabs on one row (tops ${tops.join(', ')})`)).toBe(1);
        await page.getByRole('tab', { name: /^Em atendimento \(\d+\)$/ }).waitFor();
        expect(
          await cutPlaceholders(page.getByRole('textbox', { name: 'Buscar conversa' })),
          at('SAC search'),
        ).toEqual([]);
        await saveScreenshot(page, `layout-${width}-sac`, false);

        await visit(page, '/eleitores', (p) =>
          p.getByRole('table', { name: 'Eleitores' }).locator('tbody tr'),
        );
        expect(
          await cutTexts(page.getByRole('table', { name: 'Eleitores' }).locator('thead')),
          at('eleitores'),
        ).toEqual([]);
        expect(await cutPlaceholders(main(page).getByRole('textbox')), at('eleitores search')).toEqual([]);
        await saveScreenshot(page, `layout-${width}-citizens`, false);

        await visit(page, '/demandas', (p) => p.getByRole('table', { name: 'Demandas' }).locator('tbody tr'));
        const demands = page.getByRole('table', { name: 'Demandas' });
        expect(await cutTexts(demands.locator('thead')), at('demandas headers')).toEqual([]);
        // Situação, prioridade and prazo badges of the first rows.
        expect(
          await cutTexts(demands.locator('tbody tr').first().locator('.mantine-Badge-root')),
          at('demandas badges'),
        ).toEqual([]);
        await saveScreenshot(page, `layout-${width}-demands`, false);

        // Tarefas: the 'Prazo' filter shows its longest choice whole.
        await visit(page, '/tarefas?aba=todas&due=week', (p) => p.getByTestId('task-due-filter'));
        expect(await page.getByTestId('task-due-filter').inputValue()).toBe('Vencem em 7 dias');
        const due = page.getByTestId('task-due-filter');
        const dueFits = await due.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.value).width <= room + 1;
        });
        expect(dueFits, at("'Vencem em 7 dias' fits the Prazo filter")).toBe(true);

        // Configurações: the LGPD requests' badges and the situação matrix's headers.
        await visit(page, '/configuracoes?aba=lgpd', (p) => p.getByTestId('privacy-request-status'));
        expect(await cutTexts(page.getByTestId('privacy-request-status')), at('LGPD badges')).toEqual([]);
        await saveScreenshot(page, `layout-${width}-lgpd`, false);
        await visit(page, '/configuracoes?aba=situacoes', (p) => p.getByTestId('matrix-status-header'));
        const matrixHeaders = page.getByTestId('matrix-status-header');
        expect(await cutTexts(matrixHeaders), at('matrix headers')).toEqual([]);
        expect(await matrixHeaders.first().innerText()).toMatch(/^Aguardando\s+encaminhamento$/);
      }
    },
    SLOW,
  );

  it(
    'on a phone nothing scrolls sideways, the header names the office and every list is cards with its key fields',
    async () => {
      const page = browser.page();
      await page.setViewportSize(PHONE);
      await logIn(page, DEMO.officeAdmin.email);
      const noSideways = async (what: string) =>
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${what}: no sideways scroll`,
        ).toBeLessThanOrEqual(PHONE.width);

      await visit(page, '/', (p) => p.getByRole('main').getByRole('link', { name: /demandas em aberto$/ }));
      await noSideways('dashboard');
      expect(await header(page).getByTestId('office-name').innerText()).toBe(
        'Gabinete da Vereadora Helena Duarte',
      );
      expect(await cutTexts(header(page).getByTestId('office-name')), 'office name on a phone').toEqual([]);
      await saveScreenshot(page, 'layout-phone-dashboard', false);

      const lists: { path: string; name: string; fields: string[] }[] = [
        { path: '/eleitores', name: 'Eleitores', fields: ['Telefone', 'Bairro', 'Cidade/UF'] },
        { path: '/demandas', name: 'Demandas', fields: ['Prazo', 'Responsável', 'Eleitor(es)'] },
        { path: '/atendimentos', name: 'Atendimentos', fields: ['Eleitor', 'Responsável'] },
        { path: '/tarefas?aba=todas', name: 'Tarefas', fields: ['Prazo', 'Responsável'] },
        { path: '/usuarios', name: 'Usuários', fields: ['Perfil', 'Último acesso'] },
        { path: '/areas', name: 'Áreas', fields: ['Demandas abertas'] },
        { path: '/tags', name: 'Tags', fields: ['Categoria', 'Uso'] },
        { path: '/ranking', name: 'Ranking de lideranças', fields: ['Indicados', 'Pontos'] },
      ];
      for (const list of lists) {
        await visit(page, list.path, (p) =>
          p.getByRole('list', { name: list.name }).getByTestId('list-card'),
        );
        await noSideways(list.path);
        expect(await main(page).getByRole('table').count(), `${list.path}: no table on a phone`).toBe(0);
        const card = page.getByRole('list', { name: list.name }).getByTestId('list-card').first();
        for (const field of list.fields) {
          const value = card.locator(`[data-field="${field}"]`);
          expect(await value.isVisible(), `${list.path}: card shows ${field}`).toBe(true);
          const box = await value.boundingBox();
          expect(
            box && box.x >= 0 && box.x + box.width <= PHONE.width,
            `${list.path}: ${field} inside the screen`,
          ).toBe(true);
        }
        await saveScreenshot(page, `layout-phone${list.path.replace(/[^a-z]+/g, '-')}`, false);
      }
      // A demanda's card tells its situação.
      await visit(page, '/demandas', (p) =>
        p.getByRole('list', { name: 'Demandas' }).getByTestId('list-card'),
      );
      expect(
        await page.getByRole('list', { name: 'Demandas' }).getByTestId('list-card').first().innerText(),
      ).toMatch(/Aguardando|Encaminhad|Solucionado|Resposta|tramitação|Arquivado|Não solucionado/);

      // SAC: the open chat's header keeps the name and 'Finalizar' inside the screen.
      await visit(page, '/sac', (p) => p.getByRole('navigation', { name: 'Conversas' }).getByRole('button'));
      await noSideways('SAC');
      await page.getByRole('navigation', { name: 'Conversas' }).getByRole('button').first().click();
      const finish = page.getByRole('button', { name: 'Finalizar' });
      await finish.waitFor();
      await noSideways('SAC chat');
      const name = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      for (const [what, el] of [
        ['name', name],
        ['Finalizar', finish],
      ] as const) {
        const box = await el.boundingBox();
        expect(
          box && box.x >= 0 && box.x + box.width <= PHONE.width,
          `SAC chat ${what} inside: ${JSON.stringify(box)}`,
        ).toBe(true);
      }
      await saveScreenshot(page, 'layout-phone-sac-chat', false);

      // Agenda: the category chips wrap instead of running off the screen.
      await visit(page, '/agenda?view=month', (p) => p.getByRole('group', { name: 'Categorias exibidas' }));
      await noSideways('agenda');
      const chips = await page
        .getByRole('group', { name: 'Categorias exibidas' })
        .locator('label')
        .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().right));
      expect(chips.length).toBeGreaterThan(0);
      expect(Math.max(...chips), 'every category chip inside the screen').toBeLessThanOrEqual(PHONE.width);
      await saveScreenshot(page, 'layout-phone-agenda', false);

      // Configurações › Situações: every status name whole, its controls under it.
      await visit(page, '/configuracoes?aba=situacoes', (p) =>
        p.getByRole('list', { name: 'Situações em ordem' }).getByRole('listitem'),
      );
      await noSideways('situações');
      const statusNames = page
        .getByRole('list', { name: 'Situações em ordem' })
        .getByRole('listitem')
        .getByText('Encaminhado para a prestadora de serviços', { exact: true });
      expect(await cutTexts(statusNames), 'status names on a phone').toEqual([]);
      const nameBox = await statusNames.boundingBox();
      expect(nameBox && nameBox.x + nameBox.width <= PHONE.width).toBe(true);

      // The platform admin's offices are cards too.
      await forgetSession(page);
      await logIn(page, DEMO.platformAdmin.email);
      await visit(page, '/organizacoes', (p) =>
        p.getByRole('list', { name: 'Gabinetes' }).getByTestId('list-card'),
      );
      await noSideways('organizações');
      const office = page.getByRole('list', { name: 'Gabinetes' }).getByTestId('list-card').first();
      for (const field of ['Município/UF', 'Usuários', 'Última atividade']) {
        expect(
          await office.locator(`[data-field="${field}"]`).isVisible(),
          `office card shows ${field}`,
        ).toBe(true);
      }
      await saveScreenshot(page, 'layout-phone-organizacoes', false);
    },
    SLOW,
  );
});
