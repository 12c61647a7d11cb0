// The background side of imports and exports: job handlers, the maintenance schedule, and the boot step that
// puts back in the queue the imports a stopped server left running.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { EXPORT_QUEUE, runExport, type ExportJobData } from '../exports/export-job.ts';
import { MAINTENANCE_CRON, MAINTENANCE_QUEUE, runMaintenance } from '../exports/exports.maintenance.ts';
import { IMPORT_QUEUE, runImport, type ImportJobData } from './import-job.ts';
import { imports } from './imports.table.ts';

export function defineTransferJobs(deps: AppDeps): void {
  // A crashed worker's job comes back after expireInSeconds; the boot step below is the quicker path.
  deps.jobs.define<ImportJobData>(IMPORT_QUEUE, (data, ctx) => runImport(deps, data, ctx), {
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 4 * 3600,
  });
  deps.jobs.define<ExportJobData>(EXPORT_QUEUE, (data, ctx) => runExport(deps, data, ctx), {
    retryLimit: 2,
    retryDelay: 5,
    expireInSeconds: 3600,
  });
  deps.jobs.define(MAINTENANCE_QUEUE, () => runMaintenance(deps), {
    retryLimit: 0,
    expireInSeconds: 3600,
    cron: MAINTENANCE_CRON,
  });
}

/** Imports left 'running' when the server stopped continue from their checkpoint ('queued' ones still have their job). */
export async function requeueImports(deps: AppDeps): Promise<number> {
  const pending = await deps.database.db
    .select({ id: imports.id })
    .from(imports)
    .where(eq(imports.status, 'running'));
  for (const { id } of pending) await deps.jobs.send(IMPORT_QUEUE, { importId: id });
  return pending.length;
}
