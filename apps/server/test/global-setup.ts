// Migrates and seeds one database per run; every test file then starts from a copy of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { adminUrl, databaseUrl } from './pg-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `gabinete_tpl_${process.pid}`;
    const admin = await openPostgres(adminUrl(url), 1);
    await admin.executeSql(`DROP DATABASE IF EXISTS ${template}`);
    await admin.executeSql(`CREATE DATABASE ${template}`);
    const db = await openPostgres(databaseUrl(url, template), 2);
    await migrate(db);
    await seedDemo(db.db);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.executeSql(`DROP DATABASE IF EXISTS ${template}`);
      await admin.close();
    };
  }
  const db = await openPglite(undefined);
  await migrate(db);
  await seedDemo(db.db);
  const client = (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `gabinete-test-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
