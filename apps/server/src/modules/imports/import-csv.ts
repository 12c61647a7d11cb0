// CSV as offices export it: UTF-8 (with or without BOM), Latin-1/Windows-1252 from Excel, or UTF-16 'Unicode
// text'; ';', ',', tab or '|' between cells; read as a stream, broken quotes reported per line.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { parse, type CsvError, type Options } from 'csv-parse';
import { decodeWindows1252 } from '../../lib/windows-1252.ts';
import { ImportFileError, type RawRecord } from './import-records.ts';

export type TextEncoding = 'utf-8' | 'latin1' | 'utf-16le';

const SNIFF_BYTES = 64 * 1024;

async function head(file: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Valid UTF-8 all the way through means UTF-8; anything else is what Excel writes in Brazil (Windows-1252). */
export async function detectEncoding(file: string): Promise<TextEncoding> {
  const start = await head(file);
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start.includes(0)) throw new ImportFileError('IMPORT_FILE_INVALID');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'latin1';
  }
}

// 'latin1' files are Windows-1252, with the curly quotes and dashes Excel writes (lib/windows-1252.ts: Node's
// own TextDecoder gets them wrong). Single-byte, so each chunk decodes alone.
const decoderFor = (
  encoding: TextEncoding,
): { decode(chunk?: Buffer, options?: { stream: boolean }): string } =>
  encoding === 'latin1'
    ? { decode: (chunk?: Buffer) => (chunk ? decodeWindows1252(chunk) : '') }
    : new TextDecoder(encoding);

export async function* decodeFile(file: string, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = decoderFor(encoding);
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) {
    const text = decoder.decode(chunk as Buffer, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

const CANDIDATES = [';', ',', '\t', '|'];

/** Counts a character outside double quotes on one line. */
function countOutsideQuotes(line: string, ch: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === ch && !quoted) n++;
  }
  return n;
}

/** The delimiter the header uses that splits the following lines into as many cells. */
export function detectDelimiter(sample: string): string {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .slice(0, -1)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  if (lines.length === 0) lines.push(sample);
  let best = ';';
  let bestScore = -1;
  for (const ch of CANDIDATES) {
    const counts = lines.map((l) => countOutsideQuotes(l, ch));
    const widest = Math.max(...counts);
    if (widest === 0) continue;
    const target = counts.find((c) => c > 0)!;
    // Lines agreeing with the first line that has the delimiter, then how many cells it makes.
    const score = counts.filter((c) => c === target).length * 1000 + target;
    if (score > bestScore) {
      best = ch;
      bestScore = score;
    }
  }
  return best;
}

export async function sniffDelimiter(file: string, encoding: TextEncoding): Promise<string> {
  return detectDelimiter(decoderFor(encoding).decode(await head(file)));
}

const MAX_RECORD_CHARS = 1_000_000;

const lineBreaks = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 0);

/**
 * A parsed record as the import sees it, from its cells and the line csv-parse had reached at its end: null when
 * every cell is blank; flagged when a quote left open swallowed the lines after it.
 */
export function csvRecord(cells: string[], end: number, delimiter: string, breaks = true): RawRecord | null {
  if (cells.every((c) => c.trim() === '')) return null;
  // No line break in any cell (the reader knows): the record is its own line and cannot have swallowed others.
  if (!breaks) return { row: end, cells };
  const row = end - lineBreaks(cells);
  const swallowed = cells.some((c) => /[\r\n]/.test(c) && (c.includes(delimiter) || c.includes('"')));
  return swallowed
    ? { row, cells, problem: `Aspas mal fechadas: esta linha engoliu as linhas até a ${end}.` }
    : { row, cells };
}

interface Parsed {
  cells: string[];
  end: number;
  /** Records a broken quote made unreadable just before this one. */
  before: RawRecord[];
}

/** Every non-empty record with the line it starts on; a record a broken quote swallowed comes with a problem. */
export async function* csvRecords(
  file: string,
  encoding: TextEncoding,
  delimiter: string,
): AsyncGenerator<RawRecord> {
  const skipped: RawRecord[] = [];
  let lastLine = 0;
  const parser = parse({
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // An unclosed quote must not pull a 50 MB file into one string.
    max_record_size: MAX_RECORD_CHARS,
    // Runs while parsing, so the line numbers and skipped records stay in file order.
    on_record: ((record: string[], info: { lines: number }): Parsed => {
      lastLine = info.lines;
      return { cells: record, end: info.lines, before: skipped.splice(0) };
    }) as unknown as Options['on_record'],
  });
  parser.on('skip', (err: CsvError & { lines?: number }) => {
    const to = err.lines ?? lastLine + 1;
    const problem =
      err.code === 'CSV_MAX_RECORD_SIZE'
        ? `Linha longa demais (aspas não fechadas?): o arquivo não pôde ser lido a partir da linha ${lastLine + 1}.`
        : `Aspas não fechadas: as linhas ${lastLine + 1} a ${to} não puderam ser lidas.`;
    skipped.push({ row: lastLine + 1, cells: [], problem });
    lastLine = to;
  });
  const source = Readable.from(decodeFile(file, encoding));
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  try {
    for await (const parsed of parser as AsyncIterable<Parsed>) {
      yield* parsed.before;
      const record = csvRecord(parsed.cells, parsed.end, delimiter);
      if (record) yield record;
    }
    yield* skipped.splice(0);
  } finally {
    // The reader may stop early (preview, cancel): release the file.
    source.destroy();
    parser.destroy();
  }
}
