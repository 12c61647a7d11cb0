// Development: the API with reload on change (port 3000), Vite's dev server (port 5173) proxying to it, and
// the /modelo area's dev server (port 5174).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
// The /modelo area's own dev server (port 5174), reached through the office one's proxy.
if (process.env.TEMPLATE_DEMO !== '0')
  children.push(
    spawn(bin('vite'), ['-c', 'vite.modelo.config.ts'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    }),
  );
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
