// The job's read of a CSV the quick count (import-csv-count.ts) found well formed: the same records, cells and
// line numbers as csvRecords (import-csv.ts) gives, without csv-parse, which built two objects per record for
// its line numbers and cost a tenth of the import's server time (issue 15). A well-formed file has one reading:
// quoted cells closed before a delimiter or a line end, "" inside them, a quote inside an unquoted cell kept as a
// character, the record delimiter csv-parse settles on (the first \r\n, \n or \r outside quotes). Line numbers
// follow csv-parse's own count (every \r or \n read, but the \n of a \r\n that ends a record), so a row reported
// in an error is the row csv-parse would have reported.
import type { RawRecord } from './import-records.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const ESCAPED_QUOTES = /""/g;

type RecordDelimiter = 'unknown' | '\n' | '\r' | '\r\n';

interface Scanned {
  cells: string[];
  /** csv-parse's line count when it hands the record over. */
  end: number;
  next: number;
  /** A \r or \n inside the record (in a cell). */
  breaks: boolean;
}

/**
 * Records of a well-formed CSV (countCsvRecords gave a number for it) as csvRecords hands them over; `finish`
 * turns cells into the record csvRecords yields (blank records left out, swallowed lines flagged).
 */
export async function* fastCsvRecords(
  chunks: AsyncIterable<string>,
  delimiter: string,
  finish: (cells: string[], end: number, breaks: boolean) => RawRecord | null,
): AsyncGenerator<RawRecord> {
  const delim = delimiter.charCodeAt(0);
  let rd: RecordDelimiter = 'unknown';
  let lines = 1;
  /** The last character read was a \r or a \n: csv-parse counts the line when it reads the next one. */
  let pendingLine = false;

  /** One record from `start`, or null when the text ends before it does (more text is coming). */
  const scan = (text: string, start: number, final: boolean): Scanned | null => {
    const cells: string[] = [];
    let l = lines;
    let pending = pendingLine;
    let found = rd;
    let fieldStart = start;
    let quotedFrom = -1;
    let quoteEnd = -1;
    let escaped = false;
    let quoting = false;
    let breaks = false;
    const n = text.length;
    const endField = (i: number) => {
      if (quotedFrom >= 0) {
        const inner = text.slice(quotedFrom + 1, quoteEnd);
        cells.push(escaped ? inner.replace(ESCAPED_QUOTES, '"') : inner);
      } else cells.push(text.slice(fieldStart, i));
      quotedFrom = -1;
      escaped = false;
    };
    for (let i = start; i < n; i++) {
      const code = text.charCodeAt(i);
      if (!final && i === n - 1 && (code === CR || code === QUOTE)) return null;
      if (pending) {
        l++;
        pending = false;
      }
      if (code === CR || code === LF) pending = true;
      if (quoting) {
        if (code !== QUOTE) {
          if (code === CR || code === LF) breaks = true;
          continue;
        }
        if (text.charCodeAt(i + 1) === QUOTE) {
          escaped = true;
          // csv-parse reads the second quote as a character of its own.
          i++;
          continue;
        }
        quoting = false;
        quoteEnd = i;
        continue;
      }
      if (code === delim) {
        endField(i);
        fieldStart = i + 1;
        continue;
      }
      if (code === CR || code === LF) {
        if (found === 'unknown') found = code === LF ? '\n' : text.charCodeAt(i + 1) === LF ? '\r\n' : '\r';
        const ends =
          found === '\r\n' ? code === CR && text.charCodeAt(i + 1) === LF : found.charCodeAt(0) === code;
        if (ends) {
          endField(i);
          commit(l, pending, found);
          return { cells, end: l, next: found === '\r\n' ? i + 2 : i + 1, breaks };
        }
        breaks = true;
        continue;
      }
      if (code === QUOTE && i === fieldStart) {
        quoting = true;
        quotedFrom = i;
      }
    }
    if (!final) return null;
    endField(n);
    commit(l, pending, found);
    return { cells, end: l, next: n, breaks };
  };
  const commit = (l: number, pending: boolean, found: RecordDelimiter) => {
    lines = l;
    pendingLine = pending;
    rd = found;
  };

  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + chunk;
    let pos = 0;
    for (let r = scan(text, pos, false); r; r = scan(text, pos, false)) {
      pos = r.next;
      const record = finish(r.cells, r.end, r.breaks);
      if (record) yield record;
    }
    carry = text.slice(pos);
  }
  let pos = 0;
  while (pos < carry.length) {
    const r = scan(carry, pos, true)!;
    pos = r.next;
    const record = finish(r.cells, r.end, r.breaks);
    if (record) yield record;
  }
}
