// What a spreadsheet may expand to. An XLSX is a zip: 2 MB on disk can hold gigabytes of XML (a zip bomb),
// and the shared strings are held in memory while the sheet is read. The zip's directory is checked before
// any parsing, and the bytes actually inflated are counted while reading (a directory can lie).
import { Transform, type Readable } from 'node:stream';
import type { Env } from '../../config/env.ts';
import { ImportFileError } from './import-records.ts';
import { formatCount } from './import-text.ts';

export interface SheetLimits {
  /** All the zip's entries together, uncompressed. */
  maxUncompressedBytes: number;
  /** xl/sharedStrings.xml uncompressed (every distinct text of the workbook, kept in memory). */
  maxSharedStringBytes: number;
  maxColumns: number;
  maxEntries: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxUncompressedBytes: 512 * 1024 * 1024,
  maxSharedStringBytes: 64 * 1024 * 1024,
  maxColumns: 500,
  maxEntries: 2000,
};

export const sheetLimits = (env: Env): SheetLimits => ({
  maxUncompressedBytes: env.IMPORT_MAX_UNCOMPRESSED_BYTES,
  maxSharedStringBytes: env.IMPORT_MAX_SHARED_STRINGS_BYTES,
  maxColumns: env.IMPORT_MAX_COLUMNS,
  maxEntries: DEFAULT_SHEET_LIMITS.maxEntries,
});

const mb = (bytes: number) => `${formatCount(Math.floor(bytes / 1024 / 1024))} MB`;

export const tooBigUncompressed = (limits: SheetLimits) =>
  new ImportFileError(
    'IMPORT_FILE_INVALID',
    `A planilha fica grande demais ao ser aberta (mais de ${mb(limits.maxUncompressedBytes)} descompactada). Divida-a em arquivos menores ou salve como CSV.`,
  );

export const tooManyTexts = (limits: SheetLimits) =>
  new ImportFileError(
    'IMPORT_FILE_INVALID',
    `A planilha tem textos demais (mais de ${mb(limits.maxSharedStringBytes)} de textos). Divida-a em arquivos menores ou salve como CSV.`,
  );

export const tooManyColumns = (limits: SheetLimits) =>
  new ImportFileError(
    'IMPORT_FILE_INVALID',
    `A planilha tem colunas demais (máximo ${formatCount(limits.maxColumns)}).`,
  );

interface ZipEntry {
  path: string;
  uncompressedSize: number;
}

/** Refuses a workbook whose directory already says it expands past the limits. */
export function checkZipDirectory(entries: ZipEntry[], limits: SheetLimits): void {
  if (entries.length > limits.maxEntries) throw tooBigUncompressed(limits);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (e.path === 'xl/sharedStrings.xml' && e.uncompressedSize > limits.maxSharedStringBytes)
      throw tooManyTexts(limits);
  }
  if (total > limits.maxUncompressedBytes) throw tooBigUncompressed(limits);
}

/** A shared budget of inflated bytes; each entry's stream is metered against it (and against its own cap). */
export function inflateBudget(limits: SheetLimits) {
  let spent = 0;
  return (entry: Readable, cap?: { bytes: number; error: () => ImportFileError }): Readable => {
    let own = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        spent += chunk.length;
        own += chunk.length;
        if (cap && own > cap.bytes) return done(cap.error());
        if (spent > limits.maxUncompressedBytes) return done(tooBigUncompressed(limits));
        done(null, chunk);
      },
    });
    entry.on('error', (err) => meter.destroy(err));
    meter.on('close', () => entry.destroy());
    return entry.pipe(meter);
  };
}
