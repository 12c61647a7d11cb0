// Imports through the API: upload and analysis, mapping and preview, the job, the error report, permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { csvLines, importFile, makeCpf, sqlRows, upload, waitForImport } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const UTF8 = [
  'Nome completo;CPF;Celular;E-mail;Bairro;Cidade;UF;Data de nascimento;Sexo;Tags',
  `João da Conceição;${makeCpf(101)};(19) 99111-0001;joao@exemplo.com;Cambuí;Campinas;SP;03/05/1980;M;Saúde, Educação`,
  `Maria Antônia;${makeCpf(102)};19991110002;;Centro;São Paulo;SP;15/08/75;feminino;saúde`,
  `Zé Sem Documento;;;;;;;;;`,
].join('\r\n');

describe('upload', () => {
  it('analyses a UTF-8 CSV with BOM: columns, rows, and a suggested mapping', async () => {
    const res = await upload(t, admin, 'contatos.csv', Buffer.from(`\uFEFF${UTF8}\r\n`, 'utf8'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      fileName: 'contatos.csv',
      format: 'csv',
      encoding: 'utf-8',
      status: 'uploaded',
      totalRows: 3,
      columns: [
        'Nome completo',
        'CPF',
        'Celular',
        'E-mail',
        'Bairro',
        'Cidade',
        'UF',
        'Data de nascimento',
        'Sexo',
        'Tags',
      ],
    });
    expect(body.mapping).toEqual({
      'Nome completo': 'name',
      CPF: 'cpf',
      Celular: 'phone',
      'E-mail': 'email',
      Bairro: 'neighborhood',
      Cidade: 'city',
      UF: 'uf',
      'Data de nascimento': 'birthDate',
      Sexo: 'gender',
      Tags: 'tags',
    });
  });

  it('refuses an empty file and a file with only a header', async () => {
    const empty = await upload(t, admin, 'vazio.csv', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('IMPORT_FILE_EMPTY');
    const header = await upload(t, admin, 'so-cabecalho.csv', Buffer.from('Nome;CPF\n'));
    expect(header.statusCode).toBe(422);
    expect(header.json().code).toBe('IMPORT_FILE_EMPTY');
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await upload(t, admin, 'foto.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_INVALID',
      message: expect.stringContaining('planilha'),
    });
    const xls = await upload(
      t,
      admin,
      'antiga.xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    );
    expect(xls.statusCode).toBe(422);
    expect(xls.json().message).toContain('.xls');
  });
});

describe('import job', () => {
  it('imports the rows with accents, tags, phones in E.164 and the city by name', async () => {
    const mapping = {
      'Nome completo': 'name',
      CPF: 'cpf',
      Celular: 'phone',
      'E-mail': 'email',
      Bairro: 'neighborhood',
      Cidade: 'city',
      UF: 'uf',
      'Data de nascimento': 'birthDate',
      Sexo: 'gender',
      Tags: 'tags',
    };
    const done = await importFile(t, admin, 'contatos.csv', Buffer.from(UTF8, 'utf8'), mapping);
    expect(done).toMatchObject({ status: 'completed', processedRows: 3, createdRows: 3, failedRows: 0 });
    const [joao] = await sqlRows<Record<string, unknown>>(
      t,
      `select c.*, m.name as city from citizens c left join municipalities m on m.ibge = c.city_ibge where c.cpf = $1`,
      [makeCpf(101)],
    );
    expect(joao).toMatchObject({
      name: 'João da Conceição',
      neighborhood: 'Cambuí',
      city: 'Campinas',
      uf: 'SP',
      gender: 'masculino',
      origin: 'importacao',
      import_id: done._id,
    });
    const phones = await sqlRows<{ number: string }>(
      t,
      'select number from citizen_phones where citizen_id = $1',
      [joao!.id],
    );
    expect(phones.map((p) => p.number)).toEqual(['+5519991110001']);
    const tags = await sqlRows<{ name: string }>(
      t,
      'select t.name from citizen_tags ct join tags t on t.id = ct.tag_id where ct.citizen_id = $1 order by t.name',
      [joao!.id],
    );
    expect(tags.map((x) => x.name)).toEqual(['Educação', 'Saúde']);
    const [maria] = await sqlRows<{ birth_date: string; id: string }>(
      t,
      `select id, birth_date::text from citizens where cpf = $1`,
      [makeCpf(102)],
    );
    expect(maria!.birth_date).toBe('1975-08-15');
    // 'saúde' found the tag 'Saúde' the first row created.
    const mariaTags = await sqlRows(t, 'select 1 from citizen_tags where citizen_id = $1', [maria!.id]);
    expect(mariaTags).toHaveLength(1);
    const history = await sqlRows<{ action: string; changes: unknown }>(
      t,
      'select action, changes from citizen_changes where citizen_id = $1',
      [joao!.id],
    );
    expect(history).toEqual([
      { action: 'import', changes: [{ field: 'import', from: null, to: 'contatos.csv' }] },
    ]);
  });

  it('reads a Latin-1 CSV with commas with the right accents', async () => {
    // Excel's Windows-1252: byte 0x92 is the apostrophe ’ (U+2019), not a control character.
    const text = [
      'nome,telefone,municipio',
      'Conceição Araújo,(19) 3232-1000,Hortolândia',
      '"Ângela, a Mãe",,',
      'Maria D\u0092Ávila,,',
    ].join('\n');
    const up = await upload(t, admin, 'excel.csv', Buffer.from(text, 'latin1'));
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({
      encoding: 'latin1',
      columns: ['nome', 'telefone', 'municipio'],
      totalRows: 3,
    });
    const done = await importFile(t, admin, 'excel.csv', Buffer.from(text, 'latin1'), {
      nome: 'name',
      telefone: 'phone',
      municipio: 'city',
    });
    expect(done).toMatchObject({ status: 'completed', createdRows: 3, failedRows: 0 });
    const rows = await sqlRows<{ name: string; type: string }>(
      t,
      `select c.name, p.type from citizens c left join citizen_phones p on p.citizen_id = c.id where c.import_id = $1 order by c.name`,
      [done._id],
    );
    expect(rows).toEqual([
      { name: 'Conceição Araújo', type: 'residencial' },
      { name: 'Maria D’Ávila', type: null },
      { name: 'Ângela, a Mãe', type: null },
    ]);
  });

  it('reports bad rows with the reason and keeps importing the rest', async () => {
    const text = [
      'Nome;CPF;Telefone;Nascimento;Cidade',
      `Ana Válida;${makeCpf(201)};(61) 99999-0001;01/02/1990;Brasília`,
      'Bruno CPF;123.456.789-00;;;',
      'Carla Fone;;12345;;',
      'Davi Futuro;;;01/01/2099;',
      'Eva Cidade;;;;Cidade Inexistente',
      ';;;;',
      'F;;;;',
    ].join('\n');
    const done = await importFile(t, admin, 'ruins.csv', Buffer.from(text), {
      Nome: 'name',
      CPF: 'cpf',
      Telefone: 'phone',
      Nascimento: 'birthDate',
      Cidade: 'city',
    });
    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 6,
      processedRows: 6,
      createdRows: 1,
      failedRows: 5,
    });
    const list = await t.call(admin, { method: 'GET', url: `/api/imports/${done._id}/errors` });
    expect(list.statusCode).toBe(200);
    expect(list.json().errors).toEqual([
      { row: 3, field: 'CPF', message: 'CPF inválido' },
      { row: 4, field: 'Telefone', message: 'Telefone inválido: informe DDD e número' },
      { row: 5, field: 'Nascimento', message: 'A data não pode estar no futuro' },
      { row: 6, field: 'Cidade', message: 'Cidade não encontrada: Cidade Inexistente' },
      { row: 8, field: 'Nome', message: 'Informe o nome' },
    ]);
    const report = await t.call(admin, { method: 'GET', url: `/api/imports/${done._id}/errors.csv` });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.headers['content-disposition']).toContain('erros-ruins.csv');
    expect(report.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvLines(report.body);
    expect(lines[0]).toBe('linha;campo;erro;Nome;CPF;Telefone;Nascimento;Cidade');
    expect(lines[1]).toBe('3;CPF;CPF inválido;Bruno CPF;123.456.789-00;;;');
    expect(lines[4]).toBe(
      '6;Cidade;Cidade não encontrada: Cidade Inexistente;Eva Cidade;;;;Cidade Inexistente',
    );
    expect(lines).toHaveLength(6);
  });
});

describe('lifecycle and permissions', () => {
  it('cannot start twice, nor without the name column', async () => {
    const up = await upload(t, admin, 'x.csv', Buffer.from('Coluna A;Coluna B\nx;y\n'));
    const id = up.json()._id;
    const notMapped = await t.call(admin, { method: 'POST', url: `/api/imports/${id}/start` });
    expect(notMapped.statusCode).toBe(422);
    expect(notMapped.json().code).toBe('IMPORT_NOT_MAPPED');
    await t.call(admin, {
      method: 'PUT',
      url: `/api/imports/${id}/mapping`,
      payload: { mapping: { 'Coluna A': 'name' } },
    });
    expect((await t.call(admin, { method: 'POST', url: `/api/imports/${id}/start` })).statusCode).toBe(200);
    const again = await t.call(admin, { method: 'POST', url: `/api/imports/${id}/start` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IMPORT_NOT_EDITABLE');
    await waitForImport(t, admin, id);
  });

  it("hides another office's imports and refuses a read-only user", async () => {
    const up = await upload(t, admin, 'meu.csv', Buffer.from('Nome\nAna\n'));
    const id = up.json()._id;
    const other = await t.login('admin.bh@gabinete.demo');
    for (const [method, url] of [
      ['GET', `/api/imports/${id}`],
      ['GET', `/api/imports/${id}/preview`],
      ['GET', `/api/imports/${id}/errors`],
      ['GET', `/api/imports/${id}/errors.csv`],
      ['POST', `/api/imports/${id}/start`],
      ['POST', `/api/imports/${id}/cancel`],
    ] as const) {
      const res = await t.call(other, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mapped = await t.call(other, {
      method: 'PUT',
      url: `/api/imports/${id}/mapping`,
      payload: { mapping: { Nome: 'name' } },
    });
    expect(mapped.statusCode).toBe(404);
    const list = await t.call(other, { method: 'GET', url: '/api/imports' });
    expect(list.json().imports.map((i: { _id: string }) => i._id)).not.toContain(id);
    const reader = await t.login('leitura@gabinete.demo');
    expect((await upload(t, reader, 'x.csv', Buffer.from('Nome\nAna\n'))).statusCode).toBe(403);
    expect((await t.call(reader, { method: 'POST', url: `/api/imports/${id}/start` })).statusCode).toBe(403);
    expect((await t.call(reader, { method: 'GET', url: `/api/imports/${id}` })).statusCode).toBe(200);
  });
});
