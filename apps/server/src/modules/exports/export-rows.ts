// The rows of an export: one query through a cursor, in name order, with each citizen's preferred phone, WhatsApp,
// e-mail and tags, formatted as the pt-BR columns of the file.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  CITIZEN_ORIGIN_LABELS,
  formatCep,
  formatCpf,
  formatPhone,
  formatVoterTitle,
  GENDER_LABELS,
  type CitizenFilter,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatterIn } from '../../lib/office-time.ts';
import { citizenFilterWhere } from '../citizens/citizens.filter.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { municipalities } from '../geo/geo.table.ts';
import { rowsOf } from '../imports/import-sql.ts';

export const EXPORT_HEADERS = [
  'Nome',
  'Nome social',
  'Apelido',
  'CPF',
  'Data de nascimento',
  'Gênero',
  'Título',
  'Zona',
  'Seção',
  'Telefone',
  'WhatsApp',
  'E-mail',
  'CEP',
  'Logradouro',
  'Número',
  'Complemento',
  'Bairro',
  'Cidade',
  'UF',
  'Tags',
  'Liderança',
  'Origem',
  'Cadastrado em',
];

/** What an export was asked for: chosen ids, or a list filter. */
export type ExportSelection = { ids: string[] } | CitizenFilter;

const c = citizens;
const PAGE = 5000;

export function selectionWhere(organizationId: string, selection: ExportSelection, timeZone: string): SQL {
  if ('ids' in selection && Array.isArray(selection.ids)) {
    return and(eq(c.organizationId, organizationId), isNull(c.deletedAt), inArray(c.id, selection.ids))!;
  }
  return citizenFilterWhere(organizationId, selection as CitizenFilter, timeZone);
}

const dayBr = (d: string | null) => (d ? d.split('-').reverse().join('/') : '');
const dayOptions = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

interface ExportRow {
  name: string;
  socialName: string | null;
  nickname: string | null;
  cpf: string | null;
  birthDate: string | null;
  gender: string | null;
  voterTitle: string | null;
  voterZone: string | null;
  voterSection: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  uf: string | null;
  leader: string | null;
  origin: string | null;
  /** Text on raw queries (drizzle's parsers), a Date elsewhere. */
  createdAt: Date | string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  tags: string | null;
}

/**
 * The export as ONE query read through a cursor, in name order: the filter's tables are joined by hash and
 * the ~100,000 matches sorted once (cursor_tuple_fraction = 1: a cursor otherwise asks the planner for fast
 * first rows, and walking the name index probes the filter for every citizen of the office); the preferred
 * phone, WhatsApp, e-mail and the tags are correlated lookups on each matching row's own indexes.
 */
function exportQuery(where: SQL): SQL {
  return sql`select ${c.name} as "name", ${c.socialName} as "socialName", ${c.nickname} as "nickname",
      ${c.cpf} as "cpf", ${c.birthDate}::text as "birthDate", ${c.gender} as "gender",
      ${c.voterTitle} as "voterTitle", ${c.voterZone} as "voterZone", ${c.voterSection} as "voterSection",
      ${c.cep} as "cep", ${c.street} as "street", ${c.number} as "number", ${c.complement} as "complement",
      ${c.neighborhood} as "neighborhood", m.name as "city", ${c.uf} as "uf", l.name as "leader",
      ${c.origin} as "origin", ${c.createdAt} as "createdAt",
      (select p.number from citizen_phones p where p.citizen_id = ${c.id}
        order by p.preferred desc, p.position limit 1) as "phone",
      (select p.number from citizen_phones p where p.citizen_id = ${c.id} and p.type = 'whatsapp'
        order by p.preferred desc, p.position limit 1) as "whatsapp",
      (select e.address from citizen_emails e where e.citizen_id = ${c.id}
        order by e.preferred desc, e.position limit 1) as "email",
      (select string_agg(t.name, ', ' order by t.name) from citizen_tags ct join tags t on t.id = ct.tag_id
        where ct.citizen_id = ${c.id}) as "tags"
    from ${c}
    left join ${municipalities} m on m.ibge = ${c.cityIbge}
    left join ${citizens} l on l.id = ${c.leaderId}
    where ${where}
    order by ${c.name}, ${c.id}`;
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : '';

function formatRow(r: ExportRow, timeZone: string): string[] {
  return [
    r.name,
    r.socialName ?? '',
    r.nickname ?? '',
    formatCpf(r.cpf),
    dayBr(r.birthDate),
    label(GENDER_LABELS, r.gender),
    formatVoterTitle(r.voterTitle),
    r.voterZone ?? '',
    r.voterSection ?? '',
    formatPhone(r.phone),
    formatPhone(r.whatsapp),
    r.email ?? '',
    formatCep(r.cep),
    r.street ?? '',
    r.number ?? '',
    r.complement ?? '',
    r.neighborhood ?? '',
    r.city ?? '',
    r.uf ?? '',
    r.tags ?? '',
    r.leader ?? '',
    label(CITIZEN_ORIGIN_LABELS, r.origin),
    formatterIn(timeZone, dayOptions).format(new Date(r.createdAt)),
  ];
}

/** Formatted rows handed to `page` PAGE at a time, in name order; the count of rows. */
export async function exportRows(
  db: Db,
  organizationId: string,
  selection: ExportSelection,
  page: (rows: string[][]) => Promise<void>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local cursor_tuple_fraction = 1`);
    await tx.execute(
      sql`declare export_rows no scroll cursor for ${exportQuery(selectionWhere(organizationId, selection, timeZone))}`,
    );
    const fetchPage = () => rowsOf<ExportRow>(tx, sql.raw(`fetch ${PAGE} from export_rows`));
    let count = 0;
    let next = fetchPage();
    for (;;) {
      const rows = await next;
      if (!rows.length) return count;
      // PostgreSQL computes the next page while this process formats and writes this one: two cores at work.
      next = fetchPage();
      next.catch(() => {}); // surfaced by the await above on the next turn
      count += rows.length;
      await page(rows.map((r) => formatRow(r, timeZone)));
    }
  });
}
