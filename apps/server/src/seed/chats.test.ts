// The demo SAC seed: a dozen believable conversations in every state, linked to citizens, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedChats } from './chats.ts';
import { DEMO_ORG_ID } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = async <T>(text: string, values: unknown[] = [DEMO_ORG_ID]) =>
  (await t.deps.database.executeSql(text, values)).rows as T[];

describe('the demo SAC seed', () => {
  it('has chats in every state with agents, delivery states, a note and events', async () => {
    const byStatus = await q<{ status: string; n: number }>(
      'select status, count(*)::int as n from chats where organization_id = $1 group by status order by status',
    );
    expect(byStatus.map((r) => r.status)).toEqual(['closed', 'open', 'pending']);
    const total = byStatus.reduce((s, r) => s + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(10);
    const states = await q<{ delivery_state: string; error: string | null }>(
      "select delivery_state, error from chat_messages where organization_id = $1 and direction = 'out'",
    );
    expect(new Set(states.map((s) => s.delivery_state))).toEqual(new Set(['entregue', 'lida', 'falhou']));
    expect(states.find((s) => s.delivery_state === 'falhou')!.error).toBeTruthy();
    const kinds = await q<{ direction: string }>(
      'select distinct direction from chat_messages where organization_id = $1',
    );
    expect(kinds.map((k) => k.direction).sort()).toEqual(['event', 'in', 'note', 'out']);
    const open = await q<{ agent_id: string | null }>(
      "select agent_id from chats where organization_id = $1 and status = 'open'",
    );
    expect(open.every((c) => c.agent_id)).toBe(true);
  });

  it('links every chat to a citizen holding its number, two of them created from unknown numbers', async () => {
    const unlinked = await q(
      `select h.id from chats h where h.organization_id = $1
         and not exists (select 1 from citizen_phones p where p.citizen_id = h.citizen_id and p.number = h.phone)`,
    );
    expect(unlinked).toEqual([]);
    const fromSac = await q(
      "select c.id from chats h join citizens c on c.id = h.citizen_id where h.organization_id = $1 and c.notes like '%SAC%'",
    );
    expect(fromSac).toHaveLength(2);
  });

  it('has the quick replies and seeds nothing twice', async () => {
    const replies = await q<{ shortcut: string }>(
      'select shortcut from quick_replies where organization_id = $1 order by shortcut',
    );
    expect(replies.map((r) => r.shortcut)).toEqual([
      'bomdia',
      'documentos',
      'horario',
      'obrigado',
      'protocolo',
    ]);
    const before = await q<{ n: number }>(
      'select count(*)::int as n from chat_messages where organization_id = $1',
    );
    await seedChats(t.deps.database.db);
    const after = await q<{ n: number }>(
      'select count(*)::int as n from chat_messages where organization_id = $1',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
