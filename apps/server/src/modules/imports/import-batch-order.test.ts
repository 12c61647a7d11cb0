// Two batches commit at once (import-job.ts). The one behind holds a key-share lock on the import row (the
// foreign key of its row errors) while it waits for the one ahead: the one ahead must still take its checkpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportField } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { commitBatch, type BatchTarget } from './import-batch.ts';
import { loadCityIndex } from './import-cities.ts';
import { parseRow } from './import-row.ts';
import { sqlRows, upload } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('batches in flight', () => {
  it('commits the batch ahead while the batch behind, with row errors, waits for it', async () => {
    const up = await upload(t, admin, 'ordem.csv', Buffer.from('Nome;Celular\nAna;(21) 99999-0001\n'));
    const id = up.json()._id as string;
    await t.deps.database.executeSql(`update imports set status = 'running' where id = $1`, [id]);
    const [imp] = await sqlRows<{ o: string; u: string }>(
      t,
      'select organization_id as o, user_id as u from imports where id = $1',
      [id],
    );
    const cities = await loadCityIndex(t.deps.database.db, null);
    const mapping: Record<string, ImportField> = { Nome: 'name', Celular: 'phone' };
    const rules = { columns: ['Nome', 'Celular'], mapping, cities };
    const rows = (from: number, cells: string[][]) =>
      cells.map((c, i) => parseRow({ row: from + i, cells: c }, rules));
    const target: BatchTarget = {
      importId: id,
      organizationId: imp!.o,
      userId: imp!.u,
      fileName: 'ordem.csv',
      policy: 'skip',
      tagIds: [],
      cities,
      tagCache: new Map(),
      checkPerBatch: true,
    };
    const { db } = t.deps.database;
    let accept: (ok: boolean) => void = () => {};
    const aheadAccepted = new Promise<boolean>((resolve) => (accept = resolve));
    // The batch behind (rows 4–5, one bad phone) writes its row error, then waits for the batch ahead.
    const behind = commitBatch(
      db,
      target,
      rows(4, [
        ['Bia', '123'],
        ['Caio', '(21) 99999-0003'],
      ]),
      2,
      { before: aheadAccepted },
    );
    for (let i = 0; i < 100; i++) {
      const [waiting] = await sqlRows<{ n: number }>(
        t,
        `select count(*)::int as n from pg_stat_activity
          where state = 'idle in transaction' and query like '%insert into import_errors%'`,
      );
      if (waiting!.n > 0) break;
      await sleep(50);
    }
    const ahead = commitBatch(
      db,
      target,
      rows(2, [
        ['Ana', '(21) 99999-0001'],
        ['Davi', '(21) 99999-0002'],
      ]),
      0,
    );
    const first = await Promise.race([ahead, sleep(10_000).then(() => 'still waiting')]);
    expect(first).toEqual({ processed: 2, created: 2, updated: 0, skipped: 0, failed: 0 });
    accept(true);
    expect(await behind).toEqual({ processed: 2, created: 1, updated: 0, skipped: 0, failed: 1 });
    const [done] = await sqlRows<{ p: number; f: number }>(
      t,
      'select processed_rows as p, failed_rows as f from imports where id = $1',
      [id],
    );
    expect(done).toEqual({ p: 4, f: 1 });
  });
});
