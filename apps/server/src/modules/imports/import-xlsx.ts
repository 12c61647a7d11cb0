// XLSX read as a stream with exceljs' sheet reader: the first sheet that has data, formulas as their cached
// result, dates as 'aaaa-mm-dd'; the other sheets are ignored. exceljs' WorkbookReader walks the zip in
// stored order and often misses xl/workbook.xml, which its own writer stores last (exceljs#3064), so we
// open the zip by its central directory and read workbook, shared strings and styles before any sheet.
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RawRecord } from './import-records.ts';

const require = createRequire(import.meta.url);
// unzipper is exceljs' own dependency: resolved from exceljs so the versions match.
const fromExceljs = createRequire(require.resolve('exceljs'));
const unzipper = fromExceljs('unzipper') as {
  Open: { file(path: string): Promise<{ files: { path: string; stream(): Readable }[] }> };
};
const WorksheetReader = fromExceljs('./lib/stream/xlsx/worksheet-reader.js') as new (args: {
  workbook: unknown;
  id: number;
  iterator: Readable;
  options: unknown;
}) => AsyncIterable<ExcelJS.Row>;

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

/** The workbook's sheets in tab order, each with a way to stream its XML. */
async function openWorkbook(file: string) {
  const directory = await unzipper.Open.file(file);
  const entry = (p: string) => directory.files.find((f) => f.path === p);
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
  const strings = entry('xl/sharedStrings.xml');
  // Caches the strings on the reader; nothing to emit.
  if (strings) for await (const _ of book._parseSharedStrings(strings.stream()));
  const styles = entry('xl/styles.xml');
  if (styles) await book._parseStyles(styles.stream());
  const sheets = (book.model?.sheets ?? []).map((s) => {
    const target = book.workbookRels?.find((r) => r.Id === s.rId)?.Target ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    return { ...s, file: entry(path) };
  });
  return { book, sheets };
}

/** Records of one sheet (by name), or of the first sheet with data when none is named. */
export async function* xlsxRecords(file: string, state: XlsxState): AsyncGenerator<RawRecord> {
  const { book, sheets } = await openWorkbook(file);
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
