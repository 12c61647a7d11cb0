// COPY's text format carries any text the sheet had: tabs, line breaks, backslashes and '\N' come back as written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uuidV7 } from '../../lib/uuid-v7.ts';
import { copyRows, copyValue } from './import-copy.ts';
import { rowsOf } from './import-sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORG = '00000000-0000-4000-8000-000000000001';

describe('COPY rows', () => {
  it('writes nulls, booleans and numbers in the text format', () => {
    expect([null, undefined, true, false, 3550308, 'a\tb\\c\nd\re'].map(copyValue)).toEqual([
      '\\N',
      '\\N',
      't',
      'f',
      '3550308',
      'a\\tb\\\\c\\nd\\re',
    ]);
  });

  it('stores hostile text exactly as given', async () => {
    const id = uuidV7();
    const notes = 'linha 1\nlinha 2\r\n\ttab \\N barra \\ "aspas" ; fim\\';
    const name = 'Ana \\N da Silva';
    await t.deps.database.db.transaction((tx) =>
      copyRows(
        tx,
        'citizens',
        ['id', 'organization_id', 'name', 'notes', 'nickname'],
        [[id, ORG, name, notes, null]],
      ),
    );
    const [row] = await rowsOf<{ name: string; notes: string; nickname: string | null }>(
      t.deps.database.db,
      sql`select name, notes, nickname from citizens where id = ${id}`,
    );
    expect(row).toEqual({ name, notes, nickname: null });
  });
});
