// Starts the real Gabinete server on a fresh embedded PostgreSQL (its own DATA_DIR) and a free port; stops it
// by its PID (the server stops its PostgreSQL on SIGTERM).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY } from './paths.ts';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Start-up budget; a loaded machine can set E2E_SERVER_TIMEOUT_MS. */
const HEALTH_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS) || 180_000;
// Variables that would point the server at shared infrastructure instead of its own temp folder.
const INHERITED_OUT = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'WEB_DIST', 'S3_BUCKET', 'HOST'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 12_000)));
  const stopped = await Promise.race([exited(child).then(() => true), gaveUp]);
  clearTimeout(timer);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited(child);
  }
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  Object.assign(env, { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' });

  // node itself (not npx/npm) so the PID we hold is the server's and killing it stops the server.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await kill(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  // It listens before the demo office is seeded: the banner says when the demo logins work.
  while (!output.includes('Gabinete pronto em') || !(await healthy(healthUrl))) {
    const gone = child.exitCode !== null || child.signalCode !== null;
    if (gone || Date.now() > deadline) {
      await stop();
      const why = gone
        ? `o processo terminou (código ${child.exitCode ?? child.signalCode})`
        : `sem resposta 200 em ${HEALTH_TIMEOUT_MS / 1000} s`;
      throw new Error(`O servidor do Gabinete não subiu: ${why}.\n--- saída do servidor ---\n${output}`);
    }
    await sleep(250);
  }
  // APP_URL defaults to http://localhost:PORT, so the browser uses the same origin as the e-mailed links.
  return { baseUrl: `http://localhost:${port}`, dataDir, output: () => output, stop };
}
