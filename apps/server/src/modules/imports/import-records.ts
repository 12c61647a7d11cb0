// An uploaded spreadsheet as its column names and data records, whatever the format: the upload analyses it
// with this, the preview reads its first rows, and the job streams all of it.
import fs from 'node:fs';
import { AppError } from '../../lib/app-error.ts';
import { columnNames, pickHeader } from './import-headers.ts';
import { countCsvFile } from './import-csv-count.ts';
import { fastCsvRecords } from './import-csv-fast.ts';
import {
  csvRecord,
  csvRecords,
  decodeFile,
  detectEncoding,
  sniffDelimiter,
  type TextEncoding,
} from './import-csv.ts';
import { xlsxRecords, type XlsxState } from './import-xlsx.ts';
import { DEFAULT_SHEET_LIMITS, tooManyColumns, type SheetLimits } from './import-limits.ts';

export interface RawRecord {
  /** The line (CSV) or sheet row (XLSX) the record starts on; the header is usually line 1. */
  row: number;
  cells: string[];
  /** Why the line could not be read as cells (broken quotes). */
  problem?: string;
}

/** A file the import cannot use; 'message' overrides the code's pt-BR text. */
export class ImportFileError extends Error {
  constructor(
    readonly code: 'IMPORT_FILE_INVALID' | 'IMPORT_FILE_EMPTY' | 'IMPORT_TOO_MANY_ROWS',
    message?: string,
  ) {
    super(message ?? code);
  }
  toAppError(): AppError {
    return new AppError(this.code, 422, this.message === this.code ? undefined : this.message);
  }
}

export interface SheetShape {
  format: 'csv' | 'xlsx';
  encoding: TextEncoding | null;
  sheet: string | null;
}

export interface OpenSheet {
  shape: SheetShape;
  columns: string[];
  /** The records after the header, in file order. */
  records: AsyncGenerator<RawRecord>;
  /** A CSV's cell delimiter; null for a workbook. */
  delimiter: string | null;
  /** Records read up to and including the header (title lines above it, the header itself). */
  headerRecords: number;
}

const HEADER_WINDOW = 10;

async function sniffFormat(file: string): Promise<'csv' | 'xlsx'> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const start = Buffer.alloc(8);
    const { bytesRead } = await handle.read(start, 0, 8, 0);
    if (bytesRead === 0) throw new ImportFileError('IMPORT_FILE_EMPTY');
    if (start.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (start.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
      throw new ImportFileError(
        'IMPORT_FILE_INVALID',
        'Planilhas .xls (Excel 97–2003) ou protegidas por senha não são aceitas: salve como XLSX ou CSV.',
      );
    }
    return 'csv';
  } finally {
    await handle.close();
  }
}

async function* withColumnLimit(raw: AsyncGenerator<RawRecord>, limits: SheetLimits) {
  try {
    for await (const record of raw) {
      if (record.cells.length > limits.maxColumns) throw tooManyColumns(limits);
      yield record;
    }
  } finally {
    await raw.return(undefined);
  }
}

/** Detects what it is not told (format, encoding, sheet) and finds the header among the first records. */
export async function openSheet(
  file: string,
  known?: SheetShape,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
  options: { wholeFile?: boolean } = {},
): Promise<OpenSheet> {
  const format = known?.format ?? (await sniffFormat(file));
  const shape: SheetShape = { format, encoding: null, sheet: known?.sheet ?? null };
  let raw: AsyncGenerator<RawRecord>;
  let delimiter: string | null = null;
  const state: XlsxState = { sheet: shape.sheet };
  if (format === 'csv') {
    const encoding = (known?.encoding as TextEncoding | null) ?? (await detectEncoding(file));
    shape.encoding = encoding;
    const sep = await sniffDelimiter(file, encoding);
    delimiter = sep;
    // The job reads every record: a well-formed file (the quick count answers) is read without csv-parse.
    const wellFormed =
      options.wholeFile && (await countCsvFile(file, encoding, sep, limits.maxColumns)) !== null;
    raw = wellFormed
      ? fastCsvRecords(decodeFile(file, encoding), sep, (cells, end, breaks) =>
          csvRecord(cells, end, sep, breaks),
        )
      : csvRecords(file, encoding, sep);
  } else {
    raw = xlsxRecords(file, state, limits);
  }
  raw = withColumnLimit(raw, limits);
  const first: RawRecord[] = [];
  try {
    for (let next = await raw.next(); !next.done; next = await raw.next()) {
      first.push(next.value);
      if (first.length >= HEADER_WINDOW) break;
    }
  } catch (err) {
    await raw.return(undefined);
    throw err instanceof ImportFileError ? err : new ImportFileError('IMPORT_FILE_INVALID');
  }
  shape.sheet = state.sheet;
  const readable = first.filter((r) => !r.problem);
  if (readable.length === 0) {
    await raw.return(undefined);
    throw new ImportFileError('IMPORT_FILE_EMPTY');
  }
  const header = readable[pickHeader(readable.slice(0, HEADER_WINDOW).map((r) => r.cells))]!;
  const columns = columnNames(header.cells);
  if (columns.length === 0) {
    await raw.return(undefined);
    throw new ImportFileError('IMPORT_FILE_EMPTY');
  }
  const after = first.slice(first.indexOf(header) + 1);
  async function* records(): AsyncGenerator<RawRecord> {
    try {
      yield* after;
      yield* raw;
    } finally {
      await raw.return(undefined);
    }
  }
  return { shape, columns, records: records(), delimiter, headerRecords: first.indexOf(header) + 1 };
}
