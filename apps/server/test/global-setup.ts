// Once per run: a PostgreSQL server (TEST_DATABASE_URL's, or an embedded one in a temp folder) and a migrated,
// seeded template database on it; every test file then gets its own `CREATE DATABASE … TEMPLATE` copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { startEmbeddedServer } from '../src/db/embedded-server.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { databaseUrl } from './pg-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the test databases are made on (any database of it: the name is replaced). */
    pgUrl: string;
    pgTemplate: string;
  }
}

// A throw-away cluster: its durability is not under test here (the app's server never turns these off).
const FAST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function server(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-test-pg-'));
  const embedded = await startEmbeddedServer(dir, { settings: FAST_SETTINGS });
  return {
    url: embedded.url('postgres'),
    stop: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const { url, stop } = await server();
  const template = `gabinete_tpl_${process.pid}`;
  const admin = await openPostgres(url, 1);
  await admin.executeSql(`DROP DATABASE IF EXISTS ${template}`);
  await admin.executeSql(`CREATE DATABASE ${template}`);
  const db = await openPostgres(databaseUrl(url, template), 2);
  await migrate(db);
  await seedDemo(db.db);
  await db.close();
  project.provide('pgUrl', url);
  project.provide('pgTemplate', template);
  return async () => {
    await admin.executeSql(`DROP DATABASE IF EXISTS ${template}`);
    await admin.close();
    await stop();
  };
}
