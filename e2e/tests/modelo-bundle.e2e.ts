// Issue 6's figure: the office login screen's JavaScript does not grow by a byte because of the /modelo area.
// The built office (with the area) is compared with an office built with TEMPLATE_DEMO=0, file by file, and
// the login page in a real browser loads only office files, none of the area's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';

const browser = useBrowser();
const WEB = path.join(REPO_ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const withoutArea = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-sem-modelo-'));
afterAll(() => fs.rmSync(withoutArea, { recursive: true, force: true }));

/** Path under dist → bytes of every JavaScript file the office build wrote: its chunks in assets/ and the
 * scripts copied from public/ (color-scheme.js, which sets the theme before the first paint). */
function officeScripts(dist: string): Map<string, Buffer> {
  const scripts = (dir: string) =>
    fs
      .readdirSync(path.join(dist, dir))
      .filter((name) => name.endsWith('.js'))
      .map((name): [string, Buffer] => [
        path.posix.join(dir, name),
        fs.readFileSync(path.join(dist, dir, name)),
      ]);
  return new Map([...scripts('assets'), ...scripts('.')]);
}

describe('the /modelo area and the office bundle', () => {
  it('leaves every office JavaScript file byte for byte as a build without the area', () => {
    expect(fs.existsSync(path.join(DIST, 'modelo/index.html')), 'npm run build builds the area').toBe(true);
    // The test runner's NODE_ENV=test would make Vite build something else than `npm run build` did.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
    );
    const built = spawnSync(
      path.join(REPO_ROOT, 'node_modules/.bin/vite'),
      ['build', '--outDir', withoutArea, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: WEB, env: { ...env, TEMPLATE_DEMO: '0' }, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);

    const withArea = officeScripts(DIST);
    const without = officeScripts(withoutArea);
    expect([...withArea.keys()].sort()).toEqual([...without.keys()].sort());
    for (const [name, bytes] of withArea) expect(bytes.equals(without.get(name)!), name).toBe(true);
    // Only the HTML differs: a meta tag tells the login page where the area is.
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="gabinete-modelo" content="/modelo/">');
    expect(fs.readFileSync(path.join(withoutArea, 'index.html'), 'utf8')).not.toContain('gabinete-modelo');
    // Nothing of the fake back end is in the office code.
    for (const [name, bytes] of withArea)
      expect(bytes.includes('/apps/email/update-emails'), `${name} contém o back end do modelo`).toBe(false);
  });

  it('loads the login page with office scripts only, and links to the area', async () => {
    const page = browser.page();
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: new URL(response.url()).pathname, bytes: (await response.body()).length });
    });
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Conhecer o modelo de interface' });
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toBe('/modelo/');
    await page.waitForLoadState('networkidle');

    const office = officeScripts(withoutArea);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(office.has(script.url.slice(1)), `${script.url} também existe sem o modelo`).toBe(true);
    }
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `[modelo] tela de login: ${scripts.length} scripts, ${total} bytes — iguais aos do build sem o modelo`,
    );
  });
});
