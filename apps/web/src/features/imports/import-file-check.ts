// Checks a chosen spreadsheet before uploading it, with the same limits the server applies.
import { IMPORT_MAX_BYTES } from '@gabinete/shared';
import { formatFileSize } from '../../lib/file-size.ts';

export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const ACCEPT_ATTRIBUTE =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A pt-BR message when the file cannot be imported, else null. */
export function checkImportFile(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls'))
    return 'Planilhas .xls antigas não são aceitas: no Excel, salve como .xlsx ou .csv.';
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return 'Tipo de arquivo não aceito: envie uma planilha .csv ou .xlsx.';
  }
  if (file.size === 0) return 'O arquivo está vazio.';
  if (file.size > IMPORT_MAX_BYTES) {
    return `Arquivo grande demais (${formatFileSize(file.size)}): o limite é ${formatFileSize(IMPORT_MAX_BYTES)}. Divida a planilha em partes.`;
  }
  return null;
}
