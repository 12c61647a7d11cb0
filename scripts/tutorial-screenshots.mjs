#!/usr/bin/env node
// Takes the Tutorial's screenshots from the real app, so the help pages show what people see today.
// Starts a server on a fresh data folder with the demo office (or uses --url of a running one), logs in
// with Chromium and writes one JPEG per help page to apps/web/src/features/tutorial/pages/img/.
// Needs the built web app (npm run build) and a Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
//   node scripts/tutorial-screenshots.mjs [--url http://localhost:3000] [--only demandas,sac]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/web/src/features/tutorial/pages/img');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=AutofillServerCommunication',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
const PASSWORD = 'gabinete123';
const VIEWPORT = { width: 1280, height: 800 };

/** Help page → the screen that illustrates it (demo office admin), and what to do there before the shot. */
const SHOTS = [
  ['dashboard', '/dashboard'],
  ['usuarios', '/usuarios'],
  ['areas', '/areas'],
  ['demandas', '/demandas'],
  ['emendas', '/emendas'],
  ['atendimentos', '/atendimentos'],
  ['agenda', '/agenda'],
  ['eleitores', '/eleitores'],
  ['notificacoes', '/notificacoes'],
  ['suporte', '/suporte'],
  ['tarefas', '/tarefas'],
  ['aniversariantes', '/aniversariantes?period=month'],
  ['instituicoes', '/instituicoes'],
  ['mapas', '/mapas/demandas'],
  ['tags', '/tags'],
  ['ranking', '/ranking'],
  ['autoridades', '/autoridades'],
  ['leis', '/leis'],
  ['links-sociais', '/links-sociais'],
  ['importacoes', '/importacoes'],
  ['exportacoes', '/exportacoes'],
  ['whatsapp', '/whatsapp'],
  ['documentos', '/documentos'],
  [
    'sac',
    '/sac?fila=open&ordem=negativos',
    // A conversation open, with the AI's sentiment on the queue, the header and the messages.
    async (page) => {
      await page.locator('.gab-sac-row').first().click();
      await page.getByTestId('chat-message').first().waitFor({ state: 'visible', timeout: 30_000 });
    },
  ],
  ['sms', '/sms'],
  ['configuracoes', '/configuracoes'],
  ['ia', '/ia'],
];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a fresh data folder; stopped by its PID (node itself, not an npx wrapper). */
async function startServer() {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('O app web não está compilado: rode antes `npm run build`.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-tutorial-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'WEB_DIST', 'S3_BUCKET', 'HOST'])
    delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (!output.includes('Gabinete pronto em')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`O servidor não subiu.\n${output}`);
    }
    await sleep(500);
  }
  return { baseUrl: `http://localhost:${port}`, dataDir, stop };
}

async function logIn(page, email, password = PASSWORD) {
  await page.goto('/');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'visible' });
}

/** Waits for the page's title, the network and the skeletons, then writes the picture. */
async function shoot(page, slug) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const deadline = Date.now() + 10_000;
  while ((await page.locator('.mantine-Skeleton-root').count()) > 0 && Date.now() < deadline)
    await sleep(200);
  await sleep(600);
  const file = path.join(OUT, `${slug}.jpg`);
  await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
  console.log(`  ${path.relative(ROOT, file)}`);
}

/** A brand-new office (its checklist still empty), created through the API as the platform team. */
async function newOfficePage(context, baseUrl, dataDir) {
  const api = async (token, method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const platform = (
    await api(null, 'POST', '/api/auth', { email: 'plataforma@gabinete.demo', password: PASSWORD })
  ).accessToken;
  const email = `nova.vereadora.${Date.now()}@exemplo.com.br`;
  await api(platform, 'POST', '/api/organizations', {
    name: 'Gabinete da Vereadora Teresa Campos',
    adminName: 'Teresa Campos',
    adminEmail: email,
  });
  const outbox = path.join(dataDir, 'outbox');
  let token = null;
  for (let i = 0; i < 50 && !token; i++) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs.readFileSync(path.join(outbox, name), 'utf8');
      if (text.includes(email)) token = /token=([\w-]+)/.exec(text)?.[1] ?? null;
    }
    if (!token) await sleep(200);
  }
  if (!token) throw new Error(`Nenhum convite para ${email} na caixa de saída.`);
  await api(null, 'PATCH', '/api/users/password', { token, password: 'Primeiro-acesso-2026' });
  const page = await context.newPage();
  await logIn(page, email, 'Primeiro-acesso-2026');
  return page;
}

async function main() {
  const only = option('only')?.split(',');
  const url = option('url');
  const server = url ? null : await startServer();
  const baseUrl = url ?? server.baseUrl;
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const contextFor = () =>
      browser.newContext({
        baseURL: baseUrl,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: VIEWPORT,
      });
    console.log(`Capturas do Tutorial em ${baseUrl}:`);
    if (!only || only.includes('primeiros-passos')) {
      if (!server) console.log('  (primeiros-passos só com o servidor próprio do script: pulado)');
      else {
        const context = await contextFor();
        const page = await newOfficePage(context, baseUrl, server.dataDir);
        await page
          .getByRole('region', { name: 'Primeiros passos do gabinete' })
          .waitFor({ state: 'visible' });
        await shoot(page, 'primeiros-passos');
        await context.close();
      }
    }
    const context = await contextFor();
    const page = await context.newPage();
    await logIn(page, 'admin@gabinete.demo');
    for (const [slug, target, prepare] of SHOTS) {
      if (only && !only.includes(slug)) continue;
      await page.goto(target);
      if (prepare) await prepare(page);
      await shoot(page, slug);
    }
    await context.close();
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
