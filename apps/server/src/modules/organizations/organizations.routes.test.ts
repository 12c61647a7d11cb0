import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, tokenOf, type TestApp } from '../../../test/test-app.ts';
import { multipart, PNG_1PX } from '../../../test/multipart.ts';

const DEMO = '00000000-0000-4000-8000-000000000001';
const BH = '00000000-0000-4000-8000-000000000002';
let t: TestApp;
let platform: string;
let admin: string;
let assessor: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await t.login('plataforma@gabinete.demo');
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
});
afterAll(() => t.close());

describe('the office profile', () => {
  it('is readable by any member of the office', async () => {
    const res = await t.call(assessor, { method: 'GET', url: '/api/organization' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: DEMO,
      representativeName: 'Helena Duarte',
      cargo: 'Vereadora',
      uf: 'SP',
    });
  });

  it('is edited by the office admin', async () => {
    const res = await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: {
        representativeName: 'Helena Duarte Moreira',
        partido: 'PNV',
        municipio: 'Campinas',
        uf: 'SP',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ representativeName: 'Helena Duarte Moreira', partido: 'PNV' });
  });

  it('refuses an unknown UF and a cargo outside the list', async () => {
    const res = await t.call(admin, { method: 'PUT', url: '/api/organization', payload: { uf: 'XX' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^UF: Valor inválido/);
    expect(
      (await t.call(admin, { method: 'PUT', url: '/api/organization', payload: { cargo: 'Rei' } }))
        .statusCode,
    ).toBe(400);
  });

  it('cannot be edited without update on settings', async () => {
    const res = await t.call(await t.login('recepcao@gabinete.demo'), {
      method: 'PUT',
      url: '/api/organization',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('takes a logo checked by content, and removes it', async () => {
    const up = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: PNG_1PX }),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().logo).toMatch(/^\/uploads\/logos\//);
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: Buffer.from('<svg onload=alert(1)>') }),
    });
    expect(bad.statusCode).toBe(415);
    const del = await t.call(admin, { method: 'DELETE', url: '/api/organization/logo' });
    expect(del.json().logo).toBeNull();
  });
});

describe('the office settings (time zone, accent colour, logo, e-mail)', () => {
  it('starts in Brasília time with the blue accent, and takes another zone and colour', async () => {
    const before = await t.call(assessor, { method: 'GET', url: '/api/organization' });
    expect(before.json()).toMatchObject({ timeZone: 'America/Sao_Paulo', accentColor: 'blue' });
    const res = await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: { timeZone: 'America/Manaus', accentColor: 'teal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'America/Manaus', accentColor: 'teal' });
    // Everyone in the office gets the colour with their session data.
    const me = await t.call(assessor, { method: 'GET', url: '/api/me' });
    expect(me.json()).toMatchObject({ accentColor: 'teal', colorScheme: 'light' });
    await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: { timeZone: 'America/Sao_Paulo', accentColor: 'blue' },
    });
  });

  it('refuses a zone outside Brazil and an unknown colour in pt-BR', async () => {
    const zone = await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: { timeZone: 'Europe/Lisbon' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/fuso horário/i);
    expect(zone.json().message).toMatch(/Escolha um fuso horário do Brasil/);
    const junk = await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: { timeZone: 'America/Sao_Paulo; drop table x' },
    });
    expect(junk.statusCode).toBe(400);
    const colour = await t.call(admin, {
      method: 'PUT',
      url: '/api/organization',
      payload: { accentColor: '#ff0000' },
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toMatch(/Escolha uma das cores da lista/);
  });

  it('changes only the caller’s own office: another office admin edits theirs, not this one', async () => {
    const bh = await t.login('admin.bh@gabinete.demo');
    const res = await t.call(bh, {
      method: 'PUT',
      url: '/api/organization',
      payload: { timeZone: 'America/Cuiaba', accentColor: 'grape' },
    });
    expect(res.json()._id).toBe(BH);
    const demo = await t.call(admin, { method: 'GET', url: '/api/organization' });
    expect(demo.json()).toMatchObject({ _id: DEMO, timeZone: 'America/Sao_Paulo', accentColor: 'blue' });
    // The platform route to another office stays closed to an office admin.
    const other = await t.call(bh, {
      method: 'PUT',
      url: `/api/organizations/${DEMO}`,
      payload: { accentColor: 'red' },
    });
    expect(other.statusCode).toBe(403);
    // A weaker role reads but cannot change the settings.
    const weak = await t.call(assessor, {
      method: 'PUT',
      url: '/api/organization',
      payload: { accentColor: 'red' },
    });
    expect(weak.statusCode).toBe(403);
  });

  it('takes a WebP or JPEG logo, and refuses a GIF, an SVG and a file over 1 MB (by content: every file is sent as logo.bin)', async () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const ok = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: webp }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().logo).toMatch(/^\/uploads\/logos\/[0-9a-f]+\.webp/);
    const jpeg = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]) }),
    });
    expect(jpeg.json().logo).toMatch(/\.jpg/);
    const gif = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]) }),
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe('Envie o logotipo em PNG, JPG ou WEBP (até 1 MB).');
    const svg = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') }),
    });
    expect(svg.statusCode).toBe(415);
    const big = await t.call(admin, {
      method: 'POST',
      url: '/api/organization/logo',
      ...multipart({}, { logo: Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('O logotipo passa do limite de 1 MB.');
    // The refused files left the logo as it was; the header gets it with the session data.
    const me = await t.call(admin, { method: 'GET', url: '/api/me' });
    expect(me.json().organizationLogo).toMatch(/\.jpg/);
    await t.call(admin, { method: 'DELETE', url: '/api/organization/logo' });
  });

  it('says how the installation sends e-mail, without any credential', async () => {
    const res = await t.call(admin, { method: 'GET', url: '/api/organization/email' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: expect.stringContaining('@'),
      transport: 'outbox',
      smtpHost: null,
    });
    const recepcao = await t.call(await t.login('recepcao@gabinete.demo'), {
      method: 'GET',
      url: '/api/organization/email',
    });
    expect(recepcao.statusCode).toBe(403);
  });
});

describe('platform management of offices', () => {
  it('is closed to an office admin (403)', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/organizations' })).statusCode).toBe(403);
    expect(
      (await t.call(admin, { method: 'PATCH', url: `/api/organizations/${BH}/suspend` })).statusCode,
    ).toBe(403);
  });

  it('lists and searches offices without accents', async () => {
    const res = await t.call(platform, { method: 'GET', url: '/api/organizations?q=lucia' });
    expect(res.statusCode).toBe(200);
    expect(res.json().organizations.map((o: { name: string }) => o.name)).toEqual([
      'Gabinete da Deputada Federal Lúcia Prado',
    ]);
    const all = await t.call(platform, { method: 'GET', url: '/api/organizations' });
    expect(all.json().total).toBeGreaterThanOrEqual(5);
  });

  it('gives each office its users, last activity, trial days left and situação (the platform home)', async () => {
    // The office admin signed in above: its office was active a moment ago.
    const res = await t.call(platform, {
      method: 'GET',
      url: '/api/organizations?perPage=100&sort=-lastActivityAt',
    });
    expect(res.statusCode, res.body).toBe(200);
    const offices = res.json().organizations as {
      _id: string;
      usersCount: number;
      lastActivityAt: string | null;
      trialDaysLeft: number | null;
      isTrial: boolean;
      status: string;
    }[];
    const demo = offices.find((o) => o._id === DEMO)!;
    expect(demo.usersCount).toBeGreaterThan(0);
    expect(Date.now() - new Date(demo.lastActivityAt!).getTime()).toBeLessThan(10 * 60_000);
    expect(demo.status).toBe('active');
    for (const o of offices) {
      if (o.isTrial) expect(o.trialDaysLeft).toEqual(expect.any(Number));
      else expect(o.trialDaysLeft).toBeNull();
    }
    const times = offices.map((o) => o.lastActivityAt).filter((v): v is string => v !== null);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('sorts offices by their number of users', async () => {
    const res = await t.call(platform, { method: 'GET', url: '/api/organizations?sort=-usersCount' });
    const counts = res.json().organizations.map((o: { usersCount: number }) => o.usersCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts.at(-1));
  });

  it('creates an office and invites its admin', async () => {
    const res = await t.call(platform, {
      method: 'POST',
      url: '/api/organizations',
      payload: {
        name: 'Gabinete do Vereador Novo',
        cargo: 'Vereador',
        uf: 'PR',
        municipio: 'Londrina',
        adminName: 'Novo Administrador',
        adminEmail: 'novo.admin@exemplo.com.br',
        isTrial: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Gabinete do Vereador Novo',
      isTrial: true,
      usersCount: 1,
      status: 'active',
    });
    const token = tokenOf(linkFrom(t.mails, 'novo.admin@exemplo.com.br'));
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token, password: 'senha-do-novo' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'novo.admin@exemplo.com.br', password: 'senha-do-novo' },
    });
    expect(login.json().userData).toMatchObject({
      role: 'admin',
      is_trial: true,
      organizationName: 'Gabinete do Vereador Novo',
    });
  });

  it('suspends an office: its users are refused at once, and reactivation lets them back', async () => {
    const bh = await t.login('admin.bh@gabinete.demo');
    const suspend = await t.call(platform, { method: 'PATCH', url: `/api/organizations/${BH}/suspend` });
    expect(suspend.json().status).toBe('suspended');
    const refused = await t.call(bh, { method: 'GET', url: '/api/users' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ORGANIZATION_SUSPENDED');
    await t.call(platform, { method: 'PATCH', url: `/api/organizations/${BH}/reactivate` });
    expect((await t.call(bh, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
  });

  it('ends the trial of every user of an office when it becomes a subscriber', async () => {
    const id = '00000000-0000-4000-8000-000000000003';
    const res = await t.call(platform, {
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: { isTrial: false },
    });
    expect(res.json().isTrial).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'admin.feira@gabinete.demo', password: 'gabinete123' },
    });
    expect(login.json().userData.is_trial).toBe(false);
  });

  it('answers 404 for an unknown office', async () => {
    const res = await t.call(platform, {
      method: 'GET',
      url: '/api/organizations/9b2f8a3e-1111-4222-8333-444455556666',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Gabinete não encontrado.');
  });
});
