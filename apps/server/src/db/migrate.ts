// Applies the committed SQL migrations in apps/server/drizzle, inside this process, on one session.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as run } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function migrate(database: Database): Promise<void> {
  await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
}
