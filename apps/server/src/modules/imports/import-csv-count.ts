// Counts a CSV's records without building them. The upload's analysis only needs how many rows the file has, and
// csv-parse building every record for that cost as much as the job's own read of the file (issue 15). The count
// is csvRecords' (import-csv.ts) exactly: the record delimiter csv-parse settles on (the first of \r\n, \n or \r
// met outside quotes), quoted fields with "" inside, a quote inside an unquoted field as a character (relax_quotes),
// records whose cells are all blank left out. Anything csv-parse would refuse or report — a closing quote
// followed by text, a quote left open, a record near the size limit or wider than the column limit — answers
// null, and the caller counts with the parser, which reports it.

import { decodeFile, type TextEncoding } from './import-csv.ts';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
/** csv-parse's max_record_size is 1,000,000 (import-csv.ts); far below it, whatever unit it counts in. */
const MAX_RECORD_CHARS = 200_000;

const UNICODE_SPACE = /\s/;
/** The characters String.prototype.trim removes (csvRecords' blank test), without a regex for ASCII. */
const isSpace = (code: number) =>
  code < 0x80
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : UNICODE_SPACE.test(String.fromCharCode(code));

type RecordDelimiter = 'unknown' | '\n' | '\r' | '\r\n';

export async function countCsvRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
  delimiter: string,
  maxColumns: number,
): Promise<number | null> {
  const delim = delimiter.charCodeAt(0);
  let rd: RecordDelimiter = 'unknown';
  let quoting = false;
  /** A quote just closed a quoted field: only a delimiter, a record's end or the file's end may follow. */
  let closed = false;
  let fieldEmpty = true;
  let blank = true;
  let cells = 1;
  let chars = 0;
  let count = 0;
  let carry = '';
  const endRecord = () => {
    if (!blank) count++;
    blank = true;
    fieldEmpty = true;
    closed = false;
    cells = 1;
    chars = 0;
  };
  const endField = () => {
    fieldEmpty = true;
    closed = false;
    return ++cells <= maxColumns;
  };
  /** False when the text cannot be counted exactly. */
  const scan = (text: string, final: boolean): boolean => {
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      // A \r or a quote at the chunk's end is read with the character after it, as csv-parse reads it.
      if (!final && i === n - 1 && (code === CR || code === QUOTE)) {
        carry = text[i]!;
        return true;
      }
      if (++chars > MAX_RECORD_CHARS) return false;
      if (quoting) {
        if (code !== QUOTE) {
          if (blank && !isSpace(code)) blank = false;
        } else if (text.charCodeAt(i + 1) === QUOTE) {
          blank = false;
          i++;
        } else {
          quoting = false;
          closed = true;
        }
        continue;
      }
      if (code === delim) {
        if (!endField()) return false;
        continue;
      }
      if (code === CR || code === LF) {
        if (rd === 'unknown') rd = code === LF ? '\n' : text.charCodeAt(i + 1) === LF ? '\r\n' : '\r';
        const ends = rd === '\r\n' ? code === CR && text.charCodeAt(i + 1) === LF : rd.charCodeAt(0) === code;
        if (ends) {
          if (rd === '\r\n') i++;
          endRecord();
          continue;
        }
      }
      if (closed) return false;
      if (code === QUOTE && fieldEmpty) quoting = true;
      else if (blank && !isSpace(code)) blank = false;
      fieldEmpty = false;
    }
    return true;
  };
  for await (const chunk of chunks) {
    const text = carry + chunk;
    carry = '';
    if (!scan(text, false)) return null;
  }
  if (carry && !scan(carry, true)) return null;
  if (quoting) return null;
  return count + (blank ? 0 : 1);
}

/** countCsvRecords over a file, decoded as it is read. */
export const countCsvFile = (file: string, encoding: TextEncoding, delimiter: string, maxColumns: number) =>
  countCsvRecords(decodeFile(file, encoding), delimiter, maxColumns);
