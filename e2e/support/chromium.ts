// Finds a Chromium to drive (CHROMIUM_PATH, the system's, Playwright's), installing one when none exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT } from './paths.ts';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const APT_INSTALL = 'apt-get update && apt-get install -y chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=AutofillServerCommunication',
  // Nothing but the test server is reachable: no fonts, tiles or telemetry from the internet.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const isFile = (file: string): boolean => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function playwrightChromium(): string | null {
  try {
    const file = chromium.executablePath();
    return file && isFile(file) ? file : null;
  } catch {
    return null;
  }
}

/** The first Chromium found, or null. A CHROMIUM_PATH that does not exist is an error, not a fallback. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isFile(fromEnv)) throw new Error(`CHROMIUM_PATH aponta para um arquivo que não existe: ${fromEnv}`);
    return fromEnv;
  }
  return SYSTEM_CHROMIUMS.find(isFile) ?? playwrightChromium();
}

function run(command: string, args: string[]): boolean {
  console.log(`[e2e] Chromium não encontrado; executando: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: REPO_ROOT });
  return result.status === 0;
}

function isDebianLike(): boolean {
  return isFile('/etc/debian_version') && spawnSync('which', ['apt-get']).status === 0;
}

/** playwright-core's own CLI, so the browser it downloads is the revision this playwright-core expects. */
function playwrightCli(): string | null {
  try {
    const require = createRequire(path.join(REPO_ROOT, 'package.json'));
    return path.join(path.dirname(require.resolve('playwright-core/package.json')), 'cli.js');
  } catch {
    return null;
  }
}

/** Returns a Chromium executable, installing one with apt (as root) or Playwright when needed. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;

  if (process.getuid?.() === 0 && isDebianLike()) {
    run('sh', ['-c', APT_INSTALL]);
    const installed = findChromium();
    if (installed) return installed;
  }
  const cli = playwrightCli();
  if (cli) {
    run(process.execPath, [cli, 'install', 'chromium']);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      'Nenhum Chromium encontrado para os testes de navegador, e a instalação automática falhou.',
      'Instale um destes modos e rode de novo:',
      `  sudo sh -c '${APT_INSTALL}'`,
      '  npx playwright-core install chromium',
      'ou aponte CHROMIUM_PATH=/caminho/do/chromium.',
    ].join('\n'),
  );
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
