import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen, insertTag } from '../citizen-reports/test-fixtures.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
});
afterAll(() => t.close());

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const sql = (text: string, values: unknown[] = []) => t.deps.database.executeSql(text, values);
const grant = { channel: 'whatsapp', purpose: 'informativo', granted: true, source: 'formulario' };

describe('GET /api/citizens/:id/data', () => {
  it('includes what the casework areas hold about the person: demandas, atendimentos, tarefas, agenda', async () => {
    const id = await insertCitizen(t, { name: 'Titular Com Demanda' });
    const occurrence = await call(assessor, 'POST', '/api/occurrences', {
      citizenId: id,
      channel: 'telefone',
      subject: 'Pediu poda da árvore em frente à casa',
      description: 'Mora na Rua das Flores, 12; a árvore encosta na fiação.',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(occurrence.statusCode).toBe(201);
    const demand = await call(assessor, 'POST', '/api/demands', {
      title: 'Poda de árvore na Rua das Flores',
      description: 'A árvore encosta na fiação da casa do titular.',
      citizenIds: [id],
      occurrenceId: occurrence.json()._id,
    });
    expect(demand.statusCode).toBe(201);
    const data = (await call(assessor, 'GET', `/api/citizens/${id}/data`)).json();
    expect(data.demandas).toEqual([
      expect.objectContaining({
        protocol: demand.json().protocol,
        title: 'Poda de árvore na Rua das Flores',
        description: 'A árvore encosta na fiação da casa do titular.',
        status: 'Aguardando encaminhamento',
      }),
    ]);
    expect(data.atendimentos).toEqual([
      expect.objectContaining({
        channel: 'telefone',
        subject: 'Pediu poda da árvore em frente à casa',
        description: 'Mora na Rua das Flores, 12; a árvore encosta na fiação.',
      }),
    ]);
  });

  it("downloads the citizen's whole data as JSON and records the export", async () => {
    const tag = await insertTag(t, 'Portabilidade');
    const id = await insertCitizen(t, {
      name: 'Titular Exporta',
      cpf: '52998224725',
      cityIbge: 3509502,
      phones: [{ number: '+5519999998888', type: 'celular', preferred: true }],
      emails: [{ address: 'titular@exemplo.com' }],
      tagIds: [tag],
    });
    await call(assessor, 'POST', `/api/citizens/${id}/consents`, grant);
    const res = await call(assessor, 'GET', `/api/citizens/${id}/data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dados-do-titular-.+\.json"$/);
    expect(res.headers['content-type']).toContain('application/json');
    const data = res.json();
    expect(data.citizen).toMatchObject({
      _id: id,
      name: 'Titular Exporta',
      cpf: '52998224725',
      city: 'Campinas',
    });
    expect(data.phones).toEqual([
      { number: '+5519999998888', type: 'celular', preferred: true, canContact: true },
    ]);
    expect(data.emails[0].address).toBe('titular@exemplo.com');
    expect(data.tags[0].name).toBe('Portabilidade');
    expect(data.consents).toHaveLength(1);
    expect(data).toHaveProperty('privacyRequests');
    expect(data).toHaveProperty('history');
    expect(data).toMatchObject({ demandas: [], atendimentos: [], tarefas: [], agenda: [] });
    const log = await sql(
      `select action from audit_log where entity = 'citizen' and entity_id = $1 and action = 'export'`,
      [id],
    );
    expect(log.rows).toHaveLength(1);
    // Exporting needs the export permission (reception has none).
    expect((await call(reception, 'GET', `/api/citizens/${id}/data`)).statusCode).toBe(403);
  });
});

describe('POST /api/citizens/:id/anonymize', () => {
  it('erases personal data in one go, keeps the id, and leaves only field names in the history', async () => {
    const tag = await insertTag(t, 'Anonimizar');
    const leader = await insertCitizen(t, { name: 'Líder do Titular' });
    const id = await insertCitizen(t, {
      name: 'Apagar Meus Dados',
      cpf: '11144477735',
      birthDate: '1980-05-05',
      leaderId: leader,
      neighborhood: 'Cambuí',
      cityIbge: 3509502,
      lat: -22.9,
      lng: -47.06,
      phones: [{ number: '+5519988887777', type: 'whatsapp' }],
      emails: [{ address: 'apagar@exemplo.com' }],
      tagIds: [tag],
    });
    await sql(
      `insert into citizen_changes (organization_id, citizen_id, action, changes) values ($1, $2, 'update', $3)`,
      [DEMO_ORG, id, JSON.stringify([{ field: 'neighborhood', from: 'Centro', to: 'Cambuí' }])],
    );
    const denied = await call(assessor, 'POST', `/api/citizens/${id}/anonymize`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ADMIN_ONLY');

    const res = await call(admin, 'POST', `/api/citizens/${id}/anonymize`);
    expect(res.statusCode).toBe(200);
    const row = (await sql('select * from citizens where id = $1', [id])).rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      id,
      name: 'Titular anonimizado',
      cpf: null,
      birth_date: null,
      neighborhood: null,
      city_ibge: null,
      lat: null,
      leader_id: null,
    });
    for (const table of ['citizen_phones', 'citizen_emails', 'citizen_tags']) {
      expect((await sql(`select 1 from ${table} where citizen_id = $1`, [id])).rows).toHaveLength(0);
    }
    const changes = (
      await sql('select action, changes from citizen_changes where citizen_id = $1 order by created_at', [id])
    ).rows;
    expect(changes).toContainEqual({
      action: 'update',
      changes: [{ field: 'neighborhood', from: '[anonimizado]', to: '[anonimizado]' }],
    });
    expect(changes.map((c) => (c as { action: string }).action)).toContain('anonymize');
    const log = await sql(`select 1 from audit_log where action = 'anonymize' and entity_id = $1`, [id]);
    expect(log.rows).toHaveLength(1);
  });
});
