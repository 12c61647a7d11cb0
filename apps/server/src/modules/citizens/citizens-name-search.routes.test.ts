// Name searches with more than 10,000 matches: the names that start with the search come first (issue 15).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FEIRA = '00000000-0000-4000-8000-000000000003';
const PREFIXED = 30;
const CONTAINING = 12_000;

let t: TestApp;
let feiraAdmin: string;
let demoAdmin: string;

interface ListBody {
  citizens: { _id: string; name: string }[];
  total: number;
  totalIsEstimate: boolean;
  prefixFirst?: boolean;
}

const list = async (token: string, query: string): Promise<ListBody> => {
  const res = await t.call(token, { method: 'GET', url: `/api/citizens?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListBody;
};
const names = (body: ListBody) => body.citizens.map((c) => c.name);
const two = (n: number) => String(n).padStart(2, '0');
const five = (n: number) => String(n).padStart(5, '0');
/** João, JOAO and Joao take turns: the prefix group's order is accent- and case-free. */
const prefixedName = (n: number) => `${['João', 'JOAO', 'Joao'][n % 3]} Prefixo ${two(n)}`;

beforeAll(async () => {
  t = await createTestApp();
  feiraAdmin = await t.login('admin.feira@gabinete.demo');
  demoAdmin = await t.login('admin@gabinete.demo');
  // 12,000 citizens with 'joao' inside the name (never at its start), 30 whose name starts with it.
  await t.deps.database.executeSql(
    `insert into citizens (organization_id, name)
       select '${FEIRA}', 'Maria Joao ' || lpad(g::text, 5, '0') from generate_series(1, ${CONTAINING}) g`,
  );
  const values = Array.from({ length: PREFIXED }, (_, k) => `('${FEIRA}', '${prefixedName(k + 1)}')`);
  await t.deps.database.executeSql(
    `insert into citizens (organization_id, name) values ${values.join(', ')}`,
  );
  await t.deps.database.executeSql('analyze citizens');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/citizens name search above 10,000 matches', () => {
  it('lists the names that start with the search first, accent-free alphabetical, and says so', async () => {
    const body = await list(feiraAdmin, 'q=joao&perPage=25');
    expect(body).toMatchObject({ totalIsEstimate: true, prefixFirst: true });
    expect(body.total).toBeGreaterThan(10_000);
    expect(names(body)).toEqual(Array.from({ length: 25 }, (_, k) => prefixedName(k + 1)));
  });

  it('fills the page where the prefix matches end with the other matches in name order', async () => {
    const body = await list(feiraAdmin, 'q=joao&perPage=25&page=2');
    expect(names(body)).toEqual([
      ...Array.from({ length: 5 }, (_, k) => prefixedName(26 + k)),
      ...Array.from({ length: 20 }, (_, k) => `Maria Joao ${five(k + 1)}`),
    ]);
    expect(body.prefixFirst).toBe(true);
  });

  it('places later pages after every prefix match', async () => {
    const body = await list(feiraAdmin, 'q=joao&perPage=25&page=3');
    expect(names(body)).toEqual(Array.from({ length: 25 }, (_, k) => `Maria Joao ${five(21 + k)}`));
  });

  it('keeps plain descending name order when the user sorts Z–A', async () => {
    const body = await list(feiraAdmin, 'q=joao&perPage=3&sort=-name');
    expect(names(body)).toEqual([
      `Maria Joao ${five(CONTAINING)}`,
      `Maria Joao ${five(CONTAINING - 1)}`,
      `Maria Joao ${five(CONTAINING - 2)}`,
    ]);
    expect(body.prefixFirst).toBe(false);
  });

  it('keeps plain name order below 10,000 matches, and never shows another office', async () => {
    const body = await list(demoAdmin, 'q=joao&perPage=100');
    expect(body.totalIsEstimate).toBe(false);
    expect(body.prefixFirst).toBe(false);
    expect(body.citizens.length).toBeGreaterThan(0);
    expect(names(body).some((n) => n.startsWith('Maria Joao') || n.includes(' Prefixo '))).toBe(false);
  });
});
