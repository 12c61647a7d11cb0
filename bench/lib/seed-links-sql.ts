// Set-based SQL for what hangs off the seeded citizens: 1.3 phones each and ≈ 0.9 tags each (skewed).
import { DDDS, EXPORT_ROWS, TAGS } from './seed-places.ts';
import { exportStep, idSql, intArray, phoneSql } from './seed-values.ts';

const uuidPattern = /^[0-9a-f-]{36}$/i;
const uuid = (id: string) => {
  if (!uuidPattern.test(id)) throw new Error(`bad uuid ${id}`);
  return `'${id}'::uuid`;
};

/** Everyone has a mobile (3 in 5 on WhatsApp); 3 in 10 also a landline or a second mobile. */
export function phonesChunkSql(organizationId: string, from: number, to: number): string {
  const org = uuid(organizationId);
  const ddd = `(${intArray(DDDS)})[1 + (i::bigint * 37) % ${DDDS.length}]`;
  return `
insert into citizen_phones (citizen_id, organization_id, number, type, preferred, can_contact, position)
select ${idSql('i')}, ${org}, ${phoneSql('i')},
  case when i % 5 < 3 then 'whatsapp' else 'celular' end, true, i % 50 <> 0, 0
from generate_series(${from}, ${to}) i
union all
select ${idSql('i')}, ${org},
  case when i % 2 = 0
    then '+55' || ${ddd} || (2 + i % 4)::text || lpad(((i::bigint * 7933 + 17) % 10000000)::text, 7, '0')
    else ${phoneSql('i + 50000000')} end,
  case when i % 2 = 0 then 'residencial' else 'recado' end, false, true, 1
from generate_series(${from}, ${to}) i where i % 10 < 3`;
}

function isPrime(n: number): boolean {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return n > 1;
}

/** One multiplier per tag, prime (so coprime with 100,000): i·m mod 100,000 takes every value once per 100,000 i. */
const MULTIPLIERS = Array.from({ length: 2000 }, (_, k) => 7919 + k)
  .filter(isPrime)
  .slice(0, TAGS.length);

/** Tag k goes to citizens whose (i·m + offset) mod 100,000 falls under its share; the export tag to every step-th. */
export function tagsChunkSql(
  organizationId: string,
  tagIds: string[],
  exportTagId: string,
  range: { from: number; to: number; count: number },
): string {
  const org = uuid(organizationId);
  const step = exportStep(range.count);
  const ids = `array[${tagIds.map(uuid).join(',')}]`;
  const shares = intArray(TAGS.map((t) => t.per100k));
  return `
insert into citizen_tags (citizen_id, tag_id, organization_id, created_at)
select ${idSql('i')}, t.id, ${org}, now() - (i % 1000) * interval '1 day'
from generate_series(${range.from}, ${range.to}) i
join unnest(${ids}, ${intArray(MULTIPLIERS)}, ${shares}, ${intArray(TAGS.map((_, k) => k * 3331))}) as t(id, m, p, k)
  on (i::bigint * t.m + t.k) % 100000 < t.p
union all
select ${idSql('i')}, ${uuid(exportTagId)}, ${org}, now()
from generate_series(${range.from}, ${range.to}) i where i % ${step} = 0 and i / ${step} <= ${EXPORT_ROWS}`;
}
