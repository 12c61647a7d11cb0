// The XLSX we write, read back by another implementation (exceljs): values, the bold frozen header, widths,
// number formats, and text no spreadsheet could open (control characters, lone surrogates) made safe.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxRecords } from '../imports/import-xlsx.ts';
import type { ExportCell, ExportLayout } from './export-writers.ts';
import { columnName, writeXlsxFile, xmlText } from './xlsx-file.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LAYOUT: ExportLayout = {
  headers: ['Nome', 'Ano', 'Valor <R$> & "mais"'],
  widths: [30, 6, 16],
  sheet: 'Emendas: 2026/[teste]',
  numFmts: { 2: '"R$" #,##0.00' },
};

async function roundTrip(rows: ExportCell[][], pageSize = 2) {
  const file = path.join(dir, `t-${Math.random().toString(36).slice(2)}.xlsx`);
  const count = await writeXlsxFile(
    file,
    async (page) => {
      for (let i = 0; i < rows.length; i += pageSize) await page(rows.slice(i, i + pageSize));
      return rows.length;
    },
    LAYOUT,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return { count, sheet: wb.worksheets[0]! };
}

describe('writeXlsxFile', () => {
  it('writes the header bold and frozen, the widths, the values and the money format', async () => {
    const rows: ExportCell[][] = [
      ['Zuleica & Cia <ltda>', 2026, 250000.5],
      ['Abel "o Velho"', 2025, 0],
      ['Ação 🚑 saúde', 2024, 1234567.89],
    ];
    const { count, sheet } = await roundTrip(rows);
    expect(count).toBe(3);
    expect(sheet.name).toBe('Emendas  2026  teste ');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...LAYOUT.headers]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([30, 6, 16]);
    for (const [i, row] of rows.entries()) expect(sheet.getRow(i + 2).values).toEqual([undefined, ...row]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(2).getCell(2).numFmt).toBeUndefined();
  });

  it('leaves empty cells empty and drops what XML 1.0 cannot hold', async () => {
    const { sheet } = await roundTrip([
      ['', 1, ''],
      ['a\u0000b\u0001c\u001fd\uFFFEe\uD800f', 2, 3],
      ['linha 1\nlinha 2\ttab  espaços  ', 3, 4],
      ['=HYPERLINK("http://x")', 4, 5],
    ]);
    expect(sheet.getRow(2).getCell(1).value).toBeNull();
    expect(sheet.getRow(2).getCell(3).value).toBeNull();
    expect(sheet.getRow(3).getCell(1).value).toBe('abcdef');
    expect(sheet.getRow(4).getCell(1).value).toBe('linha 1\nlinha 2\ttab  espaços  ');
    // An inline string is text, never a formula.
    expect(sheet.getRow(5).getCell(1).value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(5).getCell(1).formula).toBeUndefined();
  });

  it('writes 20,000 rows in pages and reads every one back', async () => {
    const rows: ExportCell[][] = Array.from({ length: 20_000 }, (_, i) => [`Eleitor ${i}`, i, i / 100]);
    const { count, sheet } = await roundTrip(rows, 5000);
    expect(count).toBe(20_000);
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).values).toEqual([undefined, 'Eleitor 19999', 19999, 199.99]);
  });
});

describe('the import reads it back', () => {
  it('as the same cells, so an exported list can be imported again', async () => {
    const file = path.join(dir, 'reimport.xlsx');
    const rows: ExportCell[][] = [
      ['Zuleica & Cia', 2026, 250000.5],
      ['', 7, 0],
    ];
    await writeXlsxFile(file, async (page) => (await page(rows), rows.length), LAYOUT);
    const records = [];
    for await (const record of xlsxRecords(file, { sheet: null })) records.push(record);
    expect(records).toEqual([
      { row: 1, cells: LAYOUT.headers },
      { row: 2, cells: ['Zuleica & Cia', '2026', '250000.5'] },
      { row: 3, cells: ['', '7', '0'] },
    ]);
  });
});

describe('column names and XML text', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes the entities and keeps valid surrogate pairs', () => {
    expect(xmlText('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(xmlText('🚑\uDC00x')).toBe('🚑x');
    expect(xmlText('sem nada')).toBe('sem nada');
  });
});
