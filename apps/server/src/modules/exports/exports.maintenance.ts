// The scheduled maintenance job: expires export links (the file goes, the history stays), cancels uploads
// never started, and removes for good the citizens in the bin for more than 30 days (LGPD: keep no longer).
import fs from 'node:fs';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { discardImportFile } from '../imports/import-files.ts';
import { imports } from '../imports/imports.table.ts';
import { rowsOf } from '../imports/import-sql.ts';
import { exportFilePath } from './export-files.ts';
import { exports, type ExportRow } from './exports.table.ts';

export const MAINTENANCE_QUEUE = 'maintenance';
export const MAINTENANCE_CRON = '*/15 * * * *';
export const BIN_DAYS = 30;
const STALE_UPLOAD_DAYS = 7;
const PURGE_CHUNK = 1000;

export async function expireExport(deps: AppDeps, row: Pick<ExportRow, 'id' | 'format'>): Promise<void> {
  await fs.promises.rm(exportFilePath(deps.env, row), { force: true });
  await deps.database.db
    .update(exports)
    .set({ status: 'expired', filePath: null })
    .where(and(eq(exports.id, row.id), eq(exports.status, 'completed')));
}

async function expireExports(deps: AppDeps): Promise<number> {
  const due = await deps.database.db
    .select({ id: exports.id, format: exports.format })
    .from(exports)
    .where(and(eq(exports.status, 'completed'), lt(exports.expiresAt, new Date())));
  for (const row of due) await expireExport(deps, row);
  return due.length;
}

async function cancelStaleUploads(deps: AppDeps): Promise<void> {
  const cutoff = new Date(Date.now() - STALE_UPLOAD_DAYS * 86_400_000);
  const stale = await deps.database.db
    .update(imports)
    .set({
      status: 'cancelled',
      finishedAt: new Date(),
      note: 'Cancelada automaticamente: não foi iniciada em 7 dias.',
    })
    .where(and(eq(imports.status, 'uploaded'), lt(imports.createdAt, cutoff)))
    .returning();
  for (const row of stale) await discardImportFile(deps, row);
}

/** Hard-deletes binned citizens in chunks; phones, e-mails and tags go by cascade, their history with them. */
export async function purgeBin(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - BIN_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const removed = await deps.database.db.transaction(async (tx) => {
      const ids = (
        await rowsOf<{ id: string }>(
          tx,
          sql`select id from citizens where deleted_at < ${cutoff} limit ${PURGE_CHUNK} for update skip locked`,
        )
      ).map((r) => r.id);
      if (!ids.length) return 0;
      // Joins against unnest(), not '= any(array)', so a big table is never scanned key by key.
      const list = sql`unnest(${sql.param(ids)}::uuid[]) as k(id)`;
      // Citizens they brought in stay, without a liderança.
      await tx.execute(sql`update citizens c set leader_id = null from ${list} where c.leader_id = k.id`);
      await tx.execute(sql`delete from citizen_changes h using ${list} where h.citizen_id = k.id`);
      await tx.execute(sql`delete from citizens c using ${list} where c.id = k.id`);
      return ids.length;
    });
    total += removed;
    if (removed < PURGE_CHUNK) return total;
  }
}

export async function runMaintenance(deps: AppDeps): Promise<void> {
  await expireExports(deps);
  await cancelStaleUploads(deps);
  await purgeBin(deps);
}
