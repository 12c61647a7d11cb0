import type { Import } from '@gabinete/shared';
import type { ImportWithUser } from './imports.repository.ts';

export function toImport(row: ImportWithUser): Import {
  return {
    _id: row.id,
    fileName: row.fileName,
    format: row.format as Import['format'],
    encoding: row.encoding,
    sheet: row.sheet,
    columns: row.columns,
    mapping: row.mapping as Import['mapping'],
    duplicatePolicy: row.duplicatePolicy as Import['duplicatePolicy'],
    tagIds: row.tagIds,
    status: row.status as Import['status'],
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    createdRows: row.createdRows,
    updatedRows: row.updatedRows,
    skippedRows: row.skippedRows,
    failedRows: row.failedRows,
    note: row.note,
    error: row.error,
    user: row.userId && row.userName ? { _id: row.userId, name: row.userName } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
