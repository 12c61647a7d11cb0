import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateExtenso, documentIdentifier, placeAndDate } from '@gabinete/shared';
import { multipart, PNG_1PX } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { createDemand, loadFixtures, query, type Fixtures } from '../demands/demands-test-helpers.ts';
import { notifyUnansweredDocuments } from './documents-overdue.ts';

let t: TestApp;
let f: Fixtures;
let admin: string;
let assessor: string;
let reader: string;
let reception: string;
let otherAdmin: string;
let prefeito: { _id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  f = await loadFixtures(t);
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
  const list = (await call(admin, 'GET', '/api/authorities?q=prefeito%20municipal')).json();
  prefeito = list.authorities[0];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });

type Doc = {
  _id: string;
  version: number;
  status: string;
  identifier: string;
  number: number | null;
  year: number | null;
  subject: string;
  bodyHtml: string;
  revision: number;
  replyDueDate: string | null;
  recipient: Record<string, string>;
  unknownFields: string[];
  layout: { placeDate: string; identifier: string };
  versions: { revision: number; reason: string | null }[];
  replies: { _id: string; fileName: string | null; text: string | null }[];
  sends: { to: string }[];
};
async function draft(token: string, payload: Record<string, unknown>): Promise<Doc> {
  const res = await call(token, 'POST', '/api/documents', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function emit(token: string, doc: Doc): Promise<Doc> {
  const res = await call(token, 'POST', `/api/documents/${doc._id}/emit`, { version: doc.version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const filled = (extra: Record<string, unknown> = {}) =>
  draft(admin, {
    kind: 'oficio',
    authorityId: prefeito._id,
    subject: 'Iluminação pública na Rua das Acácias',
    bodyHtml: '<p>Solicito providências.</p>',
    ...extra,
  });

describe('padrão ofício texts', () => {
  it('writes dates por extenso with 1º only for the first, and the identificação', () => {
    expect(dateExtenso('2026-12-01')).toBe('1º de dezembro de 2026');
    expect(dateExtenso('2018-02-02')).toBe('2 de fevereiro de 2018');
    expect(placeAndDate('Campinas', '2026-03-15')).toBe('Campinas, 15 de março de 2026.');
    expect(documentIdentifier('oficio', 12, 2026, 'GAB-VER-HELENA/CMC')).toBe(
      'OFÍCIO Nº 12/2026/GAB-VER-HELENA/CMC',
    );
    expect(documentIdentifier('indicacao', 3, 2026, '')).toBe('INDICAÇÃO Nº 3/2026');
  });
});

describe('/api/documents drafts', () => {
  it("fills the kind's template from the demanda and the authority; the citizen's name only when chosen", async () => {
    const demand = await createDemand(t, admin, {
      title: 'Poste apagado na Rua das Acácias',
      description: 'Moradores relatam escuridão há três semanas.',
      citizenIds: [f.citizens.demo[0]],
      street: 'Rua das Acácias',
      number: '120',
      neighborhood: 'Jardim Campos Elíseos',
    });
    const doc = await draft(admin, { kind: 'oficio', demandId: demand._id, authorityId: prefeito._id });
    expect(doc.status).toBe('rascunho');
    expect(doc.identifier).toMatch(/^OFÍCIO Nº ___\/\d{4}\/GAB/);
    expect(doc.subject).toBe('Poste apagado na Rua das Acácias');
    expect(doc.bodyHtml).toContain(demand.protocol);
    expect(doc.bodyHtml).toContain('Moradores relatam escuridão');
    expect(doc.bodyHtml).toContain('Rua das Acácias, 120 - Jardim Campos Elíseos');
    expect(doc.recipient).toMatchObject({
      name: prefeito.name,
      addressing: 'A Sua Excelência o Senhor',
      vocativo: 'Senhor Prefeito Municipal de Campinas,',
      closing: 'Respeitosamente,',
    });
    expect(doc.unknownFields).toEqual([]);
    // The demanda's citizen, so the document shows on that person's timeline.
    expect((doc as unknown as { citizen: { _id: string } }).citizen._id).toBe(f.citizens.demo[0]);
    expect(doc.layout.placeDate).toBe(`Campinas, ${dateExtenso(localDay())}.`);

    const [citizen] = await query<{ name: string }>(t, 'select name from citizens where id = $1', [
      f.citizens.demo[0],
    ]);
    const template = {
      subject: 'Pedido de {{cidadao.nome}}',
      bodyHtml: '<p>Munícipe: {{cidadao.nome}}.</p>',
    };
    const tpl = await call(admin, 'POST', '/api/documents/templates', {
      kind: 'oficio',
      name: 'Com nome',
      ...template,
    });
    expect(tpl.statusCode, tpl.body).toBe(201);
    const hidden = await draft(admin, {
      kind: 'oficio',
      templateId: tpl.json()._id,
      citizenId: f.citizens.demo[0],
    });
    expect(hidden.bodyHtml).not.toContain(citizen!.name);
    const shown = await draft(admin, {
      kind: 'oficio',
      templateId: tpl.json()._id,
      citizenId: f.citizens.demo[0],
      includeCitizenName: true,
    });
    expect(shown.bodyHtml).toContain(citizen!.name);
  });

  it('refuses a template with an unknown merge field and lists the available ones', async () => {
    const res = await call(admin, 'POST', '/api/documents/templates', {
      kind: 'oficio',
      name: 'Errado',
      bodyHtml: '<p>Caro {{autoridade.apelido}}</p>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DOCUMENT_FIELD_UNKNOWN' });
    expect(res.json().message).toContain('{{autoridade.apelido}}');
    const list = (await call(admin, 'GET', '/api/documents/templates')).json();
    expect(list.templates.map((tp: { kind: string }) => tp.kind)).toEqual(
      expect.arrayContaining(['oficio', 'memorando', 'requerimento', 'indicacao', 'mocao', 'projeto']),
    );
    expect(list.fields.map((fd: { name: string }) => fd.name)).toContain('{{autoridade.vocativo}}');
  });

  it('cleans hostile HTML: scripts, handlers, links and control characters go; a huge body is refused', async () => {
    const doc = await filled({
      bodyHtml:
        '<p onclick="x()">Olá<script>alert(1)</script> <a href="javascript:x">link</a>\u0007<img src=x onerror=alert(1)></p><p style="text-align: center; color: red">centro</p>',
    });
    expect(doc.bodyHtml).toBe('<p>Olá link</p><p style="text-align:center">centro</p>');
    const huge = await call(admin, 'PUT', `/api/documents/${doc._id}`, {
      version: doc.version,
      bodyHtml: `<p>${'a'.repeat(1_000_000)}</p>`,
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect(huge.json().message).toMatch(/limite|grande/);
    const stillThere = (await call(admin, 'GET', `/api/documents/${doc._id}`)).json();
    expect(stillThere.version).toBe(doc.version);
    const bad = await call(admin, 'PUT', `/api/documents/${doc._id}`, {
      version: doc.version,
      subject: 'linha\nquebrada',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('edits a draft with the version read; a stale version is a 409 naming who saved', async () => {
    const doc = await filled();
    const saved = await call(assessor, 'PUT', `/api/documents/${doc._id}`, {
      version: doc.version,
      subject: 'Novo assunto',
      recipient: { vocativo: 'Senhor Prefeito,' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      subject: 'Novo assunto',
      recipient: { vocativo: 'Senhor Prefeito,' },
    });
    const stale = await call(admin, 'PUT', `/api/documents/${doc._id}`, {
      version: doc.version,
      subject: 'x y z',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });
});

describe('Emitir', () => {
  it('numbers, freezes, refuses a second emission and edits; corrections are new versions', async () => {
    const doc = await filled();
    const emitted = await emit(admin, doc);
    expect(emitted.status).toBe('emitido');
    // The demo office's issuer sigla (seed/documents.ts).
    expect(emitted.identifier).toBe(`OFÍCIO Nº ${emitted.number}/${emitted.year}/GAB-VER-HELENA/CMC`);
    expect(emitted.replyDueDate).not.toBeNull();
    const again = await call(admin, 'POST', `/api/documents/${doc._id}/emit`, { version: emitted.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_ALREADY_EMITTED');
    const edit = await call(admin, 'PUT', `/api/documents/${doc._id}`, {
      version: emitted.version,
      subject: 'xyz',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('DOCUMENT_EMITTED');
    const del = await call(admin, 'DELETE', `/api/documents/${doc._id}`);
    expect(del.statusCode).toBe(409);
    const corrected = await call(admin, 'POST', `/api/documents/${doc._id}/corrections`, {
      version: emitted.version,
      subject: 'Iluminação pública na Rua das Acácias, 120',
      reason: 'Número do imóvel',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      number: emitted.number,
      identifier: emitted.identifier,
      revision: 2,
      subject: 'Iluminação pública na Rua das Acácias, 120',
    });
    expect(corrected.json().versions).toEqual([
      expect.objectContaining({
        revision: 1,
        reason: null,
        subject: 'Iluminação pública na Rua das Acácias',
      }),
      expect.objectContaining({ revision: 2, reason: 'Número do imóvel' }),
    ]);
  });

  it('refuses to emit an incomplete draft', async () => {
    const doc = await draft(admin, { kind: 'memorando', bodyHtml: '' });
    const res = await call(admin, 'POST', `/api/documents/${doc._id}/emit`, { version: doc.version });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('DOCUMENT_INCOMPLETE');
  });

  it('gives 50 parallel emissions 50 consecutive numbers, no gap, no repeat', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        draft(i % 2 ? admin : assessor, {
          kind: 'requerimento',
          authorityId: prefeito._id,
          subject: `Pedido ${i}`,
          bodyHtml: '<p>Texto</p>',
        }),
      ),
    );
    const [before] = await query<{ last: number | null }>(
      t,
      `select max(number)::int as last from documents where organization_id = $1 and kind = 'requerimento'`,
      ['00000000-0000-4000-8000-000000000001'],
    );
    const results = await Promise.all(
      drafts.map((d, i) =>
        call(i % 2 ? admin : assessor, 'POST', `/api/documents/${d._id}/emit`, { version: d.version }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = results.map((r) => r.json().number as number).sort((a, b) => a - b);
    const first = (before!.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  });
});

describe('PDF, e-mail and replies', () => {
  let emitted: Doc;
  beforeAll(async () => {
    const body = Array.from(
      { length: 30 },
      (_, i) => `<p>Parágrafo ${i + 1} do ofício com texto suficiente.</p>`,
    );
    emitted = await emit(admin, await filled({ bodyHtml: body.join('') }));
  });

  it('prints the number, the date line, the recipient and the fecho, Carlito embedded, page numbers from 2', async () => {
    const res = await call(reader, 'GET', `/api/documents/${emitted._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`oficio-${emitted.number}-${emitted.year}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Carlito');
    expect(bytes.toString('latin1')).toContain('/FontFile2');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const all = text.join('\n');
    expect(all).toContain(emitted.identifier);
    expect(all).toContain(emitted.layout.placeDate);
    expect(all).toContain(prefeito.name);
    expect(all).toContain('A Sua Excelência o Senhor');
    expect(all).toContain('Respeitosamente,');
    expect(all).toContain('HELENA DUARTE');
    expect(text[0]).not.toMatch(/\n1\s*$/);
    expect(text[1]!.trim()).toMatch(/\n2$/);
    const draftDoc = await filled();
    expect((await call(admin, 'GET', `/api/documents/${draftDoc._id}/pdf`)).statusCode).toBe(409);
    // Empty paragraphs and list items (what an editor leaves after Enter) print as nothing.
    const sparse = await emit(
      admin,
      await filled({ bodyHtml: '<p></p><p>Texto</p><ul><li><p></p></li></ul><p><br></p>' }),
    );
    const sparsePdf = await call(admin, 'GET', `/api/documents/${sparse._id}/pdf`);
    expect(sparsePdf.statusCode, sparsePdf.body.slice(0, 200)).toBe(200);
  });

  it('e-mails the PDF and records the send', async () => {
    const res = await call(assessor, 'POST', `/api/documents/${emitted._id}/send`, {
      to: 'gabinete.prefeito@campinas.sp.gov.br',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sends).toEqual([
      expect.objectContaining({ to: 'gabinete.prefeito@campinas.sp.gov.br' }),
    ]);
    const mail = t.mails.at(-1)!;
    expect(mail.subject).toContain(emitted.identifier);
    expect(mail.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('records a reply with a file; the document is answered and leaves the awaiting list', async () => {
    const awaiting = (await call(admin, 'GET', '/api/documents?awaiting=true&perPage=100')).json();
    expect(awaiting.documents.map((d: { _id: string }) => d._id)).toContain(emitted._id);
    const form = multipart(
      { receivedOn: localDay(), text: 'A Prefeitura informa que o reparo foi agendado.' },
      { file: PNG_1PX },
    );
    const res = await t.call(admin, {
      method: 'POST',
      url: `/api/documents/${emitted._id}/replies`,
      ...form,
    });
    expect(res.statusCode, res.body).toBe(201);
    const doc: Doc = res.json();
    expect(doc.status).toBe('respondido');
    expect(doc.replies).toEqual([
      expect.objectContaining({
        text: 'A Prefeitura informa que o reparo foi agendado.',
        fileName: 'file.bin',
      }),
    ]);
    const file = await call(
      reader,
      'GET',
      `/api/documents/${emitted._id}/replies/${doc.replies[0]!._id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    const after = (await call(admin, 'GET', '/api/documents?awaiting=true&perPage=100')).json();
    expect(after.documents.map((d: { _id: string }) => d._id)).not.toContain(emitted._id);
  });

  it('refuses a wrong file type, a file over 10 MB and a reply to a draft', async () => {
    const other = await emit(admin, await filled());
    const exe = multipart({ receivedOn: localDay() }, { file: Buffer.from('MZ\x90\x00binary') });
    const wrong = await t.call(admin, { method: 'POST', url: `/api/documents/${other._id}/replies`, ...exe });
    expect(wrong.statusCode).toBe(415);
    const big = multipart({ receivedOn: localDay() }, { file: Buffer.alloc(11 * 1024 * 1024, 1) });
    const large = await t.call(admin, { method: 'POST', url: `/api/documents/${other._id}/replies`, ...big });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toContain('10 MB');
    const got = (await call(admin, 'GET', `/api/documents/${other._id}`)).json();
    expect(got.replies).toEqual([]);
    expect(got.status).toBe('emitido');
    const draftDoc = await filled();
    const onDraft = await call(admin, 'POST', `/api/documents/${draftDoc._id}/replies`, {
      receivedOn: localDay(),
      text: 'x',
    });
    expect(onDraft.statusCode).toBe(409);
  });

  it('tells the author once when the reply date passes without a reply', async () => {
    const late = await emit(
      assessor,
      await draft(assessor, {
        kind: 'oficio',
        authorityId: prefeito._id,
        subject: 'Cobrança de resposta',
        bodyHtml: '<p>Texto</p>',
      }),
    );
    const moved = await call(assessor, 'PUT', `/api/documents/${late._id}/reminder`, {
      replyDueDate: '2020-01-10',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().overdue).toBe(true);
    await notifyUnansweredDocuments(t.deps, new Date());
    await notifyUnansweredDocuments(t.deps, new Date());
    const notes = await query<{ title: string; link: string }>(
      t,
      `select title, link from notifications where kind = 'document_reply_overdue' and entity_id = $1`,
      [late._id],
    );
    expect(notes).toEqual([{ title: `Sem resposta: ${late.identifier}`, link: `/documentos/${late._id}` }]);
  });

  it("shows the document and its reply on the citizen's timeline", async () => {
    const citizenId = f.citizens.demo[3]!;
    const doc = await emit(admin, await filled({ citizenId }));
    await call(admin, 'POST', `/api/documents/${doc._id}/replies`, {
      receivedOn: localDay(),
      text: 'Respondido.',
    });
    const res = await call(admin, 'GET', `/api/citizens/${citizenId}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res.json().items.map((i: { kind: string; link: string }) => `${i.kind}:${i.link}`);
    expect(kinds).toEqual(
      expect.arrayContaining([`document:/documentos/${doc._id}`, `document_reply:/documentos/${doc._id}`]),
    );
  });
});

describe('offices and roles', () => {
  it('answers 404 to another office on every route and hides its documents from lists', async () => {
    const doc = await emit(admin, await filled());
    const id = doc._id;
    const routes: [Method, string, unknown?][] = [
      ['GET', `/api/documents/${id}`],
      ['PUT', `/api/documents/${id}`, { version: doc.version, subject: 'abc' }],
      ['POST', `/api/documents/${id}/emit`, { version: doc.version }],
      ['POST', `/api/documents/${id}/corrections`, { version: doc.version, reason: 'abcd' }],
      ['PUT', `/api/documents/${id}/reminder`, { replyDueDate: null }],
      ['GET', `/api/documents/${id}/pdf`],
      ['POST', `/api/documents/${id}/send`, { to: 'a@b.com' }],
      ['POST', `/api/documents/${id}/replies`, { receivedOn: localDay(), text: 'x' }],
      ['DELETE', `/api/documents/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(otherAdmin, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const tpl = (await call(admin, 'GET', '/api/documents/templates')).json().templates[0];
    expect(
      (await call(otherAdmin, 'PUT', `/api/documents/templates/${tpl._id}`, { name: 'x y' })).statusCode,
    ).toBe(404);
    expect((await call(otherAdmin, 'DELETE', `/api/documents/templates/${tpl._id}`)).statusCode).toBe(404);
    const cross = await call(otherAdmin, 'POST', '/api/documents', {
      kind: 'oficio',
      authorityId: prefeito._id,
    });
    expect(cross.statusCode).toBe(404);
    const list = (await call(otherAdmin, 'GET', '/api/documents?perPage=100')).json();
    expect(list.documents.map((d: { _id: string }) => d._id)).not.toContain(id);
  });

  it('lets the read-only role read and download, refuses its writes (403) and keeps recepção out', async () => {
    const doc = await filled();
    expect((await call(reader, 'GET', `/api/documents/${doc._id}`)).statusCode).toBe(200);
    expect((await call(reader, 'GET', '/api/documents')).statusCode).toBe(200);
    const writes: [Method, string, unknown?][] = [
      ['POST', '/api/documents', { kind: 'oficio' }],
      ['PUT', `/api/documents/${doc._id}`, { version: doc.version }],
      ['POST', `/api/documents/${doc._id}/emit`, { version: doc.version }],
      ['POST', `/api/documents/${doc._id}/corrections`, { version: doc.version, reason: 'abcd' }],
      ['PUT', `/api/documents/${doc._id}/reminder`, { replyDueDate: null }],
      ['POST', `/api/documents/${doc._id}/send`, { to: 'a@b.com' }],
      ['POST', `/api/documents/${doc._id}/replies`, {}],
      ['DELETE', `/api/documents/${doc._id}`],
      ['POST', '/api/documents/templates', {}],
      ['PUT', '/api/documents/settings', {}],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(reader, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(reception, 'GET', '/api/documents')).statusCode).toBe(403);
    expect((await call(reception, 'GET', `/api/documents/${doc._id}`)).statusCode).toBe(403);
  });

  it('keeps office settings: issuer siglas and reply days per kind', async () => {
    const res = await call(admin, 'PUT', '/api/documents/settings', {
      issuer: 'GAB-VER-HELENA/CMC',
      replyDays: { indicacao: 45 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().replyDays).toMatchObject({ oficio: 30, indicacao: 45 });
    const doc = await emit(admin, await filled({ kind: 'indicacao' }));
    expect(doc.identifier).toBe(`INDICAÇÃO Nº ${doc.number}/${doc.year}/GAB-VER-HELENA/CMC`);
    const due = new Date(`${localDay()}T12:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 45);
    expect(doc.replyDueDate).toBe(due.toISOString().slice(0, 10));
  });
});
