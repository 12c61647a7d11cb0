import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCitizen } from '../citizen-reports/test-fixtures.ts';
import { caller, categoryIdOf, createEvent, DEMO_ORG } from './events-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

describe("the citizen's timeline", () => {
  it('shows the events the citizen takes part in, at their start, linking to the agenda', async () => {
    const citizen = await insertCitizen(t, { name: 'Dora Participante' });
    const visita = await categoryIdOf(t, DEMO_ORG, 'Visita');
    const event = await createEvent(t, admin, {
      title: 'Visita ao Jardim Aurélia',
      start: '2025-05-20T09:00:00-03:00',
      end: '2025-05-20T11:00:00-03:00',
      location: 'Praça do Jardim Aurélia',
      categoryId: visita,
      citizenIds: [citizen],
    });
    await createEvent(t, admin, {
      title: 'Sem a Dora',
      start: '2025-05-21T09:00:00-03:00',
      end: '2025-05-21T10:00:00-03:00',
    });
    const deleted = await createEvent(t, admin, {
      title: 'Excluído',
      start: '2025-05-22T09:00:00-03:00',
      end: '2025-05-22T10:00:00-03:00',
      citizenIds: [citizen],
    });
    await caller(t)(admin, 'DELETE', `/api/events/${deleted._id}`);
    const res = await caller(t)(admin, 'GET', `/api/citizens/${citizen}/timeline`);
    const items = res.json().items.filter((i: { kind: string }) => i.kind === 'event');
    expect(items).toEqual([
      {
        id: `event:${event._id}`,
        kind: 'event',
        at: '2025-05-20T12:00:00.000Z',
        title: 'Visita na agenda: Visita ao Jardim Aurélia',
        description: '20/05/2025 às 09:00 · Praça do Jardim Aurélia',
        link: `/agenda?date=2025-05-20&event=${event._id}`,
        user: { _id: expect.any(String), name: 'Mariana Costa' },
      },
    ]);
  });
});

describe('merging citizens', () => {
  it("moves the duplicate's participations to the kept citizen, once per event", async () => {
    const kept = await insertCitizen(t, { name: 'Eduardo Mantido' });
    const dup = await insertCitizen(t, { name: 'Eduardo Duplicado' });
    const both = await createEvent(t, admin, { title: 'Os dois', citizenIds: [kept, dup] });
    const onlyDup = await createEvent(t, admin, { title: 'Só o duplicado', citizenIds: [dup] });
    const res = await caller(t)(admin, 'POST', `/api/citizens/${kept}/merge`, { duplicateId: dup });
    expect(res.statusCode, res.body).toBe(200);
    const citizensOf = async (id: string) =>
      (await caller(t)(admin, 'GET', `/api/events/${id}`))
        .json()
        .participants.citizens.map((c: { _id: string }) => c._id);
    expect(await citizensOf(both._id)).toEqual([kept]);
    expect(await citizensOf(onlyDup._id)).toEqual([kept]);
    const { rows } = await t.deps.database.executeSql(
      'select count(*)::int as n from event_participants where citizen_id = $1',
      [dup],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
