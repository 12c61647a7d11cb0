// Writes an export file from pages of rows: CSV (UTF-8 BOM, ';') or XLSX (xlsx-file.ts), so memory holds one
// page at a time. The layout (headers, widths, sheet) is the eleitores' unless given.
import fs from 'node:fs';
import { once } from 'node:events';
import { CSV_BOM, csvLine } from './csv.ts';
import { EXPORT_HEADERS } from './export-rows.ts';
import { writeXlsxFile } from './xlsx-file.ts';

/** A cell: text, or a number the XLSX keeps as a number (the CSV gets its pt-BR text from the layout). */
export type ExportCell = string | number;

/** Produces the rows: calls `page` with each page in order, waits for it, and answers the row count. */
export type RowPages = (page: (rows: ExportCell[][]) => Promise<void>) => Promise<number>;

export interface ExportLayout {
  headers: readonly string[];
  widths: readonly number[];
  sheet: string;
  /** Excel number formats per column index (money: '#,##0.00'). */
  numFmts?: Record<number, string>;
  /** How a number cell reads in the CSV ('250.000,00'). */
  csvNumber?: (value: number, column: number) => string;
}

const WIDTHS = [32, 20, 16, 16, 12, 14, 16, 7, 7, 17, 17, 28, 11, 28, 8, 16, 20, 20, 5, 24, 24, 18, 13];

export const CITIZENS_LAYOUT: ExportLayout = { headers: EXPORT_HEADERS, widths: WIDTHS, sheet: 'Eleitores' };

export async function writeCsv(file: string, pages: RowPages, layout = CITIZENS_LAYOUT): Promise<number> {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const { csvNumber } = layout;
  // Only layouts with number cells need a copy of each row with those cells as pt-BR text.
  const text = csvNumber
    ? (row: ExportCell[]) => row.map((cell, i) => (typeof cell === 'number' ? csvNumber(cell, i) : cell))
    : (row: ExportCell[]) => row;
  try {
    out.write(CSV_BOM + csvLine([...layout.headers]));
    return await pages(async (rows) => {
      let chunk = '';
      for (const row of rows) chunk += csvLine(text(row));
      if (!out.write(chunk)) await once(out, 'drain');
    });
  } finally {
    out.end();
    await once(out, 'close');
  }
}

/** The XLSX (xlsx-file.ts): the same pages, one sheet, memory for one page at a time. */
export const writeXlsx = (file: string, pages: RowPages, layout = CITIZENS_LAYOUT): Promise<number> =>
  writeXlsxFile(file, pages, layout);
