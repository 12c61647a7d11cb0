// JavaScript the login screen downloads before it can render: what index.html loads directly, gzipped; and
// how much of it the /modelo area adds (issue 6: not a byte), against an office build with TEMPLATE_DEMO=0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './children.ts';
import { tempDir } from './temp-dirs.ts';

export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

export interface BundleFigures {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipKB: number;
  /** Null when the build has no /modelo area to compare (built with TEMPLATE_DEMO=0). */
  modelo: ModeloFigures | null;
}

export interface ModeloFigures {
  /** Raw bytes of the login screen's scripts with the area minus without it. */
  loginGrowthBytes: number;
  /** Every office .js file has the same name and bytes in both builds. */
  officeIdentical: boolean;
  /** Raw bytes of the area's own JavaScript (dist/modelo/assets), never loaded by the office. */
  areaBytes: number;
}

/** src of <script> and href of <link rel="modulepreload">, in document order, local files only. */
function directScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const url = tag.toLowerCase().startsWith('<script')
      ? attr('src')
      : attr('rel')?.toLowerCase() === 'modulepreload'
        ? attr('href')
        : undefined;
    if (url && !/^([a-z]+:)?\/\//i.test(url) && !found.includes(url)) found.push(url);
  }
  return found;
}

function officeScripts(dist: string): Map<string, Buffer> {
  const dir = path.join(dist, 'assets');
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  return new Map(names.map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}

const loginRawBytes = (dist: string): number =>
  directScripts(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).reduce(
    (sum, url) => sum + fs.statSync(path.join(dist, url.split(/[?#]/)[0]!)).size,
    0,
  );

/** Builds the office again with TEMPLATE_DEMO=0 and compares it with `dist`. */
function measureModelo(dist: string): ModeloFigures | null {
  const area = path.join(dist, 'modelo/assets');
  if (!fs.existsSync(area)) return null;
  const without = tempDir('sem-modelo');
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV'));
  const built = spawnSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', without, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: path.join(ROOT, 'apps/web'), env: { ...env, TEMPLATE_DEMO: '0' }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`build sem o modelo falhou: ${built.stderr}`);
  const a = officeScripts(dist);
  const b = officeScripts(without);
  const officeIdentical = a.size === b.size && [...a].every(([name, bytes]) => b.get(name)?.equals(bytes));
  const areaBytes = fs
    .readdirSync(area)
    .reduce((sum, name) => sum + fs.statSync(path.join(area, name)).size, 0);
  return { loginGrowthBytes: loginRawBytes(dist) - loginRawBytes(without), officeIdentical, areaBytes };
}

/** null when the web app has not been built. */
export function measureLoginBundle(dist = WEB_DIST): BundleFigures | null {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const files = directScripts(fs.readFileSync(indexFile, 'utf8')).map((url) => {
    const bytes = fs.readFileSync(path.join(dist, url.split(/[?#]/)[0]!));
    return { file: url, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipKB: Math.round((total / 1024) * 10) / 10, modelo: measureModelo(dist) };
}
