// Per test file: one Chromium; per test: a fresh context (empty local storage) and page, a screenshot on failure.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.ts';
import { ARTIFACTS_DIR, WEB_INDEX } from './paths.ts';

export interface BrowserFixture {
  readonly baseUrl: string;
  readonly dataDir: string;
  page(): Page;
  /** Another page with its own local storage, e.g. for a second user. */
  newPage(): Promise<Page>;
}

const ACTION_TIMEOUT_MS = 10_000;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 100);

export function useBrowser(): BrowserFixture {
  const baseUrl = inject('baseUrl');
  const dataDir = inject('dataDir');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let pageErrors: string[] = [];

  const open = async (): Promise<Page> => {
    if (!browser) throw new Error('O navegador não foi iniciado.');
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 1366, height: 768 },
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`erro de JavaScript em ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error em ${page.url()}: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      pageErrors.push(
        `falha de rede: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
      ),
    );
    return page;
  };

  beforeAll(async () => {
    browser = await launchChromium(inject('chromiumPath'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    pageErrors = [];
    current = await open();
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      const name = `failed-${slug(`${context.task.file.name.replace(/^.*\//, '')}-${context.task.name}`)}`;
      for (const [index, ctx] of contexts.entries()) {
        for (const [n, page] of ctx.pages().entries()) {
          const file = path.join(ARTIFACTS_DIR, `${name}${index || n ? `-${index}-${n}` : ''}.png`);
          fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
          await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.log(`[e2e] captura da falha: ${file} (URL ${page.url()})`);
        }
      }
      // The server lists the built files when it starts; a rebuild during the run breaks every page after it.
      const builtAt = fs.existsSync(WEB_INDEX) ? fs.statSync(WEB_INDEX).mtimeMs : 0;
      if (builtAt !== inject('webBuiltAt')) {
        console.log(
          '[e2e] atenção: apps/web/dist foi recompilado durante os testes; rode de novo sem compilar em paralelo.',
        );
      }
      if (pageErrors.length) console.log(`[e2e] o navegador registrou:\n  ${pageErrors.join('\n  ')}`);
    }
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    contexts = [];
    current = undefined;
  });

  return {
    baseUrl,
    dataDir,
    page: () => {
      if (!current) throw new Error('page() só existe dentro de um teste.');
      return current;
    },
    newPage: open,
  };
}

/** Saves a named screenshot to e2e/artifacts/<name>.png, for people to look at. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
