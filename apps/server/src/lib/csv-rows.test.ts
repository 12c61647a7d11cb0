import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvRows, CsvRowsError } from './csv-rows.ts';

const reference = (text: string) =>
  parse(text, {
    delimiter: ';',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    bom: true,
  }) as string[][];

/** A random CSV as csv-parse reads it: quoted and bare cells, "" inside quotes, line breaks inside quotes. */
function randomCsv(seed: number): string {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const pieces = ['a', 'João', '1.234,56', ' ', '', 'x y', '€', 'São Paulo - SP'];
  const rows: string[] = [];
  for (let r = 0; r < 1 + rnd(6); r++) {
    const cells: string[] = [];
    for (let c = 0; c < 1 + rnd(5); c++) {
      const text = pieces[rnd(pieces.length)]!;
      const kind = rnd(4);
      if (kind === 0) cells.push(`"${text}""${text}"`);
      else if (kind === 1) cells.push(`"${text}\n${text};"`);
      else if (kind === 2) cells.push(`"${text}"`);
      else cells.push(text);
    }
    rows.push(cells.join(';'));
  }
  const breaks = ['\n', '\r\n', '\r\n\r\n'];
  return rows.join(breaks[rnd(breaks.length)]) + (rnd(2) ? '\n' : '');
}

describe('csvRows', () => {
  it('reads the Portal layout: quoted cells, ";", CRLF, a BOM', () => {
    const text = '\uFEFF"Código";"Município"\r\n"202427070003";"Campinas"\r\n"202427070004";"São Paulo"\r\n';
    expect(csvRows(text)).toEqual([
      ['Código', 'Município'],
      ['202427070003', 'Campinas'],
      ['202427070004', 'São Paulo'],
    ]);
  });

  it('keeps "" inside quotes, line breaks inside quotes, empty cells and a trailing delimiter', () => {
    expect(csvRows('a;"b ""c"" d";;"e\nf"\n\n;x;\ny')).toEqual([
      ['a', 'b "c" d', '', 'e\nf'],
      ['', 'x', ''],
      ['y'],
    ]);
  });

  it('reads 300 random files exactly as csv-parse does', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = randomCsv(seed);
      expect(csvRows(text), JSON.stringify(text)).toEqual(reference(text));
    }
  });

  it('names the line where a quote was left open', () => {
    expect(() => csvRows('"a";"b"\n"c";"d\n\ne')).toThrow(CsvRowsError);
    try {
      csvRows('"a";"b"\n"c";"d\n\ne');
    } catch (error) {
      expect((error as CsvRowsError).line).toBe(2);
    }
  });
});
