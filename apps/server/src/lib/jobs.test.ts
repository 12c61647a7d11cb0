// Shutdown: a job that outlives stop()'s timeout still has its outcome written before stop() resolves,
// so closing the database afterwards never meets a pg-boss write (an unhandled rejection on a closed pool).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('jobs.stop', () => {
  it('waits for a slow job and for the write of its failure', async () => {
    let stopped = false;
    let late = 0;
    const database = {
      ...t.deps.database,
      executeSql: (text: string, values?: unknown[]) => {
        if (stopped) late += 1;
        return t.deps.database.executeSql(text, values);
      },
    };
    const jobs = createJobs(database, () => {}, 1000);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    jobs.define('teste-parada-lenta', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 1800));
      throw new Error('falhou depois do prazo de parada');
    });
    await jobs.start();
    await jobs.send('teste-parada-lenta', {});
    await running;
    await jobs.stop();
    stopped = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(late).toBe(0);
    const rows = (await t.deps.database.executeSql(
      `select state from pgboss.job where name = 'teste-parada-lenta'`,
    )) as { rows: { state: string }[] };
    expect(rows.rows.map((r) => r.state)).toEqual(['retry']);
  });
});
