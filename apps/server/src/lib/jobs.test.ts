// pg-boss writes a finished job's outcome without awaiting it: a refused write must not end the server, and
// stop() waits for those writes (even of a job that outlives its timeout) before the caller closes the database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('jobs', () => {
  it('stays up when the database refuses the write of a finished job (pg-boss does not await it)', async () => {
    let refusing = false;
    const database = {
      ...t.deps.database,
      executeSql: (text: string, values?: unknown[]) =>
        refusing
          ? Promise.reject(new Error('conexão com o banco perdida'))
          : t.deps.database.executeSql(text, values),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jobs = createJobs(database, () => {}, 1000);
    try {
      let finished!: () => void;
      const done = new Promise<void>((resolve) => (finished = resolve));
      jobs.define('teste-banco-caiu', async () => {
        refusing = true;
        finished();
      });
      await jobs.start();
      await jobs.send('teste-banco-caiu', {});
      await done;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
      expect(warn).toHaveBeenCalledWith('Resultado de tarefa não registrado: conexão com o banco perdida');
    } finally {
      refusing = false;
      await jobs.stop();
      warn.mockRestore();
      process.off('unhandledRejection', onUnhandled);
    }
  });

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
