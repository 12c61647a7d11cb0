// Once per run: a Chromium on this machine, the built web app, and one real server for every test file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';
import { ARTIFACTS_DIR, REPO_ROOT, WEB_INDEX } from './paths.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string;
    /** When apps/web/dist/index.html was written, to tell a failure caused by a rebuild during the run. */
    webBuiltAt: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(WEB_INDEX)) {
    throw new Error(
      `O app web não está compilado (falta ${WEB_INDEX}). Rode antes, na raiz do repositório: npm run build`,
    );
  }
  // The same check `npm start` makes: a server bundle older than its sources is rebuilt (about 1 s).
  const bundled = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (bundled.status !== 0)
    throw new Error('Não foi possível empacotar o servidor (scripts/ensure-build.mjs).');
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const chromiumPath = ensureChromium();
  const server = await startServer();
  console.log(`[e2e] servidor em ${server.baseUrl} (dados em ${server.dataDir}); Chromium: ${chromiumPath}`);

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('webBuiltAt', fs.statSync(WEB_INDEX).mtimeMs);

  return async () => {
    await server.stop();
    fs.writeFileSync(path.join(ARTIFACTS_DIR, 'server.log'), server.output());
  };
}
