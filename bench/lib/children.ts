// Child processes of the bench: each in its own process group so a wrapper (npm start) and what it spawned die together.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Child {
  name: string;
  pid: number;
  process: ChildProcess;
  /** The last few KB the child printed, to explain a failure. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const running = new Set<Child>();

// Settings the bench's own shell may carry (a DATABASE_URL would silently turn an embedded-server run into an external-server one).
const INHERITED_SERVER_VARS = [
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'SEED_DEMO',
  'JWT_SECRET',
  'LOG_LEVEL',
  'WEB_DIST',
  'SMTP_URL',
];

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of INHERITED_SERVER_VARS) delete env[name];
  return { ...env, ...extra };
}

const TAIL_BYTES = 6_000;

export function startChild(name: string, args: string[], env: Record<string, string>): Child {
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (proc.pid === undefined) throw new Error(`could not start ${name}`);
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = once(proc, 'exit').then(([code]) => code as number | null);
  const child: Child = {
    name,
    pid: proc.pid,
    process: proc,
    output: () => tail,
    exited,
    stop: async () => {
      running.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      // SIGTERM first so the server stops its embedded PostgreSQL and releases its data-dir lock; SIGKILL if it hangs.
      signalGroup(proc.pid!, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), delay(8_000).then(() => false)]);
      if (!done) {
        signalGroup(proc.pid!, 'SIGKILL');
        await exited;
      }
    },
  };
  running.add(child);
  return child;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group is already gone */
  }
}

/** Last resort on failure or Ctrl-C: every child still running, by its process group id. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((c) => c.stop()));
}

/** Synchronous variant for process 'exit', where nothing async can run. */
export function killAllChildrenNow(): void {
  for (const c of running) signalGroup(c.pid, 'SIGKILL');
  running.clear();
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
