// Bundles the server's TypeScript (apps/server/src and the shared package) into one ES module,
// apps/server/dist/main.mjs, so `npm start` does not compile ~400 files through tsx at every start.
// Packages from node_modules stay external. Each module's `import.meta.url` keeps its source file's URL,
// so paths read next to the code (migrations, the web build, worker entries, createRequire) still resolve.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');
export const SERVER_SOURCES = [path.join(root, 'apps/server/src'), path.join(root, 'packages/shared/src')];

const sourceUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

// Workspace packages (@gabinete/*) are TypeScript sources: bundled. Everything else is resolved at run time.
const externals = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gabinete/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const tmp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrl, externals],
  });
  // Renamed into place: a start running at the same time never imports half a file.
  fs.renameSync(`${tmp}.map`, `${SERVER_BUNDLE}.map`);
  const text = fs.readFileSync(tmp, 'utf8').replace(/main\.mjs\.\d+\.tmp\.map/, 'main.mjs.map');
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, SERVER_BUNDLE);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const since = Date.now();
  await buildServer();
  console.log(`Servidor empacotado em ${path.relative(root, SERVER_BUNDLE)} (${Date.now() - since} ms)`);
}
