// Writes an export file from pages of rows: CSV (UTF-8 BOM, ';') or XLSX with exceljs' streaming writer,
// so memory holds one page at a time.
import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from './csv.ts';
import { EXPORT_HEADERS } from './export-rows.ts';

/** Produces the rows: calls `page` with each page in order, waits for it, and answers the row count. */
export type RowPages = (page: (rows: string[][]) => Promise<void>) => Promise<number>;

export async function writeCsv(file: string, pages: RowPages): Promise<number> {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  try {
    out.write(CSV_BOM + csvLine(EXPORT_HEADERS));
    return await pages(async (rows) => {
      let chunk = '';
      for (const row of rows) chunk += csvLine(row);
      if (!out.write(chunk)) await once(out, 'drain');
    });
  } finally {
    out.end();
    await once(out, 'close');
  }
}

const WIDTHS = [32, 20, 16, 16, 12, 14, 16, 7, 7, 17, 17, 28, 11, 28, 8, 16, 20, 20, 5, 24, 24, 18, 13];

export async function writeXlsx(file: string, pages: RowPages): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Eleitores', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const count = await pages(async (rows) => {
    for (const row of rows) sheet.addRow(row).commit();
  });
  sheet.commit();
  await workbook.commit();
  return count;
}
