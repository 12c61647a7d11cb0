import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { DEMO_ORG, notificationsOf, userId } from '../occurrences/casework-test-helpers.ts';

const require = createRequire(import.meta.url);
const JSZip = createRequire(require.resolve('exceljs'))('jszip') as new () => {
  file(name: string, data: Buffer): void;
  generateAsync(o: { type: 'nodebuffer' }): Promise<Buffer>;
};

const SAMPLE = fs.readFileSync(new URL('../../../fixtures/portal-emendas-amostra.csv', import.meta.url));

let t: TestApp;
let admin: string;
let reader: string;
let otherAdmin: string;
let assessorId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
});
afterAll(() => t.close());

const upload = (token: string, file: Buffer) =>
  t.call(token, { method: 'POST', url: '/api/amendments/imports', ...multipart({}, { file }) });

async function amendmentByCode(code: string) {
  const res = await t.deps.database.executeSql(
    'select id, committed, version from amendments where organization_id = $1 and code = $2',
    [DEMO_ORG, code],
  );
  return res.rows as { id: string; committed: string; version: number }[];
}

describe('Portal import', () => {
  it('previews, executes, and a second run of the same file changes nothing', async () => {
    const preview = await upload(admin, SAMPLE);
    expect(preview.statusCode, preview.body).toBe(201);
    const p = preview.json();
    expect(p).toMatchObject({
      status: 'preview',
      rows: 9,
      summary: { create: 1, update: 1, unchanged: 2, park: 2 },
    });
    expect(p.errors).toHaveLength(1);
    expect(p.items[0]).toMatchObject({
      code: '202427070003',
      action: 'update',
      changes: [{ field: 'committed', from: 0, to: 25_000_000 }],
    });
    // Nothing written by the preview.
    expect(Number((await amendmentByCode('202427070003'))[0]!.committed)).toBe(0);

    const done = await t.call(admin, { method: 'POST', url: `/api/amendments/imports/${p._id}/execute` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', summary: { create: 1, update: 1, park: 2 } });
    const [cei] = await amendmentByCode('202427070003');
    expect(Number(cei!.committed)).toBe(25_000_000);
    expect(await amendmentByCode('202527070005')).toHaveLength(1);
    const history = (
      await t.call(admin, { method: 'GET', url: `/api/amendments/${cei!.id}/history` })
    ).json();
    expect(history.changes[0]).toMatchObject({
      action: 'import',
      source: `Portal ${localDay()}`,
      changes: [{ field: 'committed', from: 'R$ 0,00', to: 'R$ 250.000,00' }],
    });
    const [notice] = (await notificationsOf(t, assessorId, 'amendment_values')).slice(-1);
    expect(notice).toMatchObject({ link: `/emendas/${cei!.id}` });
    const body = await t.deps.database.executeSql(
      "select body from notifications where user_id = $1 and kind = 'amendment_values' order by created_at desc limit 1",
      [assessorId],
    );
    expect((body.rows[0] as { body: string }).body).toBe(
      `empenhado: R$ 0,00 → R$ 250.000,00, Portal ${localDay()}`,
    );
    const again = (await upload(admin, SAMPLE)).json();
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 6, park: 0 });
    const second = await t.call(admin, {
      method: 'POST',
      url: `/api/amendments/imports/${again._id}/execute`,
    });
    expect(second.statusCode).toBe(200);
    expect((await amendmentByCode('202427070003'))[0]!.version).toBe(cei!.version);
    expect(await amendmentByCode('202527070005')).toHaveLength(1);
    const parked = (await t.call(admin, { method: 'GET', url: '/api/amendments/parked' })).json();
    expect(parked.total).toBe(2);
    // Executed twice? No.
    const twice = await t.call(admin, { method: 'POST', url: `/api/amendments/imports/${p._id}/execute` });
    expect(twice.statusCode).toBe(409);
  });

  it('reads the Portal zip', async () => {
    const zip = new JSZip();
    zip.file('EmendasParlamentares_Convenios.csv', Buffer.from('x;y\n'));
    zip.file('EmendasParlamentares.csv', SAMPLE);
    const res = await upload(admin, await zip.generateAsync({ type: 'nodebuffer' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rows).toBe(9);
  });

  it('refuses bad files with pt-BR errors and writes nothing', async () => {
    const layout = await upload(admin, Buffer.from('nome;cpf\nJoão;1\n'));
    expect(layout.statusCode).toBe(422);
    expect(layout.json()).toMatchObject({
      code: 'AMENDMENT_IMPORT_LAYOUT',
      message: expect.stringContaining('Faltam as colunas'),
    });
    const utf16 = await upload(
      admin,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Código', 'utf16le')]),
    );
    expect(utf16.json().code).toBe('AMENDMENT_IMPORT_ENCODING');
    const badZip = await upload(
      admin,
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]),
    );
    expect(badZip.statusCode).toBe(422);
    const big = await upload(admin, Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: 'AMENDMENT_IMPORT_TOO_LARGE',
      message: 'O arquivo passa do limite de 50 MB.',
    });
  }, 60_000);

  it('keeps imports and parked rows to the office and to who may change emendas', async () => {
    const p = (await upload(admin, SAMPLE)).json();
    expect(
      (await t.call(otherAdmin, { method: 'GET', url: `/api/amendments/imports/${p._id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(otherAdmin, { method: 'POST', url: `/api/amendments/imports/${p._id}/execute` }))
        .statusCode,
    ).toBe(404);
    expect((await upload(reader, SAMPLE)).statusCode).toBe(403);
    expect(
      (await t.call(reader, { method: 'GET', url: `/api/amendments/imports/${p._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(reader, { method: 'POST', url: `/api/amendments/imports/${p._id}/execute` })).statusCode,
    ).toBe(403);
    const parked = (await t.call(reader, { method: 'GET', url: '/api/amendments/parked' })).json().parked;
    const row = parked.find((r: { code: string }) => r.code === '202431250001');
    const sac = await t.login('sac@gabinete.demo');
    expect((await t.call(sac, { method: 'GET', url: '/api/amendments/parked' })).statusCode).toBe(403);
    const review = (token: string, payload: Record<string, unknown>, id = row._id) =>
      t.call(token, { method: 'POST', url: `/api/amendments/parked/${id}/review`, payload });
    expect((await review(reader, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await review(otherAdmin, { action: 'dismiss' })).statusCode).toBe(404);
    expect((await t.call(otherAdmin, { method: 'GET', url: '/api/amendments/parked' })).json().total).toBe(0);
  });

  it('reviews a parked row: link to an emenda (values and código go there), or dismiss', async () => {
    const parked = (await t.call(admin, { method: 'GET', url: '/api/amendments/parked' })).json().parked as {
      _id: string;
      code: string;
    }[];
    const joana = parked.find((r) => r.code === '202431250001')!;
    const target = await t.call(admin, {
      method: 'POST',
      url: '/api/amendments',
      payload: {
        sphere: 'federal',
        year: 2024,
        kind: 'Emenda Individual - Transferências com Finalidade Definida',
        author: 'Dep. Federal Joana Medeiros',
        cityIbge: 3509502,
      },
    });
    const linked = await t.call(admin, {
      method: 'POST',
      url: `/api/amendments/parked/${joana._id}/review`,
      payload: { action: 'link', amendmentId: target.json()._id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ status: 'linked', amendmentId: target.json()._id });
    const after = (
      await t.call(admin, { method: 'GET', url: `/api/amendments/${target.json()._id}` })
    ).json();
    expect(after).toMatchObject({
      code: '202431250001',
      money: { committed: 100_000_050, paid: 80_000_000 },
    });
    const again = await t.call(admin, {
      method: 'POST',
      url: `/api/amendments/parked/${joana._id}/review`,
      payload: { action: 'dismiss' },
    });
    expect(again.statusCode).toBe(409);
    const bancada = parked.find((r) => r.code === '202571280004')!;
    const dismissed = await t.call(admin, {
      method: 'POST',
      url: `/api/amendments/parked/${bancada._id}/review`,
      payload: { action: 'dismiss' },
    });
    expect(dismissed.json().status).toBe('dismissed');
    // The next import of the same file leaves the reviewed rows alone.
    const next = (await upload(admin, SAMPLE)).json();
    expect(next.summary).toMatchObject({ park: 0, update: 0 });
  });
});
