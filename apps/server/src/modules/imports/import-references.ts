// The foreign keys of a batch's new rows, checked once per batch instead of once per row. PostgreSQL checks a
// foreign key with one query per inserted row (the office, the city and the user of every citizen, the citizen of
// every phone and e-mail): 14 % of the database's time in a 100,000-row import (perf, issue 15), for the same
// handful of referenced rows. Here the batch takes the very locks those checks take (FOR KEY SHARE on the office,
// the user and each distinct city, so none can be deleted before the batch commits) and its COPYs then run with
// the per-row checks off (session_replication_role = replica, SET LOCAL: this transaction only). The phones and
// e-mails point at citizens this transaction inserted or holds FOR UPDATE. Only a superuser may switch the checks
// off; any other database role keeps PostgreSQL's own checks, the same rows at a slower pace.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arr, rowsOf } from './import-sql.ts';

/** Whether this connection's role may switch the per-row checks off (asked once per job). */
export async function mayCheckPerBatch(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ on: boolean }>(db, sql`select current_setting('is_superuser') = 'on' as "on"`);
  return row?.on === true;
}

export interface BatchReferences {
  organizationId: string;
  userId: string | null;
  cityCodes: Iterable<number>;
}

/**
 * Locks the rows the batch's citizens reference, as PostgreSQL's checks would; true when every one exists (the
 * COPYs may then skip the per-row checks), false when one is missing (the rows go through the checks, which
 * refuse them as they always have).
 */
export async function lockReferences(tx: Db, refs: BatchReferences): Promise<boolean> {
  const cities = [...new Set(refs.cityCodes)];
  const [row] = await rowsOf<{ org: boolean; user: boolean; cities: number }>(
    tx,
    sql`select
      exists (select 1 from organizations where id = ${refs.organizationId} for key share) as org,
      ${refs.userId === null ? sql`true` : sql`exists (select 1 from users where id = ${refs.userId} for key share)`} as "user",
      (select count(*)::int from (select 1 from municipalities where ibge = any(${arr(cities, 'int[]')})
        for key share) as c) as cities`,
  );
  return !!row && row.org && row.user && row.cities === cities.length;
}

/** Runs `write` (COPY statements) with the per-row foreign key checks off, then back on. */
export async function withoutRowChecks<T>(tx: Db, write: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local session_replication_role = replica`);
  const out = await write();
  await tx.execute(sql`set local session_replication_role = origin`);
  return out;
}
