// XLSX read as a stream with exceljs' sheet reader: the first sheet that has data, formulas as their cached
// result, dates as 'aaaa-mm-dd'; the other sheets are ignored. exceljs' WorkbookReader walks the zip in
// stored order and often misses xl/workbook.xml, which its own writer stores last (exceljs#3064), so we
// open the zip by its central directory and read workbook, shared strings and styles before any sheet.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  checkZipDirectory,
  DEFAULT_SHEET_LIMITS,
  inflateBudget,
  tooManyColumns,
  tooManyTexts,
  type SheetLimits,
} from './import-limits.ts';
import { lazy } from '../../lib/lazy.ts';
import { requireFromExceljs, unzipper } from '../../lib/unzipper.ts';
import type { RawRecord } from './import-records.ts';

type WorksheetReaderClass = new (args: {
  workbook: unknown;
  id: number;
  iterator: Readable;
  options: unknown;
}) => AsyncIterable<ExcelJS.Row>;

/**
 * exceljs and the parts of it we use, loaded at the first spreadsheet rather than at every start (≈ 0.2 s of
 * the start-up, issue 15); unzipper comes from lib/unzipper.ts.
 */
const exceljs = lazy(() => ({
  ExcelJS: requireFromExceljs()('exceljs') as typeof ExcelJS,
  unzipper: unzipper(),
  WorksheetReader: requireFromExceljs()('./lib/stream/xlsx/worksheet-reader.js') as WorksheetReaderClass,
}));

/** The parts of exceljs' WorkbookReader that parse one zip entry each. */
interface WorkbookParts {
  options: unknown;
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a person sees in it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return '';
  }
  return String(value);
}

export interface XlsxState {
  /** The sheet being read; set when its first row with data is found. */
  sheet: string | null;
}

/** The workbook's sheets in tab order, each with a way to stream its XML (metered against the limits). */
async function openWorkbook(file: string, limits: SheetLimits) {
  const { ExcelJS, unzipper } = exceljs();
  const directory = await unzipper.Open.file(file);
  checkZipDirectory(directory.files, limits);
  const meter = inflateBudget(limits);
  const entry = (p: string) => {
    const found = directory.files.find((f) => f.path === p);
    return found && { path: found.path, stream: () => meter(found.stream()) };
  };
  const book = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const rels = entry('xl/_rels/workbook.xml.rels');
  const workbook = entry('xl/workbook.xml');
  if (!rels || !workbook) throw new Error('not a workbook');
  await book._parseRels(rels.stream());
  await book._parseWorkbook(workbook.stream());
  const strings = directory.files.find((f) => f.path === 'xl/sharedStrings.xml');
  // Caches the strings on the reader; nothing to emit.
  if (strings) {
    const metered = meter(strings.stream(), {
      bytes: limits.maxSharedStringBytes,
      error: () => tooManyTexts(limits),
    });
    for await (const _ of book._parseSharedStrings(metered));
  }
  const styles = entry('xl/styles.xml');
  if (styles) await book._parseStyles(styles.stream());
  const sheets = (book.model?.sheets ?? []).map((s) => {
    const target = book.workbookRels?.find((r) => r.Id === s.rId)?.Target ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    return { ...s, file: entry(path) };
  });
  return { book, sheets };
}

/**
 * The directory check alone (a few KB read): cheap enough for the request thread, before any worker.
 * Answers whether the file is a zip at all.
 */
export async function checkXlsxDirectory(file: string, limits: SheetLimits): Promise<boolean> {
  const head = Buffer.alloc(4);
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.read(head, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (!head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return false;
  const directory = await exceljs()
    .unzipper.Open.file(file)
    .catch(() => null);
  if (directory) checkZipDirectory(directory.files, limits);
  return true;
}

/** Records of one sheet (by name), or of the first sheet with data when none is named. */
export async function* xlsxRecords(
  file: string,
  state: XlsxState,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
): AsyncGenerator<RawRecord> {
  const { book, sheets } = await openWorkbook(file, limits);
  const { WorksheetReader } = exceljs();
  for (const sheet of sheets) {
    if (!sheet.file || (state.sheet && sheet.name !== state.sheet)) continue;
    const reader = new WorksheetReader({
      workbook: book,
      id: sheet.id,
      iterator: sheet.file.stream(),
      options: book.options,
    });
    let found = false;
    for await (const row of reader) {
      const values = row.values as unknown[];
      if (values.length - 1 > limits.maxColumns) throw tooManyColumns(limits);
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      if (cells.every((c) => c.trim() === '')) continue;
      if (!found) {
        found = true;
        state.sheet = sheet.name;
      }
      yield { row: row.number, cells };
    }
    if (found) return;
  }
}
