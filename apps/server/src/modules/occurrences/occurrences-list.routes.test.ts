import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { areaOf, citizenOf, DEMO_ORG, userId } from './casework-test-helpers.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let assessorId: string;
let citizenA: { id: string; name: string };
let citizenB: { id: string; name: string };
let saude: string;
let obras: string;
const ids: Record<string, string> = {};

// Fixed instants around midnight in Brasília (UTC-3): 02:30 UTC on the 10th is still the 9th there.
const FIXTURES = [
  {
    key: 'poda',
    subject: 'Zz poda de árvore',
    channel: 'telefone',
    at: '2025-03-10T02:30:00Z',
    status: 'aberto',
  },
  {
    key: 'creche',
    subject: 'Zz vaga em creche',
    channel: 'presencial',
    at: '2025-03-10T13:00:00Z',
    status: 'em_andamento',
  },
  {
    key: 'buraco',
    subject: 'Zz buraco na rua',
    channel: 'whatsapp',
    at: '2025-03-11T15:00:00Z',
    status: 'concluido',
  },
  {
    key: 'remedio',
    subject: 'Zz remédio em falta',
    channel: 'email',
    at: '2025-03-12T20:00:00Z',
    status: 'cancelado',
  },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  assessorId = await userId(t, 'assessor@gabinete.demo');
  citizenA = await citizenOf(t, DEMO_ORG, 10);
  citizenB = await citizenOf(t, DEMO_ORG, 11);
  saude = await areaOf(t, DEMO_ORG, 'Saúde (lista)');
  obras = await areaOf(t, DEMO_ORG, 'Obras (lista)');
  for (const [i, f] of FIXTURES.entries()) {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/occurrences',
      payload: {
        citizenId: i % 2 === 0 ? citizenA.id : citizenB.id,
        channel: f.channel,
        subject: f.subject,
        occurredAt: f.at,
        status: f.status,
        areaId: i < 2 ? saude : obras,
        responsibleId: i === 0 ? assessorId : null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[f.key] = res.json()._id;
  }
});
afterAll(() => t.close());

async function list(query: string, token = admin) {
  const res = await t.call(token, { method: 'GET', url: `/api/occurrences?q=zz&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { occurrences: { _id: string }[]; total: number; totalIsEstimate: boolean };
  return { ...body, keys: body.occurrences.map((o) => Object.keys(ids).find((k) => ids[k] === o._id)) };
}

describe('GET /api/occurrences filters', () => {
  it('lists newest first by default with the total', async () => {
    const res = await list('');
    expect(res.keys).toEqual(['remedio', 'buraco', 'creche', 'poda']);
    expect(res).toMatchObject({ total: 4, totalIsEstimate: false });
  });

  it('searches the assunto without accents and the citizen’s name', async () => {
    const accents = await t.call(admin, { method: 'GET', url: '/api/occurrences?q=zz arvore' });
    expect(accents.json().occurrences.map((o: { _id: string }) => o._id)).toEqual([ids.poda]);
    const byName = await t.call(admin, {
      method: 'GET',
      url: `/api/occurrences?q=${encodeURIComponent(citizenB.name)}`,
    });
    const found = byName.json().occurrences.map((o: { _id: string }) => o._id);
    expect(found).toEqual(expect.arrayContaining([ids.creche, ids.remedio]));
    expect(found).not.toContain(ids.poda);
  });

  it('filters by channel and situação (one or several)', async () => {
    expect((await list('channel=whatsapp')).keys).toEqual(['buraco']);
    expect((await list('channel=telefone,email')).keys).toEqual(['remedio', 'poda']);
    expect((await list('status=aberto,em_andamento')).keys).toEqual(['creche', 'poda']);
    expect((await list('status=concluido')).keys).toEqual(['buraco']);
  });

  it('filters by área, responsável (an id, me, none) and citizen', async () => {
    expect((await list(`areaIds=${obras}`)).keys).toEqual(['remedio', 'buraco']);
    expect((await list(`areaIds=${saude},${obras}`)).total).toBe(4);
    expect((await list(`responsibleId=${assessorId}`)).keys).toEqual(['poda']);
    expect((await list('responsibleId=me', assessor)).keys).toEqual(['poda']);
    expect((await list('responsibleId=none')).keys).toEqual(['remedio', 'buraco', 'creche']);
    expect((await list(`citizenId=${citizenA.id}`)).keys).toEqual(['buraco', 'poda']);
  });

  it('filters by days in the office’s time zone, both ends included', async () => {
    expect((await list('from=2025-03-10&to=2025-03-10')).keys).toEqual(['creche']);
    expect((await list('to=2025-03-09')).keys).toEqual(['poda']);
    expect((await list('from=2025-03-11')).keys).toEqual(['remedio', 'buraco']);
  });

  it('filters by whether a demanda was opened from it', async () => {
    expect((await list('hasDemand=true')).total).toBe(0);
    expect((await list('hasDemand=false')).total).toBe(4);
  });

  it('sorts by assunto and by date, and pages', async () => {
    expect((await list('sort=subject')).keys).toEqual(['buraco', 'poda', 'remedio', 'creche']);
    expect((await list('sort=occurredAt')).keys).toEqual(['poda', 'creche', 'buraco', 'remedio']);
    const page2 = await list('perPage=3&page=2');
    expect(page2).toMatchObject({ keys: ['poda'], total: 4 });
  });

  it('answers pt-BR 400s for bad parameters', async () => {
    const bad = async (query: string) => {
      const res = await t.call(admin, { method: 'GET', url: `/api/occurrences?${query}` });
      expect(res.statusCode, query).toBe(400);
      return res.json().message as string;
    };
    expect(await bad('channel=fax')).toMatch(/^Parâmetro canal/);
    expect(await bad('from=31/02/2025')).toMatch(/^Parâmetro data inicial/);
    expect(await bad('sort=citizen')).toMatch(/^Parâmetro ordenação/);
    expect(await bad('responsibleId=ninguem')).toMatch(/^Parâmetro responsável/);
    expect(await bad('perPage=500')).toMatch(/^Parâmetro itens por página/);
  });

  it('lists nothing of another office', async () => {
    const other = await t.login('admin.bh@gabinete.demo');
    expect((await list('', other)).total).toBe(0);
  });
});
