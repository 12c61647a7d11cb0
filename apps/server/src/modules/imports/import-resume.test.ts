// An import interrupted mid-way resumes from its checkpoint without duplicating anyone; a final failure keeps
// the committed batches and says so; a cancel stops at the next batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { JobContext } from '../../lib/jobs.ts';
import { ImportInterrupted, runImport } from './import-job.ts';
import { requeueImports } from './imports.jobs.ts';
import { sqlRows, upload, waitForImport } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ IMPORT_BATCH_SIZE: '10' });
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const ROWS = 35;
let files = 0;
/** Rows with their own phone numbers (the default policy skips duplicates). */
const file = (tag: string) => {
  const prefix = ++files;
  const rows = Array.from(
    { length: ROWS },
    (_, i) => `${tag} ${i + 1};(21) 9${prefix}${String(i).padStart(7, '0')}`,
  );
  return Buffer.from(['Nome;Celular', ...rows].join('\n'));
};

/** An uploaded, mapped import put in the queue without a job, so the test runs it by hand. */
async function queued(tag: string): Promise<string> {
  const up = await upload(t, admin, `${tag}.csv`, file(tag));
  const id = up.json()._id as string;
  await t.call(admin, {
    method: 'PUT',
    url: `/api/imports/${id}/mapping`,
    payload: { mapping: { Nome: 'name', Celular: 'phone' } },
  });
  await t.deps.database.executeSql(`update imports set status = 'queued' where id = $1`, [id]);
  return id;
}

const context = (lastAttempt: boolean, signal = new AbortController().signal): JobContext => ({
  retryCount: 0,
  lastAttempt,
  signal,
});
const citizens = async (id: string) =>
  (
    await sqlRows<{ n: number; d: number }>(
      t,
      'select count(*)::int as n, count(distinct name)::int as d from citizens where import_id = $1',
      [id],
    )
  )[0]!;

describe('resume', () => {
  it('continues from the checkpoint after the process died mid-import, re-queued at start', async () => {
    const id = await queued('Retomada');
    const crash = runImport(t.deps, { importId: id }, context(false), {
      afterBatch: (n) => {
        if (n === 2) throw new Error('processo encerrado');
      },
    });
    await expect(crash).rejects.toThrow('processo encerrado');
    const [mid] = await sqlRows<{ status: string; processed_rows: number }>(
      t,
      'select status, processed_rows from imports where id = $1',
      [id],
    );
    expect(mid).toEqual({ status: 'running', processed_rows: 20 });
    expect((await citizens(id)).n).toBe(20);

    expect(await requeueImports(t.deps)).toBe(1);
    const done = await waitForImport(t, admin, id);
    expect(done).toMatchObject({
      status: 'completed',
      processedRows: ROWS,
      createdRows: ROWS,
      failedRows: 0,
    });
    expect(done.note).toBe(
      'Importação retomada da linha 22 após interrupção; as 20 linhas anteriores já estavam gravadas.',
    );
    expect(await citizens(id)).toEqual({ n: ROWS, d: ROWS });
  });

  it('stops at a checkpoint when the server shuts down, and resumes', async () => {
    const id = await queued('Desligada');
    const shutdown = new AbortController();
    const run = runImport(t.deps, { importId: id }, context(false, shutdown.signal), {
      afterBatch: (n) => {
        if (n === 1) shutdown.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(ImportInterrupted);
    expect((await citizens(id)).n).toBe(10);
    await runImport(t.deps, { importId: id }, context(true));
    expect(await citizens(id)).toEqual({ n: ROWS, d: ROWS });
  });
});

describe('failure and cancel', () => {
  it('keeps the committed batches of a failed import and says so', async () => {
    const id = await queued('Falha');
    await runImport(t.deps, { importId: id }, context(true), {
      afterBatch: (n) => {
        if (n === 2) throw new Error('disco cheio');
      },
    });
    const res = await t.call(admin, { method: 'GET', url: `/api/imports/${id}` });
    expect(res.json()).toMatchObject({
      status: 'failed',
      processedRows: 20,
      createdRows: 20,
      error: 'A importação parou por um erro inesperado. Tente enviar a planilha de novo.',
      note: 'As 20 linhas dos lotes concluídos foram mantidas; as demais não foram importadas.',
    });
    expect((await citizens(id)).n).toBe(20);
  });

  it('stops after the current batch when cancelled', async () => {
    const id = await queued('Cancelada');
    await runImport(t.deps, { importId: id }, context(true), {
      afterBatch: async (n) => {
        if (n !== 1) return;
        const res = await t.call(admin, { method: 'POST', url: `/api/imports/${id}/cancel` });
        expect(res.statusCode, res.body).toBe(200);
      },
    });
    const res = await t.call(admin, { method: 'GET', url: `/api/imports/${id}` });
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      processedRows: 10,
      note: 'Cancelada depois de 10 linhas; as linhas já importadas foram mantidas.',
    });
    expect((await citizens(id)).n).toBe(10);
    const again = await t.call(admin, { method: 'POST', url: `/api/imports/${id}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IMPORT_NOT_CANCELLABLE');
  });

  it('cancels a queued import before it starts', async () => {
    const id = await queued('Fila');
    const res = await t.call(admin, { method: 'POST', url: `/api/imports/${id}/cancel` });
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      note: 'Cancelada antes de importar qualquer linha.',
    });
    await runImport(t.deps, { importId: id }, context(true));
    expect((await citizens(id)).n).toBe(0);
  });
});
