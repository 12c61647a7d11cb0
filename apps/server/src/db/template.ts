// A migrated, empty embedded database packed once at build time: a first start loads it (≈1 s) instead of
// running initdb (≈4 s). Migrations still run at start, so an older template only costs a little time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './client.ts';
import { migrate } from './migrate.ts';

export const TEMPLATE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/pglite-template.tar.gz',
);

/** The template to seed a new data directory with, when there is one and the directory is new. */
export function templateFor(dataDir: string): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'pgdata')) || !fs.existsSync(TEMPLATE_FILE)) return undefined;
  return new Blob([fs.readFileSync(TEMPLATE_FILE)]);
}

export async function writeTemplate(file = TEMPLATE_FILE): Promise<void> {
  const database = await openPglite(undefined);
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(`${file}.tmp`, file);
  await database.close();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeTemplate();
}
