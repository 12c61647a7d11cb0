import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from './embedded-database.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabinete-pglite-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// municipalities is filled by a migration (thousands of rows: several batches); the others by the test.
const TABLES = ['organizations', 'citizens', 'municipalities'];

/** A data directory as an earlier version left it: PGlite in DATA_DIR/pgdata, migrated, with an office. */
async function earlierVersionData(): Promise<Record<string, number>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const tables = await import('./tables.ts');
  const lite = await PGlite.create({
    dataDir: path.join(dataDir, 'pgdata'),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzle(lite, { schema: tables });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await lite.exec(`
    insert into organizations (id, name) values ('00000000-0000-4000-8000-0000000000aa', 'Gabinete só no PGlite');
    insert into citizens (organization_id, name)
      select '00000000-0000-4000-8000-0000000000aa', 'Eleitor ' || i from generate_series(1, 2500) i;`);
  const counts: Record<string, number> = {};
  for (const t of TABLES)
    counts[t] = (await lite.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
  await lite.close();
  return counts;
}

describe('data directory of the PGlite era', () => {
  it('is copied into the embedded server on the first start, every count checked, and set aside', async () => {
    const before = await earlierVersionData();
    expect(before.citizens).toBeGreaterThan(0);
    const database = await openEmbedded(dataDir, 2);
    try {
      for (const t of TABLES) {
        const { rows } = await database.executeSql(`select count(*)::int as n from ${t}`);
        expect({ table: t, n: (rows[0] as { n: number }).n }).toEqual({ table: t, n: before[t] });
      }
      const { rows } = await database.executeSql(
        "select name from organizations where name = 'Gabinete só no PGlite'",
      );
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pgdata-pglite-migrado-'))).toBe(true);
  }, 600_000);
});
