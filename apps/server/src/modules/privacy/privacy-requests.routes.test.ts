import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen } from '../citizen-reports/test-fixtures.ts';
import { hasConsent } from './privacy.service.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);
const grant = { channel: 'whatsapp', purpose: 'informativo', granted: true, source: 'formulario' };

describe('titular requests', () => {
  it('registers a request with its legal deadline; only the admin lists and resolves them', async () => {
    const id = await insertCitizen(t, { name: 'Pedido Prazo' });
    const before = Date.now();
    const res = await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
      type: 'eliminacao',
      channel: 'Balcão do gabinete',
      details: 'Pediu para apagar tudo',
    });
    expect(res.statusCode).toBe(201);
    const req = res.json();
    expect(req).toMatchObject({
      citizen: { _id: id, name: 'Pedido Prazo' },
      status: 'aberta',
      overdue: false,
      createdBy: { name: 'Rafael Souza' },
      resolvedBy: null,
    });
    const hours = (Date.parse(req.dueAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    const access = (
      await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
        type: 'acesso',
        channel: 'E-mail',
      })
    ).json();
    expect((Date.parse(access.dueAt) - Date.parse(access.createdAt)) / 86_400_000).toBeCloseTo(15, 3);

    const denied = await call(assessor, 'GET', '/api/privacy-requests');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      code: 'ADMIN_ONLY',
      message: 'Somente o administrador do gabinete tem acesso a isto.',
    });
    expect(
      (await call(assessor, 'PUT', `/api/privacy-requests/${req._id}`, { status: 'concluida' })).statusCode,
    ).toBe(403);

    const list = (await call(admin, 'GET', `/api/privacy-requests?citizenId=${id}`)).json();
    expect(list.total).toBe(2);
    // The nearest deadline first.
    expect(list.requests[0]._id).toBe(req._id);
    expect((await call(admin, 'GET', '/api/privacy-requests?q=pedido prazo&type=acesso')).json().total).toBe(
      1,
    );
  });

  it('computes overdue and filters by it', async () => {
    const id = await insertCitizen(t, { name: 'Pedido Atrasado' });
    const req = (
      await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
        type: 'correcao',
        channel: 'Telefone',
      })
    ).json();
    await sql(`update privacy_requests set due_at = now() - interval '1 hour' where id = $1`, [req._id]);
    const overdue = (await call(admin, 'GET', '/api/privacy-requests?overdue=1&perPage=100')).json();
    expect(overdue.requests.find((r: { _id: string }) => r._id === req._id)).toMatchObject({ overdue: true });
    expect(overdue.requests.every((r: { overdue: boolean }) => r.overdue)).toBe(true);
    const done = (
      await call(admin, 'PUT', `/api/privacy-requests/${req._id}`, {
        status: 'concluida',
        response: 'Corrigido.',
      })
    ).json();
    expect(done).toMatchObject({
      status: 'concluida',
      overdue: false,
      response: 'Corrigido.',
      resolvedBy: { name: 'Mariana Costa' },
    });
    expect(done.resolvedAt).not.toBeNull();
  });

  it('allows only the listed status moves (409 otherwise)', async () => {
    const id = await insertCitizen(t, { name: 'Pedido Fluxo' });
    const req = (
      await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
        type: 'portabilidade',
        channel: 'E-mail',
      })
    ).json();
    const url = `/api/privacy-requests/${req._id}`;
    expect((await call(admin, 'PUT', url, { status: 'em_andamento' })).json().status).toBe('em_andamento');
    const back = await call(admin, 'PUT', url, { status: 'aberta' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Esta mudança de situação não é permitida.',
    });
    expect(
      (await call(admin, 'PUT', url, { status: 'recusada', response: 'Sem identificação.' })).statusCode,
    ).toBe(200);
    expect((await call(admin, 'PUT', url, { status: 'concluida' })).statusCode).toBe(409);
    expect((await call(admin, 'PUT', url, { status: 'arquivada' })).statusCode).toBe(400);
    // Another office's admin cannot see or move it.
    expect((await call(otherAdmin, 'PUT', url, { status: 'concluida' })).statusCode).toBe(404);
    expect((await call(otherAdmin, 'GET', `/api/privacy-requests?citizenId=${id}`)).json().total).toBe(0);
  });

  it('concluding a descadastro revokes every channel and purpose', async () => {
    const id = await insertCitizen(t, { name: 'Pedido Descadastro' });
    const db = t.deps.database.db;
    await call(assessor, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      channel: 'sms',
      purpose: 'atendimento',
    });
    expect(await hasConsent(db, DEMO_ORG, id, 'sms', 'atendimento')).toBe(true);
    const req = (
      await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
        type: 'oposicao',
        channel: 'WhatsApp',
      })
    ).json();
    await call(admin, 'PUT', `/api/privacy-requests/${req._id}`, { status: 'concluida' });
    expect(await hasConsent(db, DEMO_ORG, id, 'sms', 'atendimento')).toBe(false);
    const consents = (await call(reader, 'GET', `/api/citizens/${id}/consents`)).json();
    expect(consents.current).toHaveLength(20);
    expect(
      consents.current.every(
        (c: { granted: boolean; source: string }) => !c.granted && c.source === 'whatsapp',
      ),
    ).toBe(true);
  });

  it('moves consents and requests to the kept citizen when duplicates are merged', async () => {
    const kept = await insertCitizen(t, { name: 'Mescla Mantido' });
    const dup = await insertCitizen(t, { name: 'Mescla Duplicado' });
    await call(assessor, 'POST', `/api/citizens/${dup}/consents`, { ...grant, channel: 'email' });
    await call(assessor, 'POST', `/api/citizens/${dup}/privacy-requests`, {
      type: 'acesso',
      channel: 'E-mail',
    });
    const merge = await call(admin, 'POST', `/api/citizens/${kept}/merge`, { duplicateId: dup });
    expect(merge.statusCode).toBe(200);
    expect(await hasConsent(t.deps.database.db, DEMO_ORG, kept, 'email', 'informativo')).toBe(true);
    expect((await call(admin, 'GET', `/api/privacy-requests?citizenId=${kept}`)).json().total).toBe(1);
  });
});
