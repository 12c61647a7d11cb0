// A batch that skips PostgreSQL's per-row foreign key checks must hold what those checks would have held: the
// referenced rows exist and stay locked until it commits; and the checks come back on for everything else.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lockReferences, mayCheckPerBatch, withoutRowChecks } from './import-references.ts';
import { rowsOf } from './import-sql.ts';
import { sqlRows } from './transfers-test-helpers.ts';

let t: TestApp;
let org: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await sqlRows<{ org: string; user: string }>(
    t,
    `select organization_id as org, id as "user" from users where email = 'admin@gabinete.demo'`,
  );
  org = admin!.org;
  user = admin!.user;
});
afterAll(() => t.close());

/** A municipality no citizen lives in, so only a lock can hold its deletion back. */
async function unusedCity(): Promise<number> {
  const [row] = await sqlRows<{ ibge: number }>(
    t,
    `select ibge from municipalities m where not exists (select 1 from citizens c where c.city_ibge = m.ibge)
     order by ibge limit 1`,
  );
  return row!.ibge;
}

describe('lockReferences', () => {
  it('answers true only when the office, the user and every city exist', async () => {
    const city = await unusedCity();
    const { db } = t.deps.database;
    const check = (refs: Parameters<typeof lockReferences>[1]) =>
      db.transaction((tx) => lockReferences(tx, refs));
    expect(await check({ organizationId: org, userId: user, cityCodes: [city, city] })).toBe(true);
    expect(await check({ organizationId: org, userId: null, cityCodes: [] })).toBe(true);
    expect(await check({ organizationId: org, userId: user, cityCodes: [city, 9999999] })).toBe(false);
    const nobody = '00000000-0000-7000-8000-000000000000';
    expect(await check({ organizationId: org, userId: nobody, cityCodes: [city] })).toBe(false);
    expect(await check({ organizationId: nobody, userId: user, cityCodes: [city] })).toBe(false);
  });

  it('holds the city until the batch commits, as the per-row check would', async () => {
    const city = await unusedCity();
    const { db } = t.deps.database;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const batch = db.transaction(async (tx) => {
      expect(await lockReferences(tx, { organizationId: org, userId: user, cityCodes: [city] })).toBe(true);
      locked();
      await held;
    });
    await lockTaken;
    const removal = db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '300ms'`);
      await tx.execute(sql`delete from municipalities where ibge = ${city}`);
    });
    await expect(removal).rejects.toMatchObject({ cause: { code: '55P03' } });
    release();
    await batch;
  });
});

describe('withoutRowChecks', () => {
  it('turns the checks off for its statements only, inside the transaction', async () => {
    expect(await mayCheckPerBatch(t.deps.database.db)).toBe(true);
    const { db } = t.deps.database;
    const role = async (tx: typeof db) =>
      (await rowsOf<{ r: string }>(tx, sql`select current_setting('session_replication_role') as r`))[0]!.r;
    await db.transaction(async (tx) => {
      const inside = await withoutRowChecks(tx, () => role(tx));
      expect(inside).toBe('replica');
      expect(await role(tx)).toBe('origin');
      // Back on: a row pointing at no office is refused again.
      await tx.execute(sql`savepoint s`);
      await expect(
        tx.execute(sql`insert into tags (organization_id, name) values (gen_random_uuid(), 'x')`),
      ).rejects.toMatchObject({ cause: { code: '23503' } });
      await tx.execute(sql`rollback to savepoint s`);
    });
  });
});
