// CSV the way Excel in Brazil opens it: UTF-8 with BOM, ';' between cells, CRLF, and no cell that a
// spreadsheet would run as a formula.
export const CSV_BOM = '\uFEFF';

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let text = String(value);
  // '=', '+', '-', '@' at the start make Excel evaluate the cell (CSV injection): keep it as text.
  if (FORMULA_START.has(text[0]!)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(';')}\r\n`;

/** Content-Disposition for a download, with the UTF-8 name for browsers and an ASCII fallback. */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
