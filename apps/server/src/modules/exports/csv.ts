// CSV the way Excel in Brazil opens it: UTF-8 with BOM, ';' between cells, CRLF, and no cell that a
// spreadsheet would run as a formula.
export const CSV_BOM = '\uFEFF';

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[;"\r\n]/;
/** Either of the two cases above; most cells match neither and are written as they are (one test per cell). */
const NEEDS_CARE = /^[=+\-@\t\r]|[;"\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = String(value);
  if (!NEEDS_CARE.test(text)) return text;
  // '=', '+', '-', '@' at the start make Excel evaluate the cell (CSV injection): keep it as text.
  if (FORMULA_START.has(text[0]!)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF; a loop instead of map + join (the export writes 100,000 of them). */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  let line = cells.length ? csvCell(cells[0]) : '';
  for (let i = 1; i < cells.length; i++) line += `;${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

/** Content-Disposition for a download, with the UTF-8 name for browsers and an ASCII fallback. */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
