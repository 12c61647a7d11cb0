// The emendas export: the list's filter as CSV/XLSX through the exports' job, pt-BR columns and money,
// formula cells neutralised, scoped to the office and to who may read emendas and export.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { csvLines, waitForExport } from '../imports/transfers-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reader: string;
let reception: string;
let otherAdmin: string;

const AUTHOR = 'Dep. Exportação Planilha';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  for (const payload of [
    { number: '0101', code: '203800000101', object: 'Reforma da creche', indicated: 25_000_050 },
    { number: '0102', code: '203800000102', object: '=HYPERLINK("x") obra', indicated: 10_000 },
  ]) {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/amendments',
      payload: {
        sphere: 'federal',
        year: 2038,
        kind: 'Emenda de Bancada',
        author: AUTHOR,
        cityIbge: 3509502,
        ...payload,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

async function exportAndWait(token: string, payload: Record<string, unknown>) {
  const res = await t.call(token, { method: 'POST', url: '/api/amendments/exports', payload });
  expect(res.statusCode, res.body).toBe(201);
  const done = await waitForExport(t, token, res.json()._id);
  expect(done.status).toBe('completed');
  return { ...res.json(), ...done } as { description: string; rowCount: number; downloadUrl: string };
}

describe('POST /api/amendments/exports', () => {
  it('writes the filtered emendas as a pt-BR CSV with money as 1.234,56 and no formula cells', async () => {
    const done = await exportAndWait(assessor, {
      format: 'csv',
      filter: { year: '2038', author: AUTHOR, cityIbge: '3509502' },
    });
    expect(done).toMatchObject({ rowCount: 2, description: expect.stringMatching(/^Emendas: 2038 · /) });
    expect(done.description).toContain('Campinas/SP');
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="emendas-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csvLines(file.body);
    expect(lines[0]).toMatch(/^Esfera;Ano;Número;Código;Tipo;Autor;Objeto;Área;Município;UF;Beneficiário;/);
    expect(lines[0]).toContain(';Indicado;Aprovado;Empenhado;Liquidado;Pago;');
    const creche = lines.find((l) => l.includes('Reforma da creche'))!;
    expect(creche).toMatch(
      /^Federal;2038;0101;203800000101;Emenda de Bancada;Dep\. Exportação Planilha;Reforma da creche;;Campinas;SP;/,
    );
    expect(creche).toContain(';Indicada;;250.000,50;0,00;0,00;0,00;0,00;');
    const formula = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(formula).toContain(`;"'=HYPERLINK(""x"") obra";`);
    expect(lines).toHaveLength(3);
  });

  it('writes an XLSX whose money columns are numbers in reais', async () => {
    const done = await exportAndWait(admin, { format: 'xlsx', filter: { author: AUTHOR, q: 'creche' } });
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Emendas')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(17).value).toBe('Indicado');
    expect(sheet.getRow(2).getCell(17).value).toBe(250_000.5);
    expect(sheet.getRow(2).getCell(7).value).toBe('Reforma da creche');
  });

  it("never exports another office's emendas", async () => {
    const done = await exportAndWait(otherAdmin, { format: 'csv', filter: { author: AUTHOR } });
    expect(done.rowCount).toBe(0);
  });

  it('is refused to who may not export (leitura) or not read emendas (recepção), and checks the filter', async () => {
    for (const token of [reader, reception]) {
      const res = await t.call(token, {
        method: 'POST',
        url: '/api/amendments/exports',
        payload: { format: 'csv' },
      });
      expect(res.statusCode).toBe(403);
    }
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/amendments/exports',
      payload: { format: 'pdf', filter: { status: 'inventada' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});
