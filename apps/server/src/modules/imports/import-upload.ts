// Receives the spreadsheet: streamed to disk under DATA_DIR/imports (never held whole in memory), refused
// past IMPORT_MAX_BYTES, then read once to learn its format, encoding, sheet, columns and row count.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { importsDir } from './import-files.ts';
import { ImportFileError, openSheet, type SheetShape } from './import-records.ts';
import { formatCount } from './import-text.ts';

export interface UploadedFile {
  /** The name under DATA_DIR/imports. */
  storedName: string;
  /** The name the person's file had, cleaned. */
  fileName: string;
}

export interface AnalysedFile extends SheetShape {
  columns: string[];
  totalRows: number;
}

// Control characters (C0 and DEL) have no place in a file name shown on screen.
const visible = (ch: string) => ch.charCodeAt(0) > 31 && ch.charCodeAt(0) !== 127;
const cleanName = (name: string | undefined) =>
  [...path.basename(name ?? '')].filter(visible).join('').trim().slice(0, 200) || 'planilha';

export async function receiveUpload(deps: AppDeps, request: FastifyRequest): Promise<UploadedFile> {
  const max = deps.env.IMPORT_MAX_BYTES;
  const limit =
    max >= 1024 * 1024
      ? `${formatCount(Math.floor(max / 1024 / 1024))} MB`
      : `${formatCount(Math.floor(max / 1024))} KB`;
  const tooLarge = () => new AppError('FILE_TOO_LARGE', 413, `O arquivo passa do limite de ${limit}.`);
  const declared = Number(request.headers['content-length'] ?? 0);
  // A body far past the limit is refused before reading it.
  if (declared > max + 64 * 1024) throw tooLarge();
  const part = await request.file({ limits: { fileSize: max, files: 1, fields: 5 } });
  if (!part) throw new AppError('BAD_REQUEST', 400, 'Envie a planilha no campo "file".');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError('BAD_REQUEST', 400, 'Envie a planilha no campo "file".');
  }
  const dir = importsDir(deps);
  await fs.promises.mkdir(dir, { recursive: true });
  const storedName = `${randomUUID()}.upload`;
  const target = path.join(dir, storedName);
  try {
    await pipeline(part.file, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw tooLarge();
  } catch (err) {
    await fs.promises.rm(target, { force: true });
    const code = (err as { code?: string }).code;
    if (err instanceof AppError) throw err;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A connection dropped mid-upload or a malformed form.
    throw new AppError('BAD_REQUEST', 400, 'O envio do arquivo foi interrompido. Tente de novo.');
  }
  return { storedName, fileName: cleanName(part.filename) };
}

/** Reads the whole file once (streaming): shape, columns, and the number of data rows. */
export async function analyseFile(file: string, maxRows: number): Promise<AnalysedFile> {
  try {
    const sheet = await openSheet(file);
    let totalRows = 0;
    while (!(await sheet.records.next()).done) {
      if (++totalRows > maxRows) {
        await sheet.records.return(undefined);
        throw new ImportFileError(
          'IMPORT_TOO_MANY_ROWS',
          `A planilha tem linhas demais para uma importação (máximo ${formatCount(maxRows)}).`,
        );
      }
    }
    if (totalRows === 0) {
      throw new ImportFileError(
        'IMPORT_FILE_EMPTY',
        'A planilha não tem linhas de dados abaixo do cabeçalho.',
      );
    }
    return { ...sheet.shape, columns: sheet.columns, totalRows };
  } catch (err) {
    if (err instanceof ImportFileError) throw err.toAppError();
    throw new AppError('IMPORT_FILE_INVALID', 422);
  }
}
