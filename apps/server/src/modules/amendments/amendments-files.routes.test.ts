// Anexos of an emenda: upload checked by its bytes, download with the name, removal, the history lines, and
// the refusals: a reader cannot write, recepção cannot read emendas, another office sees nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let reader: string;
let reception: string;
let otherAdmin: string;
let amendmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  const res = await t.call(admin, {
    method: 'POST',
    url: '/api/amendments',
    payload: { sphere: 'municipal', year: 2040, kind: 'Emenda Impositiva Municipal', author: 'Ver. Anexo' },
  });
  expect(res.statusCode, res.body).toBe(201);
  amendmentId = res.json()._id;
});
afterAll(() => t.close());

function form(fileName: string, bytes: Buffer) {
  const boundary = `----em${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const url = (sub = '') => `/api/amendments/${amendmentId}/attachments${sub}`;
const upload = (token: string, fileName: string, bytes: Buffer) =>
  t.call(token, { method: 'POST', url: url(), ...form(fileName, bytes) });

describe('emenda attachments', () => {
  it('stores the plano de trabalho, lists it, serves it and writes the history', async () => {
    const res = await upload(admin, 'Plano de trabalho.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const att = res.json();
    expect(att).toMatchObject({ fileName: 'Plano de trabalho.pdf', contentType: 'application/pdf' });
    const list = await t.call(reader, { method: 'GET', url: url() });
    expect(list.json().attachments.map((a: { _id: string }) => a._id)).toEqual([att._id]);
    const file = await t.call(reader, { method: 'GET', url: url(`/${att._id}/file`) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain('Plano de trabalho.pdf');
    const history = (
      await t.call(admin, { method: 'GET', url: `/api/amendments/${amendmentId}/history` })
    ).json();
    expect(history.changes[0]).toMatchObject({
      action: 'attachment_add',
      changes: [{ field: 'attachment', to: 'Plano de trabalho.pdf' }],
    });
  });

  it('refuses a file whose bytes are not of an accepted type, in pt-BR, and keeps no file', async () => {
    const before = fs.readdirSync(path.join(t.deps.env.dataDir, 'attachments'), { recursive: true }).length;
    const res = await upload(admin, 'virus.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Tipo de arquivo não aceito/);
    const after = fs.readdirSync(path.join(t.deps.env.dataDir, 'attachments'), { recursive: true }).length;
    expect(after).toBe(before);
  });

  it('removes an attachment; the reader and recepção cannot write or read', async () => {
    const att = (await upload(admin, 'foto.pdf', PDF)).json();
    expect((await upload(reader, 'x.pdf', PDF)).statusCode).toBe(403);
    expect((await t.call(reader, { method: 'DELETE', url: url(`/${att._id}`) })).statusCode).toBe(403);
    expect((await t.call(reception, { method: 'GET', url: url() })).statusCode).toBe(403);
    const del = await t.call(admin, { method: 'DELETE', url: url(`/${att._id}`) });
    expect(del.statusCode, del.body).toBe(200);
    expect((await t.call(admin, { method: 'GET', url: url(`/${att._id}/file`) })).statusCode).toBe(404);
    const history = (
      await t.call(admin, { method: 'GET', url: `/api/amendments/${amendmentId}/history` })
    ).json();
    expect(history.changes[0]).toMatchObject({ action: 'attachment_remove' });
  });

  it('answers 404 to another office on every route and changes nothing', async () => {
    const att = (await upload(admin, 'termo.pdf', PDF)).json();
    for (const call of [
      { method: 'GET' as const, url: url() },
      { method: 'GET' as const, url: url(`/${att._id}/file`) },
      { method: 'DELETE' as const, url: url(`/${att._id}`) },
    ]) {
      expect((await t.call(otherAdmin, call)).statusCode, call.url).toBe(404);
    }
    expect((await upload(otherAdmin, 'y.pdf', PDF)).statusCode).toBe(404);
    const list = await t.call(admin, { method: 'GET', url: url() });
    expect(list.json().attachments.map((a: { _id: string }) => a._id)).toContain(att._id);
  });
});
