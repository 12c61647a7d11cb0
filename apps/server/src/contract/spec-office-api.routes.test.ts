// The spec's §7 'The calls it makes', row by row, as a client written from the spec makes them: every request
// with a Bearer header built from the stored access token (public ones too, where a client may still hold a
// stale one), asserting the shape such a client relies on. The office API lives under /api, the WhatsApp API
// under /whatsapp.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkFrom, PASSWORD, tokenOf, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1PX } from '../../test/multipart.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let demoOrg: string;
let receptionId: string;

/** The spec client's call: always `Authorization: Bearer <stored access token>`. */
const bearer = (token: string, opts: InjectOptions) => t.call(token, opts);

const idOf = async (email: string) =>
  (
    (await t.deps.database.executeSql('select id from users where email = $1', [email])).rows[0] as {
      id: string;
    }
  ).id;

/** The spec's User entity (§3): _id, name, user_id, organization_id, is_trial, createdAt, ability. */
function expectSpecUser(user: Record<string, unknown>, id: string, organizationId: string) {
  expect(user).toMatchObject({ _id: id, user_id: id, organization_id: organizationId });
  expect(typeof user.name).toBe('string');
  expect(typeof user.is_trial).toBe('boolean');
  expect(Number.isNaN(Date.parse(String(user.createdAt)))).toBe(false);
  expect(Array.isArray(user.ability)).toBe(true);
  for (const rule of user.ability as unknown[]) {
    expect(rule).toEqual({ action: expect.any(String), subject: expect.any(String) });
  }
}

async function invite(name: string, email: string): Promise<string> {
  const res = await bearer(admin, {
    method: 'POST',
    url: '/api/users',
    payload: { name, email, role: 'assessor' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  demoOrg = (
    (
      await t.deps.database.executeSql(
        "select organization_id from users where email = 'admin@gabinete.demo'",
      )
    ).rows[0] as { organization_id: string }
  ).organization_id;
  receptionId = await idOf('recepcao@gabinete.demo');
});
afterAll(() => t.close());

describe('spec §7 Office API', () => {
  it('GET /users: a JSON array of users with _id and name, the total in X-Total-Count', async () => {
    const res = await bearer(admin, { method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(Array.isArray(users)).toBe(true);
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(user).toEqual(expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }));
    }
    expect(users.map((u: { name: string }) => u.name)).toContain('Mariana Costa');
    expect(res.headers['x-total-count']).toBe(String(users.length));
    // Paging stays in the query; the next page is linked.
    const page = await bearer(admin, { method: 'GET', url: '/api/users?perPage=2' });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe(String(users.length));
    expect(page.headers.link).toContain('</api/users?perPage=2&page=2>; rel="next"');
  });

  it('GET /users/{id}: the User with user_id, organization_id, is_trial, createdAt and ability', async () => {
    const id = await idOf('assessor@gabinete.demo');
    const res = await bearer(admin, { method: 'GET', url: `/api/users/${id}` });
    expect(res.statusCode).toBe(200);
    expectSpecUser(res.json(), id, demoOrg);
    expect(res.json()).toMatchObject({ name: 'Rafael Souza', is_trial: false });
    // A user reads their own record too.
    const own = await bearer(assessor, { method: 'GET', url: `/api/users/${id}` });
    expect(own.statusCode).toBe(200);
    expectSpecUser(own.json(), id, demoOrg);
  });

  it('POST /users: a JSON body creates the user (201, answered as a User)', async () => {
    const res = await bearer(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Contrato Novo', email: 'contrato.novo@gabinete.demo', role: 'assessor' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expectSpecUser(res.json(), res.json()._id, demoOrg);
    const list = await bearer(admin, { method: 'GET', url: '/api/users?q=contrato novo' });
    expect(list.json().map((u: { _id: string }) => u._id)).toEqual([res.json()._id]);
  });

  it('PUT /users/{id}: multipart form data changes the fields and the photo', async () => {
    const id = await invite('Contrato Multipart', 'contrato.multipart@gabinete.demo');
    const res = await bearer(admin, {
      method: 'PUT',
      url: `/api/users/${id}`,
      ...multipart({ name: 'Contrato Editado', phone: '(19) 99999-0000' }, { avatar: PNG_1PX }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectSpecUser(res.json(), id, demoOrg);
    expect(res.json().name).toBe('Contrato Editado');
    expect(res.json().avatar).toEqual(expect.any(String));
    const read = await bearer(admin, { method: 'GET', url: `/api/users/${id}` });
    expect(read.json().name).toBe('Contrato Editado');
  });

  it('DELETE /users/{id}: removes the user', async () => {
    const id = await invite('Contrato Excluído', 'contrato.excluido@gabinete.demo');
    const res = await bearer(admin, { method: 'DELETE', url: `/api/users/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bearer(admin, { method: 'GET', url: `/api/users/${id}` })).statusCode).toBe(404);
    const list = await bearer(admin, { method: 'GET', url: '/api/users?perPage=100' });
    expect(list.json().map((u: { _id: string }) => u._id)).not.toContain(id);
  });

  it('PUT /reset-password: a body with the e-mail mails a reset link (a stale Bearer is no obstacle)', async () => {
    const res = await bearer('stale-access-token', {
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'leitura@gabinete.demo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(linkFrom(t.mails, 'leitura@gabinete.demo')).toContain('token=');
  });

  it('PATCH /users/password: the mailed token and a new password set the password', async () => {
    await bearer('null', {
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email: 'sac@gabinete.demo' },
    });
    const token = tokenOf(linkFrom(t.mails, 'sac@gabinete.demo'));
    const res = await bearer('null', {
      method: 'PATCH',
      url: '/api/users/password',
      payload: { token, password: 'senha-do-contrato-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'sac@gabinete.demo', password: 'senha-do-contrato-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('PATCH /users/validate-email/{token}: no body confirms the address', async () => {
    const register = await bearer('null', {
      method: 'POST',
      url: '/api/jwt/register',
      payload: {
        organizationName: 'Gabinete do Contrato',
        name: 'Valéria Contrato',
        email: 'valeria.contrato@exemplo.com.br',
        password: 'senha-forte-1',
      },
    });
    expect(register.statusCode, register.body).toBe(201);
    const token = tokenOf(linkFrom(t.mails, 'valeria.contrato@exemplo.com.br'));
    const res = await bearer(register.json().accessToken, {
      method: 'PATCH',
      url: `/api/users/validate-email/${token}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = await bearer(register.json().accessToken, { method: 'GET', url: '/api/me' });
    expect(me.json().emailVerified).toBe(true);
  });

  for (const [kind, table, owner, action] of [
    ['voters', 'citizens', 'registered_by', 'reset_voters'],
    ['demands', 'demands', 'created_by', 'reset_demands'],
    ['occurrences', 'occurrences', 'created_by', 'reset_occurrences'],
  ] as const) {
    it(`PATCH /users/{id}/reset/${kind}: no body (nor Content-Type) bins the user's records, audited and restorable`, async () => {
      const live = async () =>
        (
          (
            await t.deps.database.executeSql(
              `select count(*)::int as n from ${table} where ${owner} = $1 and deleted_at is null`,
              [receptionId],
            )
          ).rows[0] as { n: number }
        ).n;
      const before = await live();
      expect(before).toBeGreaterThan(0);
      const res = await bearer(admin, { method: 'PATCH', url: `/api/users/${receptionId}/reset/${kind}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        affected: before,
        batchId: expect.any(String),
        restorableUntil: expect.any(String),
        message: expect.stringContaining('Juliana Ferreira'),
      });
      expect(await live()).toBe(0);
      const audit = await t.deps.database.executeSql(
        'select data from audit_log where action = $1 and entity_id = $2',
        [action, receptionId],
      );
      expect(audit.rows).toContainEqual({ data: expect.objectContaining({ batchId: res.json().batchId }) });
      const base = kind === 'voters' ? 'citizens' : kind;
      const restore = await bearer(admin, {
        method: 'POST',
        url: `/api/${base}/deletions/${res.json().batchId}/restore`,
      });
      expect(restore.statusCode, restore.body).toBe(200);
      expect(await live()).toBe(before);
    });
  }

  it('POST /auth: login answers accessToken, refreshToken and the User as userData', async () => {
    const res = await bearer('null', {
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'assessor@gabinete.demo', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual(
      expect.objectContaining({ accessToken: expect.any(String), refreshToken: expect.any(String) }),
    );
    expectSpecUser(body.userData, await idOf('assessor@gabinete.demo'), demoOrg);
    // GET /api/me answers the same User (what the web stores again after a reload).
    const me = await bearer(body.accessToken, { method: 'GET', url: '/api/me' });
    expectSpecUser(me.json(), body.userData._id, demoOrg);
  });
});

describe('spec §7 configured paths', () => {
  const login = async (email: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: PASSWORD } })).json();

  it('/jwt/refresh-token: a refreshToken field gets a new pair and the User', async () => {
    const first = await login('leitura@gabinete.demo');
    const res = await bearer(first.accessToken, {
      method: 'POST',
      url: '/api/jwt/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).not.toBe(first.refreshToken);
    expectSpecUser(body.userData, first.userData._id, demoOrg);
  });

  it('/jwt/register: creates an office on trial and answers tokens and the User', async () => {
    const res = await bearer('null', {
      method: 'POST',
      url: '/api/jwt/register',
      payload: {
        organizationName: 'Gabinete Registro Contrato',
        name: 'Renata Registro',
        email: 'renata.registro@exemplo.com.br',
        password: 'senha-forte-1',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expectSpecUser(body.userData, body.userData._id, body.userData.organization_id);
    expect(body.userData.is_trial).toBe(true);
  });

  it('/jwt/logout: ends the session with or without the refreshToken field', async () => {
    const session = await login('leitura@gabinete.demo');
    const res = await bearer(session.accessToken, {
      method: 'POST',
      url: '/api/jwt/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const bare = await bearer(session.accessToken, { method: 'POST', url: '/api/jwt/logout' });
    expect(bare.statusCode, bare.body).toBe(200);
  });
});

describe('spec §7 WhatsApp API', () => {
  it('GET /getconnection?token=<organization id>: { message, isConnected }', async () => {
    const res = await bearer(admin, { method: 'GET', url: `/whatsapp/getconnection?token=${demoOrg}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), isConnected: expect.any(Boolean) });
  });

  it('POST /sendmessage: a body with the number and the message is accepted', async () => {
    const res = await bearer(admin, {
      method: 'POST',
      url: '/whatsapp/sendmessage',
      payload: { token: demoOrg, phone: '(19) 95444-0101', message: 'Olá, aqui é do gabinete.' },
    });
    expect([200, 202], res.body).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ ok: true, chatId: expect.any(String) });
  });

  it('DELETE /disconnect?token=<organization id>: disconnects, and getconnection then says so', async () => {
    const res = await bearer(admin, { method: 'DELETE', url: `/whatsapp/disconnect?token=${demoOrg}` });
    expect(res.statusCode, res.body).toBe(200);
    const after = await bearer(admin, { method: 'GET', url: `/whatsapp/getconnection?token=${demoOrg}` });
    expect(after.json()).toMatchObject({ isConnected: false });
  });
});

describe('the OpenAPI document says the same', () => {
  it('documents X-Total-Count and Link on GET /api/users and no body on the resets', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/users'].get.responses['200'];
    expect(Object.keys(list.headers)).toEqual(['X-Total-Count', 'Link']);
    expect(list.headers['X-Total-Count'].schema.type).toBe('integer');
    expect(list.content['application/json'].schema.type).toBe('array');
    for (const kind of ['voters', 'demands', 'occurrences']) {
      const reset = doc.paths[`/api/users/{id}/reset/${kind}`].patch;
      expect(reset.requestBody, kind).toBeUndefined();
    }
  });
});
