// The fast count must be the parser's count whenever it answers: checked on hand-picked shapes and on random files
// built from the characters that matter (quotes, delimiters, the three line ends, blanks).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countCsvRecords } from './import-csv-count.ts';
import { fastCsvRecords } from './import-csv-fast.ts';
import { csvRecord, csvRecords } from './import-csv.ts';
import type { RawRecord } from './import-records.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csv-count-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** What csv-parse reads: csvRecords over the text saved as UTF-8. */
async function parsed(text: string, delimiter = ';'): Promise<RawRecord[]> {
  const file = path.join(dir, `${files++}.csv`);
  fs.writeFileSync(file, text);
  const out: RawRecord[] = [];
  for await (const record of csvRecords(file, 'utf-8', delimiter)) out.push(record);
  return out;
}
const parserCount = async (text: string, delimiter = ';') => (await parsed(text, delimiter)).length;

/** The fast reader over the text handed over in the given pieces. */
async function fastRead(pieces: string[], delimiter = ';'): Promise<RawRecord[]> {
  async function* chunks() {
    yield* pieces;
  }
  const out: RawRecord[] = [];
  const finish = (cells: string[], end: number, breaks: boolean) => csvRecord(cells, end, delimiter, breaks);
  for await (const record of fastCsvRecords(chunks(), delimiter, finish)) out.push(record);
  return out;
}

/** Random texts of up to 40 characters from the ones that matter (the same ones for a seed), each with a cut. */
function* randomTexts(seed: number, count: number): Generator<{ text: string; cut: number }> {
  const alphabet = ['a', 'b', ' ', ';', ';', '"', '"', '\n', '\n', '\r', '\r\n', '\u00a0', 'é'];
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let k = 0; k < count; k++) {
    const length = 1 + Math.floor(random() * 40);
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
    yield { text, cut: Math.floor(random() * text.length) };
  }
}

/** The text cut into chunks at every position (each cut alone), as a stream would hand it over. */
async function countsAtEveryCut(text: string, delimiter = ';'): Promise<Set<number | null>> {
  const out = new Set<number | null>([await countCsvRecords([text], delimiter, 500)]);
  for (let cut = 1; cut < text.length; cut++)
    out.add(await countCsvRecords([text.slice(0, cut), text.slice(cut)], delimiter, 500));
  return out;
}

describe('countCsvRecords', () => {
  it.each([
    ['plain lines, \\n', 'a;b\n1;2\n3;4\n', 3],
    ['no line end at the end', 'a;b\r\n1;2\r\n3;4', 3],
    ['old Mac line ends', 'a;b\r1;2\r3;4\r', 3],
    ['blank and separator-only lines left out', 'a;b\n\n;;\n \t; \n1;2\n\u00a0;\n', 2],
    ['a quoted cell with the delimiter, a line break and an escaped quote', 'a;b\n"x;\ny ""z""";2\n3;4\n', 3],
    ['a quote inside an unquoted cell is a character', 'a;b\nab"c;2\n', 2],
    ['an empty quoted cell is blank; a quoted quote is not', 'a\n""\n""""\n', 2],
    ['with \\r\\n chosen, a lone \\n stays inside the cell', 'a;b\r\nx\ny;2\r\n', 2],
  ])('%s', async (_label, text, expected) => {
    expect(await parserCount(text)).toBe(expected);
    expect(await countsAtEveryCut(text)).toEqual(new Set([expected]));
  });

  it('counts with a tab as the delimiter', async () => {
    const text = 'a\tb\n1\t2\n\t\n';
    expect(await parserCount(text, '\t')).toBe(2);
    expect(await countsAtEveryCut(text, '\t')).toEqual(new Set([2]));
  });

  it.each([
    ['a closing quote followed by text', 'a;b\n"x"y;2\n'],
    ['a quote left open', 'a;b\n"x;2\n3;4\n'],
  ])('leaves %s to the parser', async (_label, text) => {
    expect(await countCsvRecords([text], ';', 500)).toBeNull();
  });

  it('leaves a record wider than the column limit to the parser', async () => {
    expect(await countCsvRecords(['a;b;c\n1;2;3\n'], ';', 3)).toBe(2);
    expect(await countCsvRecords(['a;b;c;d\n'], ';', 3)).toBeNull();
  });

  it('matches the parser on random files whenever it answers', async () => {
    let answered = 0;
    for (const { text, cut } of randomTexts(12345, 1500)) {
      const fast = await countCsvRecords([text.slice(0, cut), text.slice(cut)], ';', 500);
      if (fast === null) continue;
      answered++;
      expect({ text, count: fast }).toEqual({ text, count: await parserCount(text) });
    }
    // Most random files are well-formed enough to be counted: the comparison is not vacuous.
    expect(answered).toBeGreaterThan(600);
  });
});

describe('fastCsvRecords', () => {
  it('reads cells, rows and swallowed lines as csvRecords does', async () => {
    const text =
      'Nome;Obs\r\n"Ana ""Nina""";"rua; 2\r\nfundos"\r\n\r\nBia;x"y\r\n;\r\n"Caio\nDias";"a;b\nc"\r\nDani;';
    const expected = await parsed(text);
    expect(expected).toHaveLength(5);
    expect(expected[1]).toEqual({
      row: expect.any(Number),
      cells: ['Ana "Nina"', 'rua; 2\r\nfundos'],
      problem: expect.any(String),
    });
    for (let cut = 0; cut <= text.length; cut++)
      expect(await fastRead([text.slice(0, cut), text.slice(cut)])).toEqual(expected);
  });

  it('matches csvRecords on random well-formed files', async () => {
    let compared = 0;
    for (const { text, cut } of randomTexts(777, 1500)) {
      if ((await countCsvRecords([text], ';', 500)) === null) continue;
      compared++;
      expect({ text, records: await fastRead([text.slice(0, cut), text.slice(cut)]) }).toEqual({
        text,
        records: await parsed(text),
      });
    }
    expect(compared).toBeGreaterThan(600);
  });
});
