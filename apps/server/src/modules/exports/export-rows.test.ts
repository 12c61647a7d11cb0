// The export's 'Cadastrado em' is computed by PostgreSQL (to_char … at time zone): it must read the same day as the
// app's own formatter (Intl) in every office time zone, around midnight and across the old daylight-saving changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAZIL_TIME_ZONES } from '@gabinete/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { formatterIn } from '../../lib/office-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INSTANTS = [
  '2026-03-01T02:30:00Z', // 23:30 of 28/02 in Brasília, 00:30 of 01/03 in Noronha
  '2026-03-01T03:00:00Z',
  '2026-03-01T04:59:59.999Z',
  '2018-11-04T02:30:00Z', // start of the last daylight-saving period in Brasília
  '2019-02-17T01:30:00Z', // its end
  '2000-01-01T00:00:00Z',
  '1985-10-13T03:15:00Z',
];

describe("export 'Cadastrado em'", () => {
  it('matches the Intl pt-BR day in every Brazilian time zone', async () => {
    for (const { value: zone } of BRAZIL_TIME_ZONES) {
      const { rows } = await t.deps.database.executeSql(
        `select to_char(x::timestamptz at time zone $2::text, 'DD/MM/YYYY') as day
         from unnest($1::text[]) with ordinality as u(x, n) order by n`,
        [INSTANTS, zone],
      );
      const expected = INSTANTS.map((i) =>
        formatterIn(zone, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(i)),
      );
      expect(
        (rows as { day: string }[]).map((r) => r.day),
        zone,
      ).toEqual(expected);
    }
  });
});
