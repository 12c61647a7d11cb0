// Duplicate rows under each policy: against the office's citizens and against earlier rows of the same file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importFile, makeCpf, makeVoterTitle, sqlRows, upload } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;
const MAPPING = {
  Nome: 'name',
  CPF: 'cpf',
  Título: 'voterTitle',
  Celular: 'phone',
  Bairro: 'neighborhood',
  Email: 'email',
};
const HEADER = 'Nome;CPF;Título;Celular;Bairro;Email';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  // The office already has Ana (CPF), Bia (título) and Caio (phone).
  const seed = [
    HEADER,
    `Ana Original;${makeCpf(301)};;;Centro;`,
    `Bia Original;;${makeVoterTitle(3020001)};;Centro;`,
    `Caio Original;;;(11) 98888-0303;Centro;`,
  ].join('\n');
  const done = await importFile(t, admin, 'base.csv', Buffer.from(seed), MAPPING, {
    duplicatePolicy: 'create',
  });
  expect(done.createdRows).toBe(3);
});
afterAll(() => t.close());

const incoming = (suffix: string, n: number) =>
  [
    HEADER,
    `Ana ${suffix};${makeCpf(301)};;;Cambuí;ana@${suffix}.com`,
    `Bia ${suffix};;${makeVoterTitle(3020001)};;;`,
    `Caio ${suffix};;;11988880303;Taquaral;`,
    `Novo ${suffix};${makeCpf(400 + n)};;(11) 97777-040${n};Guanabara;`,
    `Novo de novo ${suffix};${makeCpf(400 + n)};;;Jardim;`,
  ].join('\n');

const count = async (name: string) =>
  (
    await sqlRows<{ n: number }>(
      t,
      `select count(*)::int as n from citizens where name like $1 and deleted_at is null`,
      [name],
    )
  )[0]!.n;

describe('duplicate policy', () => {
  it('skip: keeps the existing records and the first of two rows of the file', async () => {
    const done = await importFile(t, admin, 'skip.csv', Buffer.from(incoming('pulo', 1)), MAPPING, {
      duplicatePolicy: 'skip',
    });
    expect(done).toMatchObject({
      status: 'completed',
      createdRows: 1,
      updatedRows: 0,
      skippedRows: 4,
      failedRows: 0,
    });
    expect(await count('% pulo')).toBe(1);
    const [ana] = await sqlRows<{ name: string; neighborhood: string }>(
      t,
      'select name, neighborhood from citizens where cpf = $1',
      [makeCpf(301)],
    );
    expect(ana).toEqual({ name: 'Ana Original', neighborhood: 'Centro' });
  });

  it('update: fills the mapped fields of the existing record and merges rows of the file', async () => {
    const done = await importFile(t, admin, 'update.csv', Buffer.from(incoming('novo', 2)), MAPPING, {
      duplicatePolicy: 'update',
    });
    expect(done).toMatchObject({
      status: 'completed',
      createdRows: 1,
      updatedRows: 4,
      skippedRows: 0,
      failedRows: 0,
    });
    const [ana] = await sqlRows<{ id: string; name: string; neighborhood: string; n: number }>(
      t,
      'select id, name, neighborhood, (select count(*)::int from citizens x where x.cpf = c.cpf) as n from citizens c where cpf = $1',
      [makeCpf(301)],
    );
    expect(ana).toMatchObject({ name: 'Ana novo', neighborhood: 'Cambuí', n: 1 });
    const emails = await sqlRows<{ address: string }>(
      t,
      'select address from citizen_emails where citizen_id = $1',
      [ana!.id],
    );
    expect(emails).toEqual([{ address: 'ana@novo.com' }]);
    // An empty cell does not clear what the record had: Bia keeps her bairro.
    const [bia] = await sqlRows<{ neighborhood: string }>(
      t,
      'select neighborhood from citizens where voter_title = $1',
      [makeVoterTitle(3020001)],
    );
    expect(bia!.neighborhood).toBe('Centro');
    // Caio matched by phone, and the phone is not added twice.
    const caioPhones = await sqlRows(
      t,
      `select p.number from citizen_phones p join citizens c on c.id = p.citizen_id where c.name = 'Caio novo'`,
    );
    expect(caioPhones).toEqual([{ number: '+5511988880303' }]);
    // The two 'Novo' rows of the file are one citizen, with the later row's bairro.
    const novo = await sqlRows<{ name: string; neighborhood: string }>(
      t,
      'select name, neighborhood from citizens where cpf = $1',
      [makeCpf(402)],
    );
    expect(novo).toEqual([{ name: 'Novo de novo novo', neighborhood: 'Jardim' }]);
    const history = await sqlRows<{
      action: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }>(t, 'select action, changes from citizen_changes where citizen_id = $1 order by created_at', [ana!.id]);
    expect(history.at(-1)!.changes).toEqual([
      { field: 'import', from: null, to: 'update.csv' },
      { field: 'name', from: 'Ana Original', to: 'Ana novo' },
      { field: 'neighborhood', from: 'Centro', to: 'Cambuí' },
      { field: 'emails', from: null, to: ['ana@novo.com'] },
    ]);
  });

  it('create: adds new records when phones repeat, never a second CPF or título', async () => {
    const done = await importFile(t, admin, 'create.csv', Buffer.from(incoming('criado', 3)), MAPPING, {
      duplicatePolicy: 'create',
    });
    // Ana's CPF, Bia's título and the file's own repeated CPF are refused; Caio (phone) and Novo are created.
    expect(done).toMatchObject({
      status: 'completed',
      createdRows: 2,
      updatedRows: 0,
      skippedRows: 0,
      failedRows: 3,
    });
    const [n] = await sqlRows<{ n: number }>(t, 'select count(*)::int as n from citizens where cpf = $1', [
      makeCpf(301),
    ]);
    expect(n!.n).toBe(1);
    expect(await count('Caio criado')).toBe(1);
    const errors = await sqlRows<{ row: number; field: string | null; message: string }>(
      t,
      'select row, field, message from import_errors where import_id = $1 order by row',
      [done._id],
    );
    expect(errors).toEqual([
      {
        row: 2,
        field: 'CPF',
        message: expect.stringMatching(/^CPF já cadastrado para outro eleitor \(Ana /),
      },
      {
        row: 3,
        field: 'Título',
        message: expect.stringMatching(/^Título de eleitor já cadastrado para outro eleitor \(Bia /),
      },
      { row: 6, field: 'CPF', message: expect.stringMatching(/^CPF já cadastrado para outro eleitor/) },
    ]);
  });

  it('update: refuses a row that would give one record the título of another', async () => {
    // The row matches Ana by CPF but carries Bia's título: updating Ana would make two holders of it.
    const file = [HEADER, `Ana Trocada;${makeCpf(301)};${makeVoterTitle(3020001)};;Vila Nova;`].join('\n');
    const done = await importFile(t, admin, 'troca.csv', Buffer.from(file), MAPPING, {
      duplicatePolicy: 'update',
    });
    expect(done).toMatchObject({ status: 'completed', createdRows: 0, updatedRows: 0, failedRows: 1 });
    const holders = await sqlRows<{ n: number }>(
      t,
      'select count(*)::int as n from citizens where voter_title = $1 and deleted_at is null',
      [makeVoterTitle(3020001)],
    );
    expect(holders[0]!.n).toBe(1);
    expect(await count('Ana Trocada')).toBe(0);
  });

  it('skip: a row carrying a known CPF is skipped, not created again', async () => {
    const file = [HEADER, `Ana Pulada;${makeCpf(301)};;;Centro;`].join('\n');
    const done = await importFile(t, admin, 'pulo2.csv', Buffer.from(file), MAPPING, {
      duplicatePolicy: 'skip',
    });
    expect(done).toMatchObject({ status: 'completed', createdRows: 0, skippedRows: 1, failedRows: 0 });
  });

  it('shows the existing record a row duplicates in the preview', async () => {
    const up = await upload(t, admin, 'preview.csv', Buffer.from(incoming('prévia', 4)));
    const res = await t.call(admin, {
      method: 'PUT',
      url: `/api/imports/${up.json()._id}/mapping`,
      payload: { mapping: MAPPING, duplicatePolicy: 'update' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as {
      row: number;
      duplicateOf: { name: string } | null;
      values: Record<string, string | null>;
    }[];
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[0]!.values).toMatchObject({ Nome: 'Ana prévia', Bairro: 'Cambuí', Título: null });
    expect(rows[1]!.duplicateOf?.name).toMatch(/^Bia /);
    expect(rows[2]!.duplicateOf?.name).toMatch(/^Caio /);
    expect(rows[3]!.duplicateOf).toBeNull();
  });
});
