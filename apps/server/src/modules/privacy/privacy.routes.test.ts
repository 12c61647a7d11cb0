import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen, OTHER_ORG } from '../citizen-reports/test-fixtures.ts';
import { hasConsent } from './privacy.service.ts';

let t: TestApp;
let assessor: string;
let reception: string;
let reader: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);
const grant = { channel: 'whatsapp', purpose: 'informativo', granted: true, source: 'formulario' };

describe('consent ledger', () => {
  it('appends entries; the latest per channel × purpose is current and is what messaging honours', async () => {
    const id = await insertCitizen(t, { name: 'Consentida Souza' });
    const db = t.deps.database.db;
    expect(await hasConsent(db, DEMO_ORG, id, 'whatsapp', 'informativo')).toBe(false);
    expect((await call(reader, 'GET', `/api/citizens/${id}/consents`)).json()).toEqual({
      current: [],
      history: [],
    });

    const first = await call(reception, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      evidence: 'Termo 12/2025',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().current).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        purpose: 'informativo',
        granted: true,
        legalBasis: 'consentimento',
        evidence: 'Termo 12/2025',
        user: expect.objectContaining({ name: 'Juliana Ferreira' }),
      }),
    ]);
    expect(await hasConsent(db, DEMO_ORG, id, 'whatsapp', 'informativo')).toBe(true);
    expect(await hasConsent(db, DEMO_ORG, id, 'whatsapp', 'eleitoral')).toBe(false);
    expect(await hasConsent(db, OTHER_ORG, id, 'whatsapp', 'informativo')).toBe(false);

    await call(assessor, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      purpose: 'aniversario',
      source: 'papel',
    });
    const revoked = await call(assessor, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      granted: false,
      source: 'whatsapp',
    });
    const body = revoked.json();
    expect(body.history).toHaveLength(3);
    expect(body.current).toHaveLength(2);
    expect(body.current.find((c: { purpose: string }) => c.purpose === 'informativo').granted).toBe(false);
    expect(await hasConsent(db, DEMO_ORG, id, 'whatsapp', 'informativo')).toBe(false);
    expect(await hasConsent(db, DEMO_ORG, id, 'whatsapp', 'aniversario')).toBe(true);
  });

  it('shows consents and requests on the profile timeline', async () => {
    const id = await insertCitizen(t, { name: 'Linha do Tempo' });
    await call(assessor, 'POST', `/api/citizens/${id}/consents`, grant);
    await call(assessor, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      granted: false,
      source: 'telefone',
    });
    await call(assessor, 'POST', `/api/citizens/${id}/privacy-requests`, {
      type: 'eliminacao',
      channel: 'E-mail',
    });
    const res = await call(reader, 'GET', `/api/citizens/${id}/timeline`);
    expect(res.statusCode).toBe(200);
    const titles = res.json().items.map((i: { title: string }) => i.title);
    expect(titles).toContain('Consentimento registrado: WhatsApp · Informativo do mandato');
    expect(titles).toContain('Consentimento revogado: WhatsApp · Informativo do mandato');
    expect(titles).toContain('Solicitação LGPD: Eliminação dos dados — Aberta');
  });

  it('refuses bad input in pt-BR and checks permissions and the office', async () => {
    const id = await insertCitizen(t, { name: 'Entrada Ruim' });
    const bad = await call(assessor, 'POST', `/api/citizens/${id}/consents`, { ...grant, channel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Canal/);
    const long = await call(assessor, 'POST', `/api/citizens/${id}/consents`, {
      ...grant,
      text: 'x'.repeat(5000),
    });
    expect(long.statusCode).toBe(400);
    expect((await call(reader, 'POST', `/api/citizens/${id}/consents`, grant)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/api/citizens/${id}/consents`, undefined],
      ['POST', `/api/citizens/${id}/consents`, grant],
      ['POST', `/api/citizens/${id}/privacy-requests`, { type: 'acesso', channel: 'E-mail' }],
      ['GET', `/api/citizens/${id}/data`, undefined],
      ['POST', `/api/citizens/${id}/anonymize`, undefined],
    ] as const) {
      const res = await call(otherAdmin, method, url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CITIZEN_NOT_FOUND');
    }
    const rows = await sql('select count(*)::int as n from citizen_consents where citizen_id = $1', [id]);
    expect(rows.rows).toEqual([{ n: 0 }]);
  });
});
