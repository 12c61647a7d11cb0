// Exports through the API: CSV and XLSX content, the signed expiring link, the history, other offices.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { csvLines, importFile, makeCpf, sqlRows, waitForExport } from '../imports/transfers-test-helpers.ts';

let t: TestApp;
let admin: string;
let tagId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  const text = [
    'Nome;CPF;Nascimento;Celular;WhatsApp;Email;Bairro;Cidade;Tags;Sexo',
    `Zuleica Exportada;${makeCpf(901)};07/09/1961;(19) 99100-0901;(19) 99100-0902;zu@exemplo.com;Cambuí;Campinas;Exportação;F`,
    `Abel Exportado;;;;;;"Vila; Nova";Campinas;Exportação;`,
    `=HYPERLINK("x") Exportado;;;;;;;;;`,
  ].join('\n');
  await importFile(t, admin, 'export.csv', Buffer.from(text), {
    Nome: 'name',
    CPF: 'cpf',
    Nascimento: 'birthDate',
    Celular: 'phone',
    WhatsApp: 'whatsapp',
    Email: 'email',
    Bairro: 'neighborhood',
    Cidade: 'city',
    Tags: 'tags',
    Sexo: 'gender',
  });
  tagId = (await sqlRows<{ id: string }>(t, `select id from tags where name = 'Exportação'`))[0]!.id;
});
afterAll(() => t.close());

async function exportAndWait(payload: Record<string, unknown>) {
  const res = await t.call(admin, { method: 'POST', url: '/api/exports', payload });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ status: 'queued', downloadUrl: null });
  const done = await waitForExport(t, admin, res.json()._id);
  expect(done.status).toBe('completed');
  return { ...res.json(), ...done } as {
    _id: string;
    description: string;
    rowCount: number;
    downloadUrl: string;
  };
}

describe('CSV export', () => {
  it('writes the filtered citizens in pt-BR formats, by name, behind a signed link', async () => {
    const done = await exportAndWait({ format: 'csv', filter: { tags: [tagId] } });
    expect(done).toMatchObject({ rowCount: 2, description: 'Tags: Exportação' });
    expect(done.downloadUrl).toMatch(new RegExp(`^/api/exports/${done._id}/file\\?token=\\d+\\.[\\w-]+$`));
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="eleitores-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(file.body);
    expect(lines[0]).toBe(
      'Nome;Nome social;Apelido;CPF;Data de nascimento;Gênero;Título;Zona;Seção;Telefone;WhatsApp;E-mail;CEP;Logradouro;Número;Complemento;Bairro;Cidade;UF;Tags;Liderança;Origem;Cadastrado em',
    );
    expect(lines[1]).toMatch(
      /^Abel Exportado;;;;;;;;;;;;;;;;"Vila; Nova";Campinas;SP;Exportação;;Importação de planilha;\d{2}\/\d{2}\/\d{4}$/,
    );
    const cpf = makeCpf(901);
    expect(lines[2]).toContain(
      `Zuleica Exportada;;;${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)};07/09/1961;Feminino;;;;(19) 99100-0901;(19) 99100-0902;zu@exemplo.com;;;;;Cambuí;Campinas;SP;Exportação;`,
    );
    expect(lines).toHaveLength(3);
  });

  it('exports chosen ids and neutralises cells a spreadsheet would run as formulas', async () => {
    const [row] = await sqlRows<{ id: string }>(t, `select id from citizens where name like '=HYPERLINK%'`);
    const done = await exportAndWait({ ids: [row!.id] });
    expect(done).toMatchObject({ rowCount: 1, description: '1 eleitor selecionado' });
    const lines = csvLines((await t.app.inject({ method: 'GET', url: done.downloadUrl })).body);
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""x"") Exportado"`)).toBe(true);
  });
});

describe('XLSX export', () => {
  it('writes a workbook with the header and one row per citizen', async () => {
    const done = await exportAndWait({ format: 'xlsx', filter: { tags: [tagId] } });
    const file = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Eleitores')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet.getRow(3).getCell(1).value).toBe('Zuleica Exportada');
    expect(sheet.getRow(3).getCell(10).value).toBe('(19) 99100-0901');
  });
});

describe('download link', () => {
  it('refuses a forged or altered token and a link past its expiry', async () => {
    const done = await exportAndWait({ format: 'csv', filter: {} });
    const [base, token] = done.downloadUrl.split('?token=') as [string, string];
    const [exp, sig] = token.split('.') as [string, string];
    // Another first character: a different signature whatever this one is (an edit of the last two characters
    // could decode to the same bytes, and then the test itself failed once in a while).
    const altered = (sig.startsWith('A') ? 'B' : 'A') + sig.slice(1);
    const forged = await t.app.inject({ method: 'GET', url: `${base}?token=${exp}.${altered}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('EXPORT_LINK_INVALID');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = sig.slice(0, -1) + alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1];
    const sameBytes = await t.app.inject({ method: 'GET', url: `${base}?token=${exp}.${twin}` });
    expect(sameBytes.statusCode).toBe(403);
    const later = await t.app.inject({ method: 'GET', url: `${base}?token=${Number(exp) + 3600}.${sig}` });
    expect(later.statusCode).toBe(403);
    const past = await t.app.inject({ method: 'GET', url: `${base}?token=1.${sig}` });
    expect(past.statusCode).toBe(403);
    const { exportLink } = await import('./export-link.ts');
    const expired = await t.app.inject({
      method: 'GET',
      url: exportLink(t.deps.env, done._id, new Date(Date.now() - 1000)),
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      code: 'EXPORT_EXPIRED',
      message: 'O link desta exportação expirou. Gere uma nova exportação.',
    });
    const missing = await t.app.inject({ method: 'GET', url: `${base}` });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 410 once the export expired, deletes the file and marks it expired', async () => {
    const done = await exportAndWait({ format: 'csv', filter: {} });
    await t.deps.database.executeSql(
      `update exports set expires_at = now() - interval '1 minute' where id = $1`,
      [done._id],
    );
    const read = await t.call(admin, { method: 'GET', url: `/api/exports/${done._id}` });
    expect(read.json()).toMatchObject({ status: 'expired', downloadUrl: null });
    const res = await t.app.inject({ method: 'GET', url: done.downloadUrl });
    expect(res.statusCode).toBe(410);
    const [row] = await sqlRows<{ status: string; file_path: string | null }>(
      t,
      'select status, file_path from exports where id = $1',
      [done._id],
    );
    expect(row).toEqual({ status: 'expired', file_path: null });
  });
});

describe('history and permissions', () => {
  it('lists the office exports, newest first, and hides them from another office', async () => {
    const list = await t.call(admin, { method: 'GET', url: '/api/exports?perPage=100' });
    expect(list.statusCode).toBe(200);
    const { exports, total } = list.json();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(exports[0].user).toMatchObject({ name: expect.any(String) });
    const other = await t.login('admin.bh@gabinete.demo');
    expect((await t.call(other, { method: 'GET', url: `/api/exports/${exports[0]._id}` })).statusCode).toBe(
      404,
    );
    const theirs = await t.call(other, { method: 'GET', url: '/api/exports' });
    expect(theirs.json().exports.map((e: { _id: string }) => e._id)).not.toContain(exports[0]._id);
    const reader = await t.login('leitura@gabinete.demo');
    expect(
      (await t.call(reader, { method: 'POST', url: '/api/exports', payload: { format: 'csv' } })).statusCode,
    ).toBe(403);
    expect((await t.call(reader, { method: 'GET', url: '/api/exports' })).statusCode).toBe(200);
  });

  it("exports only the caller's office even when given another office's ids", async () => {
    const [row] = await sqlRows<{ id: string }>(
      t,
      `select id from citizens where name = 'Zuleica Exportada'`,
    );
    const other = await t.login('admin.bh@gabinete.demo');
    const res = await t.call(other, { method: 'POST', url: '/api/exports', payload: { ids: [row!.id] } });
    expect(res.statusCode).toBe(201);
    const done = await waitForExport(t, other, res.json()._id);
    expect(done).toMatchObject({ status: 'completed', rowCount: 0 });
  });
});
