// The error report: one line per row error (linha;campo;erro) followed by the row's original values, so the
// person can fix the lines in their spreadsheet and import only those again.
import type { Db } from '../../db/client.ts';
import { CSV_BOM, csvLine } from '../exports/csv.ts';
import { allErrors } from './imports.repository.ts';
import type { ImportRow } from './imports.table.ts';

const CHUNK = 64 * 1024;

export async function* errorReport(db: Db, imp: ImportRow): AsyncGenerator<string> {
  let out = CSV_BOM + csvLine(['linha', 'campo', 'erro', ...imp.columns]);
  for await (const e of allErrors(db, imp.id)) {
    const data = e.data ?? {};
    out += csvLine([e.row, e.field, e.message, ...imp.columns.map((c) => data[c] ?? null)]);
    if (out.length >= CHUNK) {
      yield out;
      out = '';
    }
  }
  if (out) yield out;
}

/** 'contatos.xlsx' → 'erros-contatos.csv'. */
export const reportName = (fileName: string) => `erros-${fileName.replace(/\.[^.]+$/, '')}.csv`;
