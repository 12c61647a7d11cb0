// The real entry point on the embedded server: one process per data directory, and what the API acknowledged
// is still there after kill -9 of the app and of the database server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectionUrl } from './db/embedded-server.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-main-'));
const pgdata = path.join(dataDir, 'postgres');
const children: ChildProcess[] = [];

interface App {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

function run(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'TEST_DATABASE_URL'])
    delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the app and waits for its banner (printed once listening and seeded). */
async function startApp(): Promise<App> {
  const { child, output, exited } = run();
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<string>((resolve, reject) => {
    timer = setInterval(() => {
      const m = output().match(/Gabinete pronto em (http:\/\/localhost:\d+)/);
      if (m) resolve(m[1]!);
    }, 50);
    void exited.then((code) => reject(new Error(`o app saiu com ${code}:\n${output()}`)));
  });
  await ready.finally(() => clearInterval(timer));
  return { child, baseUrl: (await ready).replace('localhost', '127.0.0.1'), output };
}

const postmasterPid = () =>
  Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Postmasters running on this data directory (children of a postmaster are its backends, not counted). */
function postmasters(): number {
  return fs.readdirSync('/proc').filter((p) => {
    try {
      const cmd = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0');
      return cmd[0]!.endsWith('/postgres') && cmd[1] === '-D' && cmd[2] === pgdata;
    } catch {
      return false;
    }
  }).length;
}

async function kill9(child: ChildProcess): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

async function token(app: App): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@gabinete.demo', password: 'gabinete123' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** N citizens created one by one; each counts only once the API answered 201. */
async function write(app: App, prefix: string, n: number): Promise<string[]> {
  const auth = { authorization: `Bearer ${await token(app)}`, 'content-type': 'application/json' };
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = `${prefix} ${i}`;
    const res = await fetch(`${app.baseUrl}/api/citizens`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBe(201);
    names.push(name);
  }
  return names;
}

async function namesLike(prefix: string): Promise<string[]> {
  const client = new pg.Client(connectionUrl(pgdata, 'gabinete'));
  await client.connect();
  try {
    const { rows } = await client.query('select name from citizens where name like $1 order by name', [
      `${prefix} %`,
    ]);
    return rows.map((r: { name: string }) => r.name);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid')) && alive(postmasterPid()))
    process.kill(postmasterPid(), 'SIGINT');
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded PostgreSQL server', () => {
  let app: App;
  let acknowledged: string[] = [];

  it('refuses a second process on the same data directory with exit code 2 and a pt-BR message', async () => {
    app = await startApp();
    const second = run();
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/já está em uso por outro processo do Gabinete/);
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);

  it('keeps every acknowledged write across kill -9 of the app, reusing the server it left running', async () => {
    acknowledged = await write(app, 'Durabilidade app', 15);
    const pid = postmasterPid();
    await kill9(app.child);
    expect(alive(pid)).toBe(true);
    app = await startApp();
    expect(postmasterPid()).toBe(pid);
    expect(postmasters()).toBe(1);
    expect(await namesLike('Durabilidade app')).toEqual([...acknowledged].sort());
  }, 300_000);

  it('keeps every acknowledged write across kill -9 of the database server and of the app', async () => {
    const more = await write(app, 'Durabilidade banco', 15);
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    await kill9(app.child);
    app = await startApp();
    expect(postmasterPid()).not.toBe(pid);
    expect(postmasters()).toBe(1);
    expect(await namesLike('Durabilidade banco')).toEqual([...more].sort());
    expect(await namesLike('Durabilidade app')).toEqual([...acknowledged].sort());
  }, 300_000);

  it('stops the server and releases the directory on SIGTERM', async () => {
    const pid = postmasterPid();
    const gone = new Promise<number | null>((resolve) => app.child.once('exit', resolve));
    app.child.kill('SIGTERM');
    expect(await gone).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(postmasters()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'gabinete.lock'))).toBe(false);
  }, 120_000);
});
