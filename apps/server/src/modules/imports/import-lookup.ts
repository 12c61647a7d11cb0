// What a batch needs from the office before it writes: the existing citizens its rows duplicate (one query
// for the whole batch) and the ids of the tags its rows name (missing ones are created).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arr, rowsOf } from './import-sql.ts';
import type { CitizenValues } from './import-row.ts';

export interface ExistingCitizen {
  id: string;
  values: CitizenValues & { name: string };
  phones: Set<string>;
  emails: Set<string>;
  tagIds: Set<string>;
}

interface LookupRow extends Record<string, unknown> {
  key: string;
  id: string;
}

/**
 * Live citizens of the office matching any of the keys ('c:' CPF, 't:' título, 'p:' phone), locked for
 * update when the batch may change them. Returns key → citizen.
 */
export async function findDuplicates(
  tx: Db,
  organizationId: string,
  keys: Iterable<string>,
  forUpdate: boolean,
): Promise<Map<string, ExistingCitizen>> {
  const cpfs: string[] = [];
  const titles: string[] = [];
  const phones: string[] = [];
  for (const k of keys) (k[0] === 'c' ? cpfs : k[0] === 't' ? titles : phones).push(k.slice(2));
  const found = new Map<string, ExistingCitizen>();
  if (!cpfs.length && !titles.length && !phones.length) return found;
  // Joins against unnest(), never '= any(array)': with statistics not yet caught up with a growing table the
  // planner may scan it comparing every row with every key (a batch took 78 s that way).
  const rows = await rowsOf<LookupRow>(
    tx,
    sql`with m as (
      select c.id, 'c:' || c.cpf as key from unnest(${arr(cpfs, 'text[]')}) as k(v)
        join citizens c on c.organization_id = ${organizationId} and c.cpf = k.v and c.deleted_at is null
      union all
      select c.id, 't:' || c.voter_title from unnest(${arr(titles, 'text[]')}) as k(v)
        join citizens c on c.organization_id = ${organizationId} and c.voter_title = k.v and c.deleted_at is null
      union all
      select p.citizen_id, 'p:' || p.number from unnest(${arr(phones, 'text[]')}) as k(v)
        join citizen_phones p on p.organization_id = ${organizationId} and p.number = k.v
        join citizens c on c.id = p.citizen_id and c.deleted_at is null
    )
    select m.key, c.id, c.name, c.social_name as "socialName", c.nickname, c.cpf, c.rg,
      c.birth_date::text as "birthDate", c.gender, c.voter_title as "voterTitle", c.voter_zone as "voterZone",
      c.voter_section as "voterSection", c.profession, c.cep, c.street, c.number, c.complement, c.neighborhood,
      c.city_ibge as "cityIbge", c.uf, c.reference_point as "referencePoint", c.notes
    from m join citizens c on c.id = m.id
    ${forUpdate ? sql`for update of c` : sql``}`,
  );
  const byId = new Map<string, ExistingCitizen>();
  for (const { key, id, ...values } of rows) {
    let citizen = byId.get(id);
    if (!citizen) {
      citizen = {
        id,
        values: values as ExistingCitizen['values'],
        phones: new Set(),
        emails: new Set(),
        tagIds: new Set(),
      };
      byId.set(id, citizen);
    }
    // First match wins: CPF before título before phone (the union's order).
    if (!found.has(key)) found.set(key, citizen);
  }
  if (forUpdate && byId.size) await loadLists(tx, byId);
  return found;
}

async function loadLists(tx: Db, byId: Map<string, ExistingCitizen>): Promise<void> {
  const ids = arr([...byId.keys()], 'uuid[]');
  const lists = await rowsOf<{ id: string; kind: string; value: string }>(
    tx,
    sql`with k as (select unnest(${ids}) as id)
        select p.citizen_id as id, 'p' as kind, p.number as value from k join citizen_phones p on p.citizen_id = k.id
        union all select e.citizen_id, 'e', lower(e.address) from k join citizen_emails e on e.citizen_id = k.id
        union all select t.citizen_id, 't', t.tag_id::text from k join citizen_tags t on t.citizen_id = k.id`,
  );
  for (const { id, kind, value } of lists) {
    const c = byId.get(id)!;
    (kind === 'p' ? c.phones : kind === 'e' ? c.emails : c.tagIds).add(value);
  }
}

/** How the tags table tells names apart (its unique index is on lower(f_unaccent(name))). */
export const tagKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Tag ids for the names (accent- and case-insensitive), creating the office's missing tags; cached per job. */
export async function resolveTags(
  tx: Db,
  organizationId: string,
  names: string[],
  cache: Map<string, string>,
): Promise<void> {
  const missing = new Map<string, string>();
  for (const name of names) {
    const key = tagKey(name);
    if (!cache.has(key) && !missing.has(key)) missing.set(key, name);
  }
  if (!missing.size) return;
  const wanted = [...missing.values()];
  await tx.execute(sql`
    insert into tags (organization_id, name)
    select ${organizationId}, n from unnest(${arr(wanted, 'text[]')}) as n
    on conflict (organization_id, lower(f_unaccent(name))) do nothing`);
  const rows = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`select id, name from tags where organization_id = ${organizationId}
        and lower(f_unaccent(name)) = any(select lower(f_unaccent(n)) from unnest(${arr(wanted, 'text[]')}) as n)`,
  );
  for (const r of rows) cache.set(tagKey(r.name), r.id);
}
