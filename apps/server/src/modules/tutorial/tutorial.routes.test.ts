import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, tokenOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let platform: string;
let demoAdmin: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await t.login('plataforma@gabinete.demo');
  demoAdmin = await t.login('admin@gabinete.demo');
  reader = await t.login('leitura@gabinete.demo');
});
afterAll(() => t.close());

type Checklist = { items: { key: string; done: boolean }[]; complete: boolean; dismissed: boolean };

const ticked = (c: Checklist) => Object.fromEntries(c.items.map((i) => [i.key, i.done]));

async function checklist(token: string): Promise<Checklist> {
  const res = await t.call(token, { method: 'GET', url: '/api/tutorial/checklist' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A brand-new office created by the platform team; returns its admin's token. */
async function newOffice(name: string, email: string): Promise<string> {
  const res = await t.call(platform, {
    method: 'POST',
    url: '/api/organizations',
    payload: { name, adminName: 'Marta Nogueira', adminEmail: email },
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = tokenOf(linkFrom(t.mails, email));
  const set = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/password',
    payload: { token, password: 'senha-do-gabinete' },
  });
  expect(set.statusCode, set.body).toBeLessThan(300);
  return t.login(email, 'senha-do-gabinete');
}

async function post(token: string, url: string, payload: object) {
  const res = await t.call(token, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
}

describe('GET /api/tutorial/checklist', () => {
  it('starts a new office with nothing ticked, whatever other offices hold', async () => {
    const admin = await newOffice('Gabinete da Vereadora Marta', 'marta@exemplo.com.br');
    const list = await checklist(admin);
    expect(list.items.map((i) => i.key)).toEqual(['whatsapp', 'citizens', 'team', 'demand']);
    expect(ticked(list)).toEqual({ whatsapp: false, citizens: false, team: false, demand: false });
    expect(list).toMatchObject({ complete: false, dismissed: false });

    // The demo office has everything; none of it counts for the new one.
    const demo = await checklist(demoAdmin);
    expect(ticked(demo)).toMatchObject({ citizens: true, team: true, demand: true });
  });

  it('ticks each step as the office does it: eleitor, demanda, equipe, WhatsApp', async () => {
    const admin = await newOffice('Gabinete do Vereador Caio', 'caio@exemplo.com.br');

    const citizen = await post(admin, '/api/citizens', { name: 'Joana de Souza Lima' });
    expect(ticked(await checklist(admin))).toMatchObject({ citizens: true, demand: false });

    await post(admin, '/api/demands', {
      title: 'Buraco na Rua Sete de Setembro',
      citizenIds: [citizen._id],
      priority: 'media',
    });
    expect(ticked(await checklist(admin))).toMatchObject({ demand: true, team: false });

    await post(admin, '/api/users', {
      name: 'Rafael Teixeira',
      email: 'rafael@exemplo.com.br',
      role: 'assessor',
    });
    expect(ticked(await checklist(admin))).toMatchObject({ team: true, whatsapp: false });

    // The office's number, paired through the simulator: QR code, then the phone scans it.
    expect((await t.call(admin, { method: 'POST', url: '/api/whatsapp/connect' })).statusCode).toBe(200);
    expect((await t.call(admin, { method: 'POST', url: '/whatsapp/simulator/scan' })).statusCode).toBe(200);
    const list = await checklist(admin);
    expect(ticked(list).whatsapp).toBe(true);
    expect(list.complete).toBe(true);
  });

  it('never counts a demanda of another office', async () => {
    const admin = await newOffice('Gabinete da Deputada Lia', 'lia@exemplo.com.br');
    const citizen = await post(demoAdmin, '/api/citizens', { name: 'Pedro Henrique Alves' });
    await post(demoAdmin, '/api/demands', {
      title: 'Poda de árvore na Praça Central',
      citizenIds: [citizen._id],
      priority: 'baixa',
    });
    expect(ticked(await checklist(admin))).toEqual({
      whatsapp: false,
      citizens: false,
      team: false,
      demand: false,
    });
  });

  it('refuses a caller without a session', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/tutorial/checklist' });
    expect(res.statusCode).toBe(401);
  });
});

describe('hiding the checklist', () => {
  it('keeps the choice per user and lets them bring it back', async () => {
    const admin = await newOffice('Gabinete do Vereador Hugo', 'hugo@exemplo.com.br');
    const hidden = await t.call(admin, { method: 'PUT', url: '/api/tutorial/checklist/dismissal' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ dismissed: true });
    expect((await checklist(admin)).dismissed).toBe(true);

    // Another user's choice is theirs alone.
    expect((await checklist(reader)).dismissed).toBe(false);

    const back = await t.call(admin, { method: 'DELETE', url: '/api/tutorial/checklist/dismissal' });
    expect(back.json()).toMatchObject({ dismissed: false });
  });

  it('lets the read-only user hide it too: it is their own dashboard', async () => {
    const res = await t.call(reader, { method: 'PUT', url: '/api/tutorial/checklist/dismissal' });
    expect(res.statusCode).toBe(200);
    const again = await t.call(reader, { method: 'PUT', url: '/api/tutorial/checklist/dismissal' });
    expect(again.json()).toMatchObject({ dismissed: true });
  });
});
