// Builds the web app when its bundle is missing or older than its sources, so `npm start` works on a fresh clone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(root, 'apps/web/src'),
  path.join(root, 'packages/shared/src'),
  path.join(root, 'apps/web/modelo/src'),
  path.join(root, 'packages/template-demo/src'),
];
// The /modelo area is built last, so its index.html is the newer one (unless TEMPLATE_DEMO=0 leaves it out).
const modeloIndex = path.join(root, 'apps/web/dist/modelo/index.html');
const wantModelo = process.env.TEMPLATE_DEMO !== '0';
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const built = wantModelo ? Math.min(builtAt(index), builtAt(modeloIndex)) : builtAt(index);
const stale =
  built === 0 ||
  (!wantModelo && fs.existsSync(modeloIndex)) ||
  sources.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);

if (stale) {
  console.log(built === 0 ? 'Construindo a interface web (primeira vez)…' : 'Reconstruindo a interface web…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs from its bundle (scripts/build-server.mjs): rebuilt, in about a second, when any of its
// TypeScript sources is newer.
const { buildServer, SERVER_BUNDLE, SERVER_SOURCES } = await import('./build-server.mjs');
const bundledAt = builtAt(SERVER_BUNDLE);
if (bundledAt === 0 || SERVER_SOURCES.some((dir) => newestMtime(dir) > bundledAt)) {
  await buildServer();
}
export { SERVER_BUNDLE };
