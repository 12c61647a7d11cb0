// Reads the whole file once (streaming): shape, columns and the number of data rows. Runs inside a worker
// thread (import-analyse.worker.ts), so a hostile file costs the worker, never the server.
import { countCsvFile } from './import-csv-count.ts';
import type { TextEncoding } from './import-csv.ts';
import { ImportFileError, openSheet, type OpenSheet, type SheetShape } from './import-records.ts';
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
  const tooMany = () =>
    new ImportFileError(
      'IMPORT_TOO_MANY_ROWS',
      `A planilha tem linhas demais para uma importação (máximo ${formatCount(maxRows)}).`,
    );
  const counted = await quickCount(file, sheet, limits);
  let totalRows = 0;
  if (counted !== null) {
    await sheet.records.return(undefined);
    totalRows = counted - sheet.headerRecords;
    if (totalRows > maxRows) throw tooMany();
  } else {
    while (!(await sheet.records.next()).done) {
      if (++totalRows > maxRows) {
        await sheet.records.return(undefined);
        throw tooMany();
      }
    }
  }
  if (totalRows === 0) {
    throw new ImportFileError('IMPORT_FILE_EMPTY', 'A planilha não tem linhas de dados abaixo do cabeçalho.');
  }
  return { ...sheet.shape, columns: sheet.columns, totalRows };
}

/** A CSV's records counted without the parser (import-csv-count.ts); null for a workbook or a file it cannot count. */
function quickCount(file: string, sheet: OpenSheet, limits: SheetLimits): Promise<number | null> {
  if (sheet.delimiter === null || sheet.shape.encoding === null) return Promise.resolve(null);
  return countCsvFile(file, sheet.shape.encoding as TextEncoding, sheet.delimiter, limits.maxColumns);
}
