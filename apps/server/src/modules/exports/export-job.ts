// The export job: writes the file from the pages of one cursor query, then records its size and when its link expires.
import fs from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { EXPORT_TTL_HOURS } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { JobContext } from '../../lib/jobs.ts';
import {
  AMENDMENTS_LAYOUT,
  amendmentExportRows,
  isAmendmentSelection,
} from '../amendments/amendments-export.ts';
import { officeTimeZone } from '../organizations/office-time-zone.ts';
import { exportFilePath, exportsDir, removeExportFile } from './export-files.ts';
import { exportRows, type ExportSelection } from './export-rows.ts';
import { CITIZENS_LAYOUT, writeCsv, writeXlsx, type RowPages } from './export-writers.ts';
import { exports } from './exports.table.ts';

export const EXPORT_QUEUE = 'citizens-export';

export interface ExportJobData {
  exportId: string;
}

export async function runExport(deps: AppDeps, data: ExportJobData, context: JobContext): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .update(exports)
    .set({ status: 'running' })
    .where(and(eq(exports.id, data.exportId), inArray(exports.status, ['queued', 'running'])))
    .returning();
  if (!row) return;
  const file = exportFilePath(deps.env, row);
  try {
    await fs.promises.mkdir(exportsDir(deps.env), { recursive: true });
    // An emendas export keeps { subject: 'amendments', … } as its filter; the rest are eleitores.
    const selection: unknown = row.filter;
    const amendmentsExport = isAmendmentSelection(selection);
    const timeZone = await officeTimeZone(db, row.organizationId);
    const pages: RowPages = (page) =>
      isAmendmentSelection(selection)
        ? amendmentExportRows(db, row.organizationId, selection, page, timeZone)
        : exportRows(db, row.organizationId, selection as ExportSelection, page, timeZone);
    const layout = amendmentsExport ? AMENDMENTS_LAYOUT : CITIZENS_LAYOUT;
    const rowCount =
      row.format === 'xlsx' ? await writeXlsx(file, pages, layout) : await writeCsv(file, pages, layout);
    const { size } = await fs.promises.stat(file);
    const finishedAt = new Date();
    await db
      .update(exports)
      .set({
        status: 'completed',
        rowCount,
        fileSize: size,
        filePath: file,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + EXPORT_TTL_HOURS * 3600_000),
        error: null,
      })
      .where(eq(exports.id, row.id));
  } catch (err) {
    await removeExportFile(deps.env, row);
    if (!context.lastAttempt) throw err;
    if (deps.env.LOG_LEVEL !== 'silent') console.error(`Exportação ${row.id} falhou:`, err);
    await db
      .update(exports)
      .set({
        status: 'failed',
        error: 'Não foi possível gerar o arquivo. Tente exportar de novo.',
        finishedAt: new Date(),
      })
      .where(eq(exports.id, row.id));
  }
}
