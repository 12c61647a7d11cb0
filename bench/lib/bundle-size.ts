// JavaScript the login screen downloads before it can render: what index.html loads directly, gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './children.ts';

export const WEB_DIST = path.join(ROOT, 'apps/web/dist');

export interface BundleFigures {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  totalGzipKB: number;
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

/** null when the web app has not been built. */
export function measureLoginBundle(dist = WEB_DIST): BundleFigures | null {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const files = directScripts(fs.readFileSync(indexFile, 'utf8')).map((url) => {
    const bytes = fs.readFileSync(path.join(dist, url.split(/[?#]/)[0]!));
    return { file: url, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { files, totalGzipKB: Math.round((total / 1024) * 10) / 10 };
}
