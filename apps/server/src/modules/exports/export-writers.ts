// Writes an export file from pages of rows: CSV (UTF-8 BOM, ';') or XLSX with exceljs' streaming writer,
// so memory holds one page at a time. The layout (headers, widths, sheet) is the eleitores' unless given.
import fs from 'node:fs';
import { once } from 'node:events';
import { CSV_BOM, csvLine } from './csv.ts';
import { EXPORT_HEADERS } from './export-rows.ts';

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

export async function writeXlsx(file: string, pages: RowPages, layout = CITIZENS_LAYOUT): Promise<number> {
  // Loaded at the first XLSX, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(layout.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.headers.map((header, i) => ({
    header,
    width: layout.widths[i] ?? 14,
    style: layout.numFmts?.[i] ? { numFmt: layout.numFmts[i] } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const count = await pages(async (rows) => {
    for (const row of rows) sheet.addRow(row).commit();
  });
  sheet.commit();
  await workbook.commit();
  return count;
}
