// A real app on a private copy of the migrated, seeded database (PostgreSQL: embedded or TEST_DATABASE_URL),
// with a mailer that keeps what it sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { makeDeps } from '../src/bootstrap.ts';
import { parseEnv } from '../src/config/env.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import type { AppDeps } from '../src/deps.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { forgetPrincipal } from '../src/modules/auth/principal.ts';
import { startJobs } from '../src/modules/index.ts';
import { databaseUrl } from './pg-url.ts';

export const PASSWORD = 'gabinete123';

/** A private database copied from the run's migrated, seeded template (see global-setup.ts). */
async function openCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = inject('pgUrl');
  const name = `gabinete_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = await openPostgres(url, 1);
  await admin.executeSql(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const database = await openPostgres(databaseUrl(url, name), 5);
  return {
    database,
    drop: async () => {
      await admin.executeSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  mails: Mail[];
  /** Logs in and returns the access token (demo password by default). */
  login(email: string, password?: string): Promise<string>;
  /** app.inject with the Bearer header of the given token. */
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openCopy();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(48),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const deps = await makeDeps(env, database, mailer);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  await startJobs(deps);
  forgetPrincipal();
  const call = (token: string | null, opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
    });
  return {
    app,
    deps,
    mails,
    call,
    async login(email, password = PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().accessToken as string;
    },
    async close() {
      await deps.jobs.stop();
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The link inside the last e-mail sent to the address. */
export function linkFrom(mails: Mail[], to: string): string {
  const mail = [...mails].reverse().find((m) => m.to === to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

export const tokenOf = (link: string) =>
  link.includes('token=') ? new URL(link).searchParams.get('token')! : link.split('/').pop()!;
