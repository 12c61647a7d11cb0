// The scheduled maintenance: expired export links lose their file, stale uploads are cancelled, and citizens in
// the bin for more than 30 days are deleted for good (with their phones, e-mails, tags and history).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importFile, sqlRows, upload, waitForExport } from '../imports/transfers-test-helpers.ts';
import { exportFilePath } from './export-files.ts';
import { runMaintenance } from './exports.maintenance.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

describe('maintenance job', () => {
  it('expires exports past their link, deleting the file', async () => {
    const res = await t.call(admin, { method: 'POST', url: '/api/exports', payload: { format: 'csv' } });
    const id = res.json()._id as string;
    await waitForExport(t, admin, id);
    const file = exportFilePath(t.deps.env, { id, format: 'csv' });
    expect(fs.existsSync(file)).toBe(true);
    await t.deps.database.executeSql(
      `update exports set expires_at = now() - interval '1 hour' where id = $1`,
      [id],
    );
    await runMaintenance(t.deps);
    expect(fs.existsSync(file)).toBe(false);
    const [row] = await sqlRows<{ status: string }>(t, 'select status from exports where id = $1', [id]);
    expect(row!.status).toBe('expired');
  });

  it('cancels uploads nobody started in a week', async () => {
    const up = await upload(t, admin, 'esquecida.csv', Buffer.from('Nome\nAna\n'));
    const id = up.json()._id as string;
    await t.deps.database.executeSql(
      `update imports set created_at = now() - interval '8 days' where id = $1`,
      [id],
    );
    await runMaintenance(t.deps);
    const [row] = await sqlRows<{ status: string }>(t, 'select status from imports where id = $1', [id]);
    expect(row!.status).toBe('cancelled');
  });

  it('deletes for good the citizens in the bin for more than 30 days, and only those', async () => {
    const text = [
      'Nome;Celular;Email;Tags',
      'Velho Lixo;(31) 99999-1111;velho@x.com;Lixeira',
      'Novo Lixo;;;Lixeira',
      'Indicado;;;',
    ].join('\n');
    const done = await importFile(t, admin, 'lixo.csv', Buffer.from(text), {
      Nome: 'name',
      Celular: 'phone',
      Email: 'email',
      Tags: 'tags',
    });
    const ids = Object.fromEntries(
      (
        await sqlRows<{ id: string; name: string }>(t, 'select id, name from citizens where import_id = $1', [
          done._id,
        ])
      ).map((r) => [r.name, r.id]),
    );
    await t.deps.database.executeSql(`update citizens set leader_id = $1 where id = $2`, [
      ids['Velho Lixo'],
      ids['Indicado'],
    ]);
    await t.deps.database.executeSql(
      `update citizens set deleted_at = now() - interval '31 days' where id = $1`,
      [ids['Velho Lixo']],
    );
    await t.deps.database.executeSql(
      `update citizens set deleted_at = now() - interval '29 days' where id = $1`,
      [ids['Novo Lixo']],
    );
    await runMaintenance(t.deps);
    const left = await sqlRows<{ name: string; leader_id: string | null }>(
      t,
      'select name, leader_id from citizens where import_id = $1 order by name',
      [done._id],
    );
    expect(left).toEqual([
      { name: 'Indicado', leader_id: null },
      { name: 'Novo Lixo', leader_id: null },
    ]);
    for (const table of ['citizen_phones', 'citizen_emails', 'citizen_tags', 'citizen_changes']) {
      const rows = await sqlRows(t, `select 1 from ${table} where citizen_id = $1`, [ids['Velho Lixo']]);
      expect(rows, table).toHaveLength(0);
    }
  });
});
