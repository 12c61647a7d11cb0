// Municipality queries: accent-free search, lookups by IBGE code and by name + UF.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { municipalities, type MunicipalityRow } from './geo.table.ts';

const key = sql`lower(f_unaccent(${municipalities.name}))`;

export interface MunicipalitySearch {
  q?: string;
  uf?: string;
  limit: number;
}

export async function searchMunicipalities(db: Db, search: MunicipalitySearch): Promise<MunicipalityRow[]> {
  const parts: SQL[] = [];
  if (search.uf) parts.push(eq(municipalities.uf, search.uf));
  const q = search.q?.trim();
  if (q) parts.push(sql`${key} like f_unaccent(${containsPattern(q)})`);
  // Names that start with the text come first, capitals first among them ('são pa' → São Paulo, São Patrício…).
  const prefix = q ? `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const order = prefix
    ? [
        desc(sql`${key} like f_unaccent(${prefix})`),
        desc(municipalities.capital),
        asc(key),
        asc(municipalities.uf),
      ]
    : [desc(municipalities.capital), asc(key), asc(municipalities.uf)];
  return db
    .select()
    .from(municipalities)
    .where(parts.length ? and(...parts) : undefined)
    .orderBy(...order)
    .limit(search.limit);
}

export async function findMunicipality(db: Db, ibge: number): Promise<MunicipalityRow | undefined> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.ibge, ibge)).limit(1);
  return row;
}

/** The municipality named so in the UF, compared without accents or case. */
export async function findMunicipalityByName(
  db: Db,
  name: string,
  uf: string,
): Promise<MunicipalityRow | undefined> {
  const [row] = await db
    .select()
    .from(municipalities)
    .where(and(eq(municipalities.uf, uf.toUpperCase()), sql`${key} = lower(f_unaccent(${name.trim()}))`))
    .limit(1);
  return row;
}
