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
import { WorkerLimitError, workerRunner, type WorkerRunner } from '../../lib/worker-task.ts';
import { analyseSheet, type AnalysedFile } from './import-analyse.ts';
import { sheetLimits, type SheetLimits } from './import-limits.ts';
import { ImportFileError } from './import-records.ts';
import { checkXlsxDirectory } from './import-xlsx.ts';
import { formatCount } from './import-text.ts';

export interface UploadedFile {
  /** The name under DATA_DIR/imports. */
  storedName: string;
  /** The name the person's file had, cleaned. */
  fileName: string;
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

const ANALYSER = new URL(
  `./import-analyse.worker${path.extname(new URL(import.meta.url).pathname)}`,
  import.meta.url,
);

type AnalyserInput = { file: string; maxRows: number; limits: SheetLimits };
type AnalyserAnswer =
  | { ok: AnalysedFile }
  | { error: { code: ConstructorParameters<typeof ImportFileError>[0]; message: string } };

/** One warm analyser per memory/time setting (in practice one per process). */
const analysers = new Map<string, WorkerRunner<AnalyserInput, AnalyserAnswer>>();
function analyser(env: AppDeps['env']) {
  const opts = { memoryMb: env.IMPORT_PARSE_MEMORY_MB, timeoutMs: env.IMPORT_PARSE_TIMEOUT_MS };
  const key = `${opts.memoryMb}:${opts.timeoutMs}`;
  let runner = analysers.get(key);
  if (!runner) analysers.set(key, (runner = workerRunner(ANALYSER, opts)));
  return runner;
}

const asAppError = (err: unknown) =>
  err instanceof ImportFileError ? err.toAppError() : new AppError('IMPORT_FILE_INVALID', 422);

/**
 * Reads the whole file once. An XLSX (a zip: its size on disk says nothing of what it expands to) is read
 * in a worker thread with a memory cap and a time limit, so the server keeps answering meanwhile, after its
 * zip directory was checked against the limits here; a CSV is read as a stream of at most IMPORT_MAX_BYTES.
 */
export async function analyseFile(deps: AppDeps, file: string): Promise<AnalysedFile> {
  const { env } = deps;
  const limits = sheetLimits(env);
  let zipped: boolean;
  try {
    zipped = await checkXlsxDirectory(file, limits);
    if (!zipped) return await analyseSheet(file, env.IMPORT_MAX_ROWS, limits);
  } catch (err) {
    throw asAppError(err);
  }
  let answer: AnalyserAnswer;
  try {
    answer = await analyser(env).run({ file, maxRows: env.IMPORT_MAX_ROWS, limits });
  } catch (err) {
    if (err instanceof WorkerLimitError)
      throw new AppError(
        'IMPORT_FILE_INVALID',
        422,
        err.limit === 'memory'
          ? 'A planilha exige memória demais para ser lida. Divida-a em arquivos menores ou salve como CSV.'
          : 'A leitura da planilha demorou demais. Divida-a em arquivos menores ou salve como CSV.',
      );
    throw new AppError('IMPORT_FILE_INVALID', 422);
  }
  if ('ok' in answer) return answer.ok;
  throw new ImportFileError(answer.error.code, answer.error.message).toAppError();
}
