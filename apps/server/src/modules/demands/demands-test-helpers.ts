// Shared fixtures of the demandas route tests: the demo offices' people, áreas and statuses, and a quick
// way to open a demanda.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';
export const BH_ORG = '00000000-0000-4000-8000-000000000002';

export interface Fixtures {
  users: Record<'admin' | 'assessor' | 'reception' | 'sac' | 'reader' | 'bhAdmin', string>;
  /** Live citizens of the demo office and of the BH office. */
  citizens: { demo: string[]; bh: string[] };
  areas: { demo: Map<string, string>; bh: Map<string, string> };
  /** Status ids by their default key ('aguardando', 'solucionado'…). */
  statuses: { demo: Map<string, string>; bh: Map<string, string> };
}

async function rows<T>(t: TestApp, text: string, values?: unknown[]): Promise<T[]> {
  return (await t.deps.database.executeSql(text, values)).rows as T[];
}

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const byEmail = new Map(
    (await rows<{ email: string; id: string }>(t, 'select email, id from users')).map((u) => [u.email, u.id]),
  );
  const citizensOf = async (org: string) =>
    (
      await rows<{ id: string }>(
        t,
        'select id from citizens where organization_id = $1 and deleted_at is null order by created_at, id limit 50',
        [org],
      )
    ).map((r) => r.id);
  const areasOf = async (org: string) =>
    new Map(
      (
        await rows<{ name: string; id: string }>(t, 'select name, id from areas where organization_id = $1', [
          org,
        ])
      ).map((r) => [r.name, r.id]),
    );
  const statusesOf = async (org: string) =>
    new Map(
      (
        await rows<{ key: string; id: string }>(
          t,
          'select key, id from demand_statuses where organization_id = $1',
          [org],
        )
      ).map((r) => [r.key, r.id]),
    );
  return {
    users: {
      admin: byEmail.get('admin@gabinete.demo')!,
      assessor: byEmail.get('assessor@gabinete.demo')!,
      reception: byEmail.get('recepcao@gabinete.demo')!,
      sac: byEmail.get('sac@gabinete.demo')!,
      reader: byEmail.get('leitura@gabinete.demo')!,
      bhAdmin: byEmail.get('admin.bh@gabinete.demo')!,
    },
    citizens: { demo: await citizensOf(DEMO_ORG), bh: await citizensOf(BH_ORG) },
    areas: { demo: await areasOf(DEMO_ORG), bh: await areasOf(BH_ORG) },
    statuses: { demo: await statusesOf(DEMO_ORG), bh: await statusesOf(BH_ORG) },
  };
}

export type DemandBody = {
  _id: string;
  protocol: string;
  version: number;
  status: { _id: string; name: string };
  [k: string]: unknown;
};

/** Opens a demanda as `token` and returns its body (201 asserted). */
export async function createDemand(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
): Promise<DemandBody> {
  const res = await t.call(token, { method: 'POST', url: '/api/demands', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function query<T = Record<string, unknown>>(t: TestApp, text: string, values?: unknown[]) {
  return rows<T>(t, text, values);
}
