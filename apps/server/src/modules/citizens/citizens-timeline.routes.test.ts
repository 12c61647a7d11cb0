import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { registerTimelineSource } from './citizens.extensions.ts';
import { createCitizen, DEMO_ORG } from './citizens-test-helpers.ts';

let t: TestApp;
let admin: string;
// Another area's contribution, as demandas will register theirs: two items, one older than the record.
registerTimelineSource('test-demandas', async (_db, q) =>
  [
    { at: '2031-01-01T10:00:00.000Z', title: 'Demanda aberta: poda de árvore' },
    { at: '2001-01-01T10:00:00.000Z', title: 'Demanda antiga' },
  ]
    .filter((i) => new Date(i.at) < q.before)
    .slice(0, q.limit)
    .map((i, k) => ({
      id: `demanda:${q.citizenId}:${k}`,
      kind: 'demanda',
      at: i.at,
      title: i.title,
      description: null,
      link: '/demandas/1',
      user: null,
    })),
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const timeline = async (id: string, query = '') =>
  (await t.call(admin, { method: 'GET', url: `/api/citizens/${id}/timeline${query}` })).json() as {
    items: { kind: string; title: string; at: string }[];
    hasMore: boolean;
  };

describe('GET /api/citizens/:id/timeline', () => {
  it('merges every registered source newest first, with imports named after their file', async () => {
    const c = await createCitizen(t, admin, { name: 'Cronologia Completa' });
    await t.deps.database.executeSql(
      `insert into citizen_changes (organization_id, citizen_id, action, changes, created_at)
       values ($1, $2, 'import', $3, now() - interval '1 day')`,
      [DEMO_ORG, c._id, JSON.stringify([{ field: 'import', from: null, to: 'contatos-2019.csv' }])],
    );
    const all = await timeline(c._id);
    expect(all.items.map((i) => [i.kind, i.title])).toEqual([
      ['demanda', 'Demanda aberta: poda de árvore'],
      ['change', 'Cadastro criado'],
      ['change', 'Importado da planilha contatos-2019.csv'],
      ['demanda', 'Demanda antiga'],
    ]);
    expect(all.hasMore).toBe(false);
  });

  it('pages with limit and before', async () => {
    const c = await createCitizen(t, admin, { name: 'Cronologia Paginada' });
    const first = await timeline(c._id, '?limit=2');
    expect(first.items.map((i) => i.title)).toEqual(['Demanda aberta: poda de árvore', 'Cadastro criado']);
    expect(first.hasMore).toBe(true);
    const next = await timeline(c._id, `?limit=2&before=${encodeURIComponent(first.items[1]!.at)}`);
    expect(next).toEqual({ items: [expect.objectContaining({ title: 'Demanda antiga' })], hasMore: false });
  });
});
