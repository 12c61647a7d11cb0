// Reads the whole file once (streaming): shape, columns and the number of data rows. Runs inside a worker
// thread (import-analyse.worker.ts), so a hostile file costs the worker, never the server.
import { ImportFileError, openSheet, type SheetShape } from './import-records.ts';
import type { SheetLimits } from './import-limits.ts';
import { formatCount } from './import-text.ts';

export interface AnalysedFile extends SheetShape {
  columns: string[];
  totalRows: number;
}

export async function analyseSheet(
  file: string,
  maxRows: number,
  limits: SheetLimits,
): Promise<AnalysedFile> {
  const sheet = await openSheet(file, undefined, limits);
  let totalRows = 0;
  while (!(await sheet.records.next()).done) {
    if (++totalRows > maxRows) {
      await sheet.records.return(undefined);
      throw new ImportFileError(
        'IMPORT_TOO_MANY_ROWS',
        `A planilha tem linhas demais para uma importação (máximo ${formatCount(maxRows)}).`,
      );
    }
  }
  if (totalRows === 0) {
    throw new ImportFileError('IMPORT_FILE_EMPTY', 'A planilha não tem linhas de dados abaixo do cabeçalho.');
  }
  return { ...sheet.shape, columns: sheet.columns, totalRows };
}
