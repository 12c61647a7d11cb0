// The fast paths give exactly what the zod schemas give: the same value, or SLOW where the schema fails
// (then parseRow asks the schema for its pt-BR message). Compared on many values, hostile ones included.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CELL_SCHEMAS } from './import-row.ts';
import { SLOW } from './import-cells.ts';

const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const HOSTILE = [
  '',
  ' ',
  '\t',
  '\u00a0',
  '\ufeff',
  '\u2028',
  'a\u0000b',
  'a\nb',
  'x\u0085y',
  '\u200b',
  'é',
  'ÉÇÃ',
  '😀',
  '😀😀',
  'a😀',
  '\ud83d',
  '\ude00',
  '\ud83d\ude00\ud83d',
  '١٢٣',
  '１２３',
  '<script>',
  "'; drop table x; --",
  '0',
  '00',
  '000.000.000-00',
  '529.982.247-25',
  '52998224725',
  '5299822472',
  '529982247250',
  '111.111.111-11',
  ' 529.982.247-25 ',
  '52998224725\u0000',
  '0123 4567 8901',
  '004356870906',
  '4356870906',
  '000000000000',
  '13010-000',
  '13010000',
  '1301000',
  '130100000',
  '13.010-000',
  '(61) 99999-8888',
  '61999998888',
  '+55 61 99999-8888',
  '+1 202 555 0100',
  '061 3333-4444',
  '6133334444',
  '0800 123 4567',
  '(00) 99999-8888',
  '1980-05-03',
  '1899-12-31',
  '1900-01-01',
  '2999-01-01',
  '1980-02-30',
  '1980-2-3',
  '0000-00-00',
  '+1980-05-03',
  'Maria@Example.COM',
  ' ana@gmail.com ',
  'a@b',
  'a@b.c',
  'a@b.co',
  'a..b@c.com',
  '.a@c.com',
  'a@-b.com',
  'x'.repeat(254 - 10) + '@gmail.com',
  'x'.repeat(260) + '@gmail.com',
  'SP',
  'sp',
  'XX',
  'S P',
  '12',
  '1234',
  '12345',
  '12a',
  '  12 ',
  'Ma',
  'M',
  'Mé',
  'M😀',
  '😀x',
  'Maria da Silva',
];

function randomValues(n: number): string[] {
  const r = seeded(15);
  const alphabet = [
    '0',
    '1',
    '5',
    '9',
    ' ',
    '-',
    '.',
    '/',
    '(',
    ')',
    '+',
    '@',
    'a',
    'Z',
    'é',
    '😀',
    '\u0000',
    '\n',
    '\u2028',
    '\u00a0',
  ];
  return Array.from({ length: n }, () => {
    const len = Math.floor(r() * 16);
    let s = '';
    for (let i = 0; i < len; i++) s += alphabet[Math.floor(r() * alphabet.length)];
    return s;
  });
}

/** The longest run of one character the schema accepts, found by bisection: the fast path must agree on both sides. */
function limitOf(schema: z.ZodType, ch: string): number {
  let lo = 0;
  let hi = 6000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (schema.safeParse(ch.repeat(mid)).success) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const expectSame = (schema: z.ZodType, fast: (raw: string) => unknown, raw: string) => {
  const slow = schema.safeParse(raw);
  const quick = fast(raw);
  if (quick === SLOW) return;
  expect({ raw, value: quick }).toEqual({ raw, value: slow.success ? slow.data : 'zod refused it' });
};

describe('fast cell paths', () => {
  for (const [field, { schema, fast }] of Object.entries(CELL_SCHEMAS)) {
    it(`${field}: the same value as the schema, or the schema decides`, () => {
      for (const raw of [...HOSTILE, ...randomValues(3000)]) expectSame(schema, fast, raw);
      for (const ch of ['a', '1', 'é', '😀']) {
        const limit = limitOf(schema, ch);
        for (const len of [limit - 1, limit, limit + 1, limit + 2, 1, 2, 3, 4, 5])
          if (len >= 0) expectSame(schema, fast, ch.repeat(len));
      }
    });
  }

  it('takes the common shapes without the schema', () => {
    // Values a typical office sheet has: each must be decided by the fast path.
    const common: [string, string][] = [
      ['name', 'Maria da Silva'],
      ['cpf', '529.982.247-25'],
      ['cep', '13010-000'],
      ['phone', '(61) 99999-8888'],
      ['email', 'Maria@Example.com'],
      ['birthDate', '1980-05-03'],
      ['voterZone', '123'],
      ['uf', 'SP'],
      ['street', 'Rua Um'],
    ];
    for (const [field, raw] of common) expect(CELL_SCHEMAS[field]!.fast(raw)).not.toBe(SLOW);
  });
});
