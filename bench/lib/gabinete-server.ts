// The real Gabinete server as a child process, logged in as the demo admin, with a full first page of users.
import { randomBytes } from 'node:crypto';
import { startChild, type Child } from './children.ts';
import { freePort, requestJson, waitForHealth } from './http.ts';

export const SERVER_ENTRY = ['--import', 'tsx', 'apps/server/src/main.ts'];
export const DEMO_ADMIN = { email: 'admin@gabinete.demo', password: 'gabinete123' };
const EXTRA_USERS = 40;
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  child: Child;
  port: number;
  startMs: number;
}

export interface ServerOptions {
  databaseUrl?: string;
  dataDir: string;
  /** false starts with SEED_DEMO=0. */
  seedDemo?: boolean;
  /** Node flags before the entry (--max-old-space-size=…). */
  nodeArgs?: string[];
}

/** What the server prints once the demo seed (after listen) is done. */
const READY_LINE = 'Gabinete pronto em';

async function waitForLine(child: Child, line: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!child.output().includes(line)) {
    if (Date.now() > deadline || child.process.exitCode !== null)
      throw new Error(`${child.name} printed no '${line}' (${timeoutMs / 1000} s):\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startGabinete(name: string, options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: options.seedDemo === false ? '0' : '1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATA_DIR: options.dataDir,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const since = Date.now();
  const child = startChild(name, [...(options.nodeArgs ?? []), ...SERVER_ENTRY], env);
  try {
    const startMs = await waitForHealth(port, child, since, START_TIMEOUT_MS);
    // The demo office is seeded after listen: the bench logs in as its admin, so it waits for the seed.
    if (options.seedDemo !== false) await waitForLine(child, READY_LINE, START_TIMEOUT_MS);
    return { child, port, startMs };
  } catch (err) {
    await child.stop();
    throw err;
  }
}

/** The demo assessor (assessor@gabinete.demo): the one who receives assignments in the casework section. */
export const DEMO_ASSESSOR = { email: 'assessor@gabinete.demo', password: 'gabinete123' };

export interface Session {
  token: string;
  userId: string;
}

export async function login(
  port: number,
  credentials: { email: string; password: string },
): Promise<Session> {
  const res = await requestJson<{ accessToken?: string; userData?: { _id: string } }>(
    port,
    'POST',
    '/api/auth',
    { body: credentials },
  );
  if (res.status !== 200 || !res.body.accessToken || !res.body.userData) {
    throw new Error(`login of ${credentials.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: res.body.accessToken, userId: res.body.userData._id };
}

export async function loginAsAdmin(port: number): Promise<string> {
  return (await login(port, DEMO_ADMIN)).token;
}

/** Invites users through the API (the same path the UI takes), a few at a time. */
export async function addUsers(port: number, token: string): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  const invite = async (i: number) => {
    const body = {
      name: `Usuário de Carga ${String(i).padStart(2, '0')}`,
      email: `carga.${tag}.${i}@gabinete.demo`,
      role: 'assessor',
    };
    const res = await requestJson(port, 'POST', '/api/users', { body, token });
    if (res.status !== 201)
      throw new Error(`POST /api/users failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  for (let i = 0; i < EXTRA_USERS; i += 4) {
    await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < EXTRA_USERS).map(invite));
  }
}

/** What one measured request returns: proves the page is full and gives the response size. */
export async function firstPage(
  port: number,
  token?: string,
): Promise<{ rows: number; total: number; bytes: number }> {
  // Spec §7: a bare array of users, the total in X-Total-Count.
  const res = await requestJson<unknown>(port, 'GET', '/api/users', { token });
  if (res.status !== 200 || !Array.isArray(res.body)) {
    throw new Error(`GET /api/users: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return { rows: res.body.length, total: Number(res.headers.get('x-total-count') ?? 0), bytes: res.bytes };
}
