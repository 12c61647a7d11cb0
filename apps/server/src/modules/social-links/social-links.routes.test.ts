import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let reception: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  reception = await t.login('recepcao@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

type Link = { _id: string; network: string; label: string; url: string; visible: boolean; position: number };
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const list = async (token = admin): Promise<Link[]> =>
  (await call(token, 'GET', '/api/social-links')).json().links;
const create = async (payload: Record<string, unknown>, token = admin) => {
  const res = await call(token, 'POST', '/api/social-links', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Link;
};

describe('links sociais', () => {
  it("lists the demo office's links in order, the hidden one included", async () => {
    const links = await list();
    expect(links.map((l) => l.network)).toEqual([
      'instagram',
      'facebook',
      'youtube',
      'whatsapp_channel',
      'site',
      'x',
    ]);
    expect(links.map((l) => l.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(links.find((l) => l.network === 'x')!.visible).toBe(false);
  });

  it('creates a link last, edits only what is sent and deletes it', async () => {
    const before = await list();
    const link = await create({
      network: 'tiktok',
      label: '  TikTok da Helena ',
      url: 'https://www.tiktok.com/@helena',
    });
    expect(link).toMatchObject({ label: 'TikTok da Helena', visible: true, position: before.length });
    const edited = await call(admin, 'PUT', `/api/social-links/${link._id}`, { visible: false });
    expect(edited.json()).toMatchObject({
      visible: false,
      label: 'TikTok da Helena',
      url: 'https://www.tiktok.com/@helena',
    });
    const del = await call(admin, 'DELETE', `/api/social-links/${link._id}`);
    expect(del.json()).toEqual({ ok: true, message: 'Link excluído.' });
    expect((await list()).map((l) => l._id)).not.toContain(link._id);
  });

  it.each([
    ['instagram', 'http://www.instagram.com/helena', 'O endereço deve começar por https://'],
    ['instagram', 'https://www.facebook.com/helena', 'Este endereço não é do Instagram.'],
    ['instagram', 'https://www.instagram.com/', 'Informe o endereço do perfil'],
    ['instagram', 'https://instagram.com.golpe.net/helena', 'Este endereço não é do Instagram.'],
    ['tiktok', 'https://www.tiktok.com/helena', 'O perfil do TikTok começa por @'],
    ['whatsapp_channel', 'https://wa.me/5519999999999', 'Este endereço não é do Canal do WhatsApp.'],
    ['site', 'javascript:alert(1)', 'O endereço deve começar por https://'],
    ['site', 'helena.com.br', 'Informe um endereço completo'],
  ])('refuses a %s link at %s', async (network, url, message) => {
    const res = await call(admin, 'POST', '/api/social-links', { network, label: 'Teste', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields.url).toContain(message);
  });

  it('accepts each network at its usual address and refuses a label on two lines', async () => {
    for (const [network, url] of [
      ['facebook', 'https://m.facebook.com/helenaduarte'],
      ['x', 'https://twitter.com/helenaduarte'],
      ['youtube', 'https://youtu.be/abc123'],
      ['whatsapp_channel', 'https://www.whatsapp.com/channel/0029VaXyz'],
      ['site', 'https://camara.campinas.sp.gov.br/vereadores/helena'],
    ]) {
      const link = await create({ network, label: `Link ${network}`, url });
      await call(admin, 'DELETE', `/api/social-links/${link._id}`);
    }
    const twoLines = await call(admin, 'POST', '/api/social-links', {
      network: 'site',
      label: 'Site\ndo mandato',
      url: 'https://helena.com.br',
    });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().fields.label).toBe('Use uma linha só, sem quebras ou caracteres de controle');
  });

  it('checks a new URL on edit against the stored network, and a new network against the stored URL', async () => {
    const link = await create({ network: 'site', label: 'Blog', url: 'https://blog.helena.com.br' });
    const badUrl = await call(admin, 'PUT', `/api/social-links/${link._id}`, { network: 'instagram' });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json()).toMatchObject({ code: 'SOCIAL_LINK_URL_INVALID' });
    expect(badUrl.json().fields.url).toContain('Este endereço não é do Instagram.');
    const unchanged = (await list()).find((l) => l._id === link._id)!;
    expect(unchanged).toMatchObject({ network: 'site', url: 'https://blog.helena.com.br' });
    await call(admin, 'DELETE', `/api/social-links/${link._id}`);
  });

  it('reorders with every link once, refusing a partial or repeated list without changing anything', async () => {
    const ids = (await list()).map((l) => l._id);
    const reversed = [...ids].reverse();
    const res = await call(admin, 'PUT', '/api/social-links/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().links.map((l: Link) => l._id)).toEqual(reversed);
    for (const bad of [reversed.slice(1), [...reversed.slice(1), reversed[1]]]) {
      const refused = await call(admin, 'PUT', '/api/social-links/order', { ids: bad });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('SOCIAL_LINK_ORDER_INVALID');
    }
    expect((await list()).map((l) => l._id)).toEqual(reversed);
    await call(admin, 'PUT', '/api/social-links/order', { ids });
  });

  it('needs the social-links permissions: the assessor reads but does not change, the reception does not read', async () => {
    expect((await call(assessor, 'GET', '/api/social-links')).statusCode).toBe(200);
    const id = (await list())[0]!._id;
    const writes = [
      ['POST', '/api/social-links', { network: 'site', label: 'Assessor', url: 'https://a.com.br' }],
      ['PUT', `/api/social-links/${id}`, { visible: false }],
      ['PUT', '/api/social-links/order', { ids: [id] }],
      ['DELETE', `/api/social-links/${id}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await call(assessor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(reception, 'GET', '/api/social-links')).statusCode).toBe(403);
    expect((await list())[0]).toMatchObject({ _id: id, visible: true });
  });

  it("keeps another office from seeing, changing, deleting or reordering the office's links", async () => {
    const ours = await list();
    const id = ours[0]!._id;
    expect(await list(otherAdmin)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { label: 'Invadido' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(otherAdmin, method, `/api/social-links/${id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('SOCIAL_LINK_NOT_FOUND');
    }
    const order = await call(otherAdmin, 'PUT', '/api/social-links/order', { ids: ours.map((l) => l._id) });
    expect(order.statusCode).toBe(422);
    expect(await list()).toEqual(ours);
  });
});
