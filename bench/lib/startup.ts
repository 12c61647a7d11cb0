// Start-up time as `npm start` gives it: process spawn to the first 200 from /api/health, cold then warm.
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST } from './bundle-size.ts';
import { ROOT, startChild } from './children.ts';
import { SERVER_ENTRY } from './gabinete-server.ts';
import { freePort, waitForHealth } from './http.ts';

const START_SCRIPT = path.join(ROOT, 'scripts/start.mjs');
const WEB_SOURCES = ['apps/web/src', 'packages/shared/src'].map((dir) => path.join(ROOT, dir));
const TIMEOUT_MS = 120_000;

export interface StartupFigures {
  command: string;
  coldS: number;
  warmS: number;
}

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return Math.max(
    0,
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    }),
  );
}

/** npm start rebuilds a stale web app first; the target is for a built one, and the bench must not rebuild. */
function webBuildIsFresh(): boolean {
  const index = path.join(WEB_DIST, 'index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  return WEB_SOURCES.every((dir) => newestMtime(dir) <= built);
}

/** scripts/start.mjs (the real `npm start`) when it exists and will not build, else the server it starts. */
function entry(): { args: string[]; note: string } {
  if (!fs.existsSync(START_SCRIPT))
    return { args: SERVER_ENTRY, note: 'scripts/start.mjs does not exist yet' };
  if (!webBuildIsFresh()) {
    return {
      args: SERVER_ENTRY,
      note: 'the web build is missing or stale, so npm start would rebuild it first',
    };
  }
  return { args: ['scripts/start.mjs'], note: '' };
}

async function timeOneStart(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const since = Date.now();
  const child = startChild('npm start', args, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  try {
    return await waitForHealth(port, child, since, TIMEOUT_MS);
  } finally {
    // A clean stop releases the data-dir lock the warm start needs.
    await child.stop();
  }
}

export async function measureStartup(dataDir: string): Promise<StartupFigures> {
  const { args, note } = entry();
  const coldMs = await timeOneStart(args, dataDir);
  const warmMs = await timeOneStart(args, dataDir);
  const command = `node ${args.join(' ')}` + (note ? ` (${note})` : '');
  return { command, coldS: coldMs / 1000, warmS: warmMs / 1000 };
}
