import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedPrivacy } from '../../seed/privacy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
const one = async (text: string) =>
  (await t.deps.database.executeSql(text, [DEMO_ORG])).rows[0] as Record<string, number>;

describe('demo LGPD seed', () => {
  it('gives ~60% of the demo citizens consents, some revoked, and four requests; a second run adds nothing', async () => {
    const stats = await one(`
      select (select count(*)::int from citizens where organization_id = $1 and deleted_at is null) as citizens,
             (select count(distinct citizen_id)::int from citizen_consents where organization_id = $1) as consenting,
             (select count(*)::int from citizen_consents where organization_id = $1 and not granted) as revoked,
             (select count(distinct channel)::int from citizen_consents where organization_id = $1) as channels,
             (select count(*)::int from citizen_consents where organization_id = $1) as entries`);
    expect(stats.citizens).toBeGreaterThan(0);
    const share = stats.consenting! / stats.citizens!;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
    expect(stats.revoked).toBeGreaterThan(0);
    expect(stats.channels).toBeGreaterThanOrEqual(3);

    const token = await t.login('admin@gabinete.demo');
    const list = (await t.call(token, { method: 'GET', url: '/api/privacy-requests' })).json();
    expect(list.total).toBe(4);
    expect(list.requests.filter((r: { overdue: boolean }) => r.overdue)).toHaveLength(1);
    expect(list.requests.filter((r: { status: string }) => r.status === 'concluida')).toHaveLength(1);

    await seedPrivacy(t.deps.database.db);
    const again = await one(
      `select count(*)::int as entries from citizen_consents where organization_id = $1`,
    );
    expect(again.entries).toBe(stats.entries);
    expect((await one(`select count(*)::int as n from privacy_requests where organization_id = $1`)).n).toBe(
      4,
    );
  });
});
