import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen } from '../citizen-reports/test-fixtures.ts';
import { users } from '../users/users.table.ts';
import { eq } from 'drizzle-orm';
import { audit } from './audit.service.ts';

let t: TestApp;
let admin: string;
let assessor: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
  assessor = await t.login('assessor@gabinete.demo');
  otherAdmin = await t.login('admin.bh@gabinete.demo');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call(token, { method, url, payload: payload as never });
const grant = { channel: 'whatsapp', purpose: 'informativo', granted: true, source: 'formulario' };

describe('GET /api/audit', () => {
  it('lists the office log newest first with names resolved; admin only; never another office', async () => {
    const id = await insertCitizen(t, { name: 'Auditado Silva' });
    await call(assessor, 'POST', `/api/citizens/${id}/consents`, grant);
    await call(assessor, 'GET', `/api/citizens/${id}/data`);
    const res = await call(admin, 'GET', `/api/audit?entity=citizen&entityId=${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual(['export', 'consent']);
    expect(body.entries[0]).toMatchObject({
      entity: 'citizen',
      entityId: id,
      entityName: 'Auditado Silva',
      user: { name: 'Rafael Souza' },
    });
    const byAction = (await call(admin, 'GET', '/api/audit?action=consent&q=rafael&perPage=100')).json();
    expect(
      byAction.entries.every(
        (e: { action: string; user: { name: string } }) =>
          e.action === 'consent' && e.user.name === 'Rafael Souza',
      ),
    ).toBe(true);
    // 'Today' in the office's time zone, as the API reads from/to (the UTC date is tomorrow after 21:00 there).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await call(admin, 'GET', `/api/audit?from=2000-01-01&to=2000-01-02`)).json().total).toBe(0);
    expect(
      (await call(admin, 'GET', `/api/audit?entityId=${id}&from=${today}`)).json().total,
    ).toBeGreaterThanOrEqual(1);

    const denied = await call(assessor, 'GET', '/api/audit');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('ADMIN_ONLY');
    const other = (await call(otherAdmin, 'GET', `/api/audit?entityId=${id}`)).json();
    expect(other.total).toBe(0);
    const otherAll = (await call(otherAdmin, 'GET', '/api/audit?perPage=100')).json();
    expect(otherAll.entries.some((e: { entityId: string }) => e.entityId === id)).toBe(false);
    expect((await call(admin, 'GET', '/api/audit?from=ontem')).statusCode).toBe(400);
  });

  it("searches only the office's own users: the count agrees with the page for someone of another office", async () => {
    const db = t.app.db;
    const [demo] = await db
      .select({ org: users.organizationId })
      .from(users)
      .where(eq(users.email, 'admin@gabinete.demo'));
    const [stranger] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin.bh@gabinete.demo'));
    await audit(db, { organizationId: demo!.org, userId: stranger!.id, action: 'update', entity: 'user' });
    const res = (await call(admin, 'GET', '/api/audit?q=sergio%20amaral')).json();
    expect(res.entries).toEqual([]);
    expect(res.total).toBe(0);
  });
});
