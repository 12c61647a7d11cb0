import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDemand, loadFixtures, query, type DemandBody, type Fixtures } from './demands-test-helpers.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
let d: DemandBody;
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  d = await createDemand(t, admin, {
    title: 'Reforma da quadra',
    citizenIds: [f.citizens.demo[0]],
    responsibleId: f.users.assessor,
  });
});
afterAll(() => t.close());

/** A multipart body with one file under the given name. */
function form(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----h1${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (token: string, id: string, fileName: string, bytes: Buffer) =>
  t.call(token, { method: 'POST', url: `/api/demands/${id}/attachments`, ...form(fileName, bytes) });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('comments', () => {
  it('adds a comment, tells the followers but not the author, and records it', async () => {
    await query(t, 'delete from notifications where entity_id = $1', [d._id]);
    const res = await t.call(assessor, {
      method: 'POST',
      url: `/api/demands/${d._id}/comments`,
      payload: { text: '  Liguei para o cidadão.  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      text: 'Liguei para o cidadão.',
      user: { _id: f.users.assessor, name: 'Rafael Souza' },
    });
    const notes = await query<{ user_id: string; kind: string; title: string }>(
      t,
      'select user_id, kind, title from notifications where entity_id = $1',
      [d._id],
    );
    expect(notes).toEqual([
      { user_id: f.users.admin, kind: 'demand_comment', title: `Novo comentário na demanda ${d.protocol}` },
    ]);
    const list = (await t.call(reader, { method: 'GET', url: `/api/demands/${d._id}/comments` })).json();
    expect(list.comments.map((c: { text: string }) => c.text)).toEqual(['Liguei para o cidadão.']);
    const record = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` })).json();
    expect(record.commentsCount).toBe(1);
    const history = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({
      action: 'comment',
      changes: [{ field: 'comment', from: null, to: 'Liguei para o cidadão.' }],
    });
  });

  it('lets only the author or an office admin remove a comment', async () => {
    const mine = (
      await t.call(reception, {
        method: 'POST',
        url: `/api/demands/${d._id}/comments`,
        payload: { text: 'Da recepção' },
      })
    ).json();
    const denied = await t.call(assessor, {
      method: 'DELETE',
      url: `/api/demands/${d._id}/comments/${mine._id}`,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      code: 'COMMENT_NOT_OWN',
      message: 'Só quem escreveu o comentário pode apagá-lo.',
    });
    const byAdmin = await t.call(admin, {
      method: 'DELETE',
      url: `/api/demands/${d._id}/comments/${mine._id}`,
    });
    expect(byAdmin.json()).toEqual({ ok: true, message: 'Comentário apagado.' });
    const again = await t.call(admin, {
      method: 'DELETE',
      url: `/api/demands/${d._id}/comments/${mine._id}`,
    });
    expect(again.statusCode).toBe(404);
    const own = (
      await t.call(assessor, {
        method: 'POST',
        url: `/api/demands/${d._id}/comments`,
        payload: { text: 'Meu' },
      })
    ).json();
    expect(
      (await t.call(assessor, { method: 'DELETE', url: `/api/demands/${d._id}/comments/${own._id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an empty comment, a read-only user, and a demanda in the bin', async () => {
    const empty = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/${d._id}/comments`,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Texto: Escreva o comentário');
    const ro = await t.call(reader, {
      method: 'POST',
      url: `/api/demands/${d._id}/comments`,
      payload: { text: 'Oi' },
    });
    expect(ro.statusCode).toBe(403);
    const binned = await createDemand(t, admin, { title: 'Na lixeira', citizenIds: [f.citizens.demo[0]] });
    await t.call(admin, { method: 'DELETE', url: `/api/demands/${binned._id}` });
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/demands/${binned._id}/comments`,
      payload: { text: 'Oi' },
    });
    expect(res.json().code).toBe('DEMAND_DELETED');
  });
});

describe('attachments', () => {
  it('stores an accepted file and serves it back byte-identical with its type and name', async () => {
    const res = await upload(assessor, d._id, 'Ofício nº 12 — resposta.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const att = res.json();
    expect(att).toMatchObject({
      fileName: 'Ofício nº 12 — resposta.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedBy: { name: 'Rafael Souza' },
    });
    const file = await t.call(reader, {
      method: 'GET',
      url: `/api/demands/${d._id}/attachments/${att._id}/file`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Oficio n 12  resposta.pdf"; filename*=UTF-8''${encodeURIComponent('Ofício nº 12 — resposta.pdf')}`,
    );
    const png = (await upload(admin, d._id, 'foto.pdf', PNG_1PX)).json();
    // Judged by its bytes: a PNG named .pdf is served as the PNG it is.
    expect(png.contentType).toBe('image/png');
    const list = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/attachments` })).json();
    expect(list.attachments.map((a: { _id: string }) => a._id)).toEqual([att._id, png._id]);
    expect(
      (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}` })).json().attachmentsCount,
    ).toBe(2);
    const history = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/history` })).json();
    expect(history.changes[0]).toMatchObject({
      action: 'attachment_add',
      changes: [{ field: 'attachment', to: 'foto.pdf' }],
    });
  });

  it('refuses a file over 10 MB with 413 and a type outside the list with 415, writing nothing', async () => {
    const count = async () =>
      (
        await query<{ n: number }>(
          t,
          'select count(*)::int as n from demand_attachments where demand_id = $1',
          [d._id],
        )
      )[0]!.n;
    const before = await count();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(admin, d._id, 'grande.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'DEMAND_ATTACHMENT_TOO_LARGE',
      message: 'O arquivo passa do limite de 10 MB.',
    });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    const wrong = await upload(admin, d._id, 'programa.pdf', exe);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({
      code: 'DEMAND_ATTACHMENT_TYPE',
      message:
        'Tipo de arquivo não aceito. Envie PDF, imagens (JPG, PNG, WEBP, GIF), Word, Excel, ODT/ODS, TXT ou CSV.',
    });
    expect(await count()).toBe(before);
    const dir = path.join(t.deps.env.dataDir, 'attachments');
    const stored = fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((p) => String(p).includes('.'))
      : [];
    expect(stored).toHaveLength(before);
  });

  it('removes an attachment and its file; the reader cannot', async () => {
    const att = (await upload(admin, d._id, 'lista.csv', Buffer.from('nome;telefone\nAna;1999\n'))).json();
    expect(att.contentType).toBe('text/csv');
    const [row] = await query<{ storage_key: string }>(
      t,
      'select storage_key from demand_attachments where id = $1',
      [att._id],
    );
    const file = path.join(t.deps.env.dataDir, 'attachments', row!.storage_key);
    expect(fs.existsSync(file)).toBe(true);
    expect(
      (await t.call(reader, { method: 'DELETE', url: `/api/demands/${d._id}/attachments/${att._id}` }))
        .statusCode,
    ).toBe(403);
    const del = await t.call(admin, {
      method: 'DELETE',
      url: `/api/demands/${d._id}/attachments/${att._id}`,
    });
    expect(del.json()).toEqual({ ok: true, message: 'Anexo removido.' });
    expect(fs.existsSync(file)).toBe(false);
    const gone = await t.call(admin, {
      method: 'GET',
      url: `/api/demands/${d._id}/attachments/${att._id}/file`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('another office', () => {
  it("cannot read, add or remove the office's comments and attachments", async () => {
    const comment = (
      await t.call(admin, {
        method: 'POST',
        url: `/api/demands/${d._id}/comments`,
        payload: { text: 'Interno' },
      })
    ).json();
    const att = (await upload(admin, d._id, 'interno.pdf', PDF)).json();
    const attempts = [
      { method: 'GET', url: `/api/demands/${d._id}/comments` },
      { method: 'POST', url: `/api/demands/${d._id}/comments`, payload: { text: 'Invasão' } },
      { method: 'DELETE', url: `/api/demands/${d._id}/comments/${comment._id}` },
      { method: 'GET', url: `/api/demands/${d._id}/attachments` },
      { method: 'GET', url: `/api/demands/${d._id}/attachments/${att._id}/file` },
      { method: 'DELETE', url: `/api/demands/${d._id}/attachments/${att._id}` },
    ] as const;
    for (const a of attempts) {
      const res = await t.call(otherAdmin, a);
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
    }
    const upload404 = await upload(otherAdmin, d._id, 'x.pdf', PDF);
    expect(upload404.statusCode).toBe(404);
    const list = (await t.call(admin, { method: 'GET', url: `/api/demands/${d._id}/attachments` })).json();
    expect(list.attachments.map((a: { _id: string }) => a._id)).toContain(att._id);
  });
});
