// Builds the /modelo area into dist/modelo after the office build; TEMPLATE_DEMO=0 leaves it out.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const out = path.join(web, 'dist/modelo');

if (process.env.TEMPLATE_DEMO === '0') {
  fs.rmSync(out, { recursive: true, force: true });
  console.log('TEMPLATE_DEMO=0: o modelo de interface (/modelo) não foi construído.');
} else {
  await build({ configFile: path.join(web, 'vite.modelo.config.ts') });
}
