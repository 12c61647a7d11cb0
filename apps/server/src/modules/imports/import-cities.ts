// City names as typed ('Sao Paulo', 'Campinas/SP', 'campinas - sp') → the IBGE município, without accents;
// a name shared by several states needs the UF column or the office's own state.
import { sql } from 'drizzle-orm';
import { UF_LIST } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './import-sql.ts';
import { normalizeKey } from './import-text.ts';

export interface Municipality {
  ibge: number;
  name: string;
  uf: string;
}

export type CityResult = { ok: true; city: Municipality } | { ok: false; message: string };

export interface CityIndex {
  find(raw: string, uf?: string | null): CityResult;
  /** 'Campinas/SP' for an IBGE code. */
  label(ibge: number): string;
}

const UFS = new Set<string>(UF_LIST);

/** 'Campinas/SP', 'Campinas - SP', 'Campinas (SP)', 'Campinas, SP' → name and UF. */
function splitUf(raw: string): { name: string; uf: string | null } {
  const m = /^(.*?)\s*(?:[/,-]|\()\s*([A-Za-z]{2})\)?\s*$/.exec(raw.trim());
  if (m && UFS.has(m[2]!.toUpperCase())) return { name: m[1]!, uf: m[2]!.toUpperCase() };
  return { name: raw.trim(), uf: null };
}

export async function loadCityIndex(db: Db, officeUf: string | null): Promise<CityIndex> {
  const list = await rowsOf<Municipality>(db, sql`select ibge, name, uf from municipalities`);
  const byName = new Map<string, Municipality[]>();
  const byIbge = new Map<number, Municipality>();
  for (const m of list) {
    byIbge.set(m.ibge, m);
    const key = normalizeKey(m.name);
    byName.set(key, [...(byName.get(key) ?? []), m]);
  }
  const seen = new Map<string, CityResult>();
  const lookup = (raw: string, ufColumn?: string | null): CityResult => {
    const { name, uf: typedUf } = splitUf(raw);
    const uf = typedUf ?? ufColumn ?? null;
    const all = byName.get(normalizeKey(name)) ?? [];
    const matches = uf ? all.filter((m) => m.uf === uf) : all;
    const label = uf ? `${name}/${uf}` : name;
    if (matches.length === 1) return { ok: true, city: matches[0]! };
    if (matches.length === 0) return { ok: false, message: `Cidade não encontrada: ${label}` };
    const local = matches.filter((m) => m.uf === officeUf);
    if (local.length === 1) return { ok: true, city: local[0]! };
    return { ok: false, message: `Cidade em mais de um estado: ${name} (informe a UF)` };
  };
  return {
    label(ibge) {
      const m = byIbge.get(ibge);
      return m ? `${m.name}/${m.uf}` : String(ibge);
    },
    find(raw, ufColumn) {
      // A sheet names a few hundred cities at most: each spelling is looked up once per job (bounded).
      const key = `${ufColumn ?? ''}\u0000${raw}`;
      let found = seen.get(key);
      if (!found) {
        found = lookup(raw, ufColumn);
        if (seen.size < 10_000) seen.set(key, found);
      }
      return found;
    },
  };
}
