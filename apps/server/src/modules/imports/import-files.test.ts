// Files as they come: XLSX with formulas and several sheets, broken quotes, tabs, too big, too many rows.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fileForm, importFile, makeCpf, sqlRows, upload } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ IMPORT_MAX_BYTES: String(256 * 1024), IMPORT_MAX_ROWS: '50' });
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Instruções');
  const sheet = wb.addWorksheet('Contatos');
  sheet.addRow(['Cadastro de apoiadores — 2024']);
  sheet.addRow([]);
  sheet.addRow(['Nome', 'Sobrenome', 'Nome completo', 'CPF', 'Nascimento', 'Telefone', 'Cidade']);
  sheet.addRow([
    'Paula',
    'Fórmula',
    { formula: 'A4&" "&B4', result: 'Paula Fórmula' },
    Number(makeCpf(12345678)),
    new Date(Date.UTC(1985, 6, 20)),
    { formula: '"(19) 9"&"8765-4321"', result: '(19) 98765-4321' },
    'Campinas',
  ]);
  sheet.addRow(['Rui', 'Serial', 'Rui Serial', '', 32000, 19987654322, 'campinas/sp']);
  const other = wb.addWorksheet('Resumo');
  other.addRow(['Total', { formula: 'COUNTA(Contatos!A:A)', result: 3 }]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('XLSX', () => {
  it('reads the first sheet with data, with formulas as their results and the other sheets ignored', async () => {
    const bytes = await workbook();
    const up = await upload(t, admin, 'apoiadores.xlsx', bytes);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({
      format: 'xlsx',
      encoding: null,
      sheet: 'Contatos',
      totalRows: 2,
      columns: ['Nome', 'Sobrenome', 'Nome completo', 'CPF', 'Nascimento', 'Telefone', 'Cidade'],
    });
    const done = await importFile(t, admin, 'apoiadores.xlsx', bytes, {
      'Nome completo': 'name',
      CPF: 'cpf',
      Nascimento: 'birthDate',
      Telefone: 'phone',
      Cidade: 'city',
    });
    expect(done).toMatchObject({ status: 'completed', createdRows: 2, failedRows: 0 });
    const rows = await sqlRows<{
      name: string;
      cpf: string | null;
      birth: string;
      phone: string;
      city_ibge: number;
    }>(
      t,
      `select c.name, c.cpf, c.birth_date::text as birth, p.number as phone, c.city_ibge from citizens c
       join citizen_phones p on p.citizen_id = c.id where c.import_id = $1 order by c.name`,
      [done._id],
    );
    expect(rows).toEqual([
      // The CPF Excel kept as a number got its leading zero back.
      {
        name: 'Paula Fórmula',
        cpf: makeCpf(12345678),
        birth: '1985-07-20',
        phone: '+5519987654321',
        city_ibge: 3509502,
      },
      // 32000 is an Excel serial date: 1987-08-11.
      { name: 'Rui Serial', cpf: null, birth: '1987-08-11', phone: '+5519987654322', city_ibge: 3509502 },
    ]);
  }, 60_000); // The first XLSX starts the analyser's worker thread (exceljs loads in seconds on a busy machine).

  it('refuses a zip that is not a workbook', async () => {
    const res = await upload(
      t,
      admin,
      'quebrada.xlsx',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMPORT_FILE_INVALID');
  });
});

describe('CSV shapes', () => {
  it('turns broken quotes into row errors and imports the other rows', async () => {
    const text = [
      'Nome;Telefone',
      'Ana;(61) 99999-0001',
      '"Bruno;(61) 99999-0002',
      'Carla;(61) 99999-0003',
      'Davi";4',
      'Eva;(61) 99999-0005',
      '"Fábio;6',
    ].join('\n');
    const done = await importFile(t, admin, 'aspas.csv', Buffer.from(text), {
      Nome: 'name',
      Telefone: 'phone',
    });
    expect(done).toMatchObject({ status: 'completed', totalRows: 4, createdRows: 2, failedRows: 2 });
    const errors = (await t.call(admin, { method: 'GET', url: `/api/imports/${done._id}/errors` })).json()
      .errors;
    expect(errors).toEqual([
      { row: 3, field: null, message: 'Aspas mal fechadas: esta linha engoliu as linhas até a 5.' },
      { row: 7, field: null, message: 'Aspas não fechadas: as linhas 7 a 7 não puderam ser lidas.' },
    ]);
    const names = await sqlRows<{ name: string }>(
      t,
      'select name from citizens where import_id = $1 order by name',
      [done._id],
    );
    expect(names.map((n) => n.name)).toEqual(['Ana', 'Eva']);
  });

  it('detects tabs and title lines above the header', async () => {
    const text = 'Relatório de contatos\n\nNome\tBairro\tCidade\nÍris\tCentro\tCampinas\n';
    const up = await upload(t, admin, 'tabs.txt', Buffer.from(text));
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ columns: ['Nome', 'Bairro', 'Cidade'], totalRows: 1 });
  });

  it('refuses more rows than the limit', async () => {
    const text = ['Nome', ...Array.from({ length: 51 }, (_, i) => `Pessoa ${i}`)].join('\n');
    const res = await upload(t, admin, 'grande.csv', Buffer.from(text));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_TOO_MANY_ROWS',
      message: expect.stringContaining('máximo 50'),
    });
  });
});

describe('size limit', () => {
  const dir = () => path.join(t.deps.env.dataDir, 'imports');
  const filesLeft = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).length : 0);

  it('answers 413 for a streamed file over the limit and keeps nothing of it', async () => {
    const before = filesLeft();
    const { headers, payload } = fileForm('enorme.csv', Buffer.alloc(0));
    const boundary = headers['content-type'].split('boundary=')[1]!;
    const trailer = `\r\n--${boundary}--\r\n`.length;
    const [head, tail] = [
      payload.subarray(0, payload.length - trailer),
      payload.subarray(payload.length - trailer),
    ];
    const line = Buffer.from('Nome;Bairro\r\n'.repeat(4096));
    // 2 MB produced chunk by chunk, never as one buffer.
    async function* body() {
      yield head;
      for (let i = 0; i < 40; i++) yield line;
      yield tail;
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload: Readable.from(body()),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'O arquivo passa do limite de 256 KB.',
    });
    expect(filesLeft()).toBe(before);
  });

  it('refuses at once a body whose declared size is over the limit', async () => {
    const res = await upload(t, admin, 'grande.csv', Buffer.alloc(400 * 1024, 'a'));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });
});
