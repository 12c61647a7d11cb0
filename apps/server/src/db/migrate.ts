// Applies the committed SQL migrations in apps/server/drizzle, inside this process. Several instances starting
// together on one database take turns through a PostgreSQL advisory lock: the first applies what is missing,
// the others wait for it and then find nothing to do (db/migrate.test.ts runs two processes at once).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as run } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The advisory lock key of migrations (any constant shared by every instance of this app). */
export const MIGRATION_LOCK = 7_262_041_001;

export async function migrate(database: Database, folder = MIGRATIONS_DIR): Promise<void> {
  // A transaction-level lock on one pooled connection, held while drizzle migrates on another; it ends with
  // that transaction, also if this process dies (the server ends the session and frees the lock).
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run(database.db as never, { migrationsFolder: folder });
  });
}
