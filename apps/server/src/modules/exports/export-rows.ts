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
import { citizenFilterWhere } from '../citizens/citizens.filter.ts';
import { citizens } from '../citizens/citizens.table.ts';
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
  /** 'dd/mm/aaaa' on the office's calendar. */
  createdDay: string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  tags: string | null;
}

/**
 * The rows of the export, built in one statement into a temporary table: `create table … as` may run in parallel
 * (a cursor never does), and each list is aggregated for all the matches at once (ph, em, tg), restricted to the
 * matches first so the planner hashes the 100,000 chosen ids instead of the 1.3 million phones (issue 15: the
 * CTE version read every phone into a hash table and ran on one core, 2.7 s against 1.7 s for this one). Per-row
 * lookups probed phones twice, e-mails and tags once for each row (1.9 million buffer reads). 'Cadastrado em' is
 * the office's day from to_char (the created filter's own day boundaries): Intl's Date parse + format cost ~1 s
 * per 100,000 rows.
 */
function buildExportTable(where: SQL, timeZone: string): SQL {
  const chosen = sql`select ${c.id} from ${c} where ${where}`;
  return sql`create temp table export_rows on commit drop as
    select ${c.id} as id, ${c.name} as name, ${c.socialName} as social_name, ${c.nickname} as nickname,
      ${c.cpf} as cpf, ${c.birthDate}::text as birth_date, ${c.gender} as gender, ${c.voterTitle} as voter_title,
      ${c.voterZone} as voter_zone, ${c.voterSection} as voter_section, ${c.cep} as cep, ${c.street} as street,
      ${c.number} as number, ${c.complement} as complement, ${c.neighborhood} as neighborhood,
      ${c.cityIbge} as city_ibge, ${c.uf} as uf, ${c.leaderId} as leader_id, ${c.origin} as origin,
      to_char(${c.createdAt} at time zone ${timeZone}::text, 'DD/MM/YYYY') as created_day,
      ph.phone, ph.whatsapp, em.email, tg.tags
    from ${c}
    left join (
      select p.citizen_id, (array_agg(p.number order by p.preferred desc, p.position))[1] as phone,
        (array_agg(p.number order by p.preferred desc, p.position) filter (where p.type = 'whatsapp'))[1] as whatsapp
      from citizen_phones p where p.citizen_id in (${chosen}) group by p.citizen_id) ph on ph.citizen_id = ${c.id}
    left join (
      select e.citizen_id, (array_agg(e.address order by e.preferred desc, e.position))[1] as email
      from citizen_emails e where e.citizen_id in (${chosen}) group by e.citizen_id) em on em.citizen_id = ${c.id}
    left join (
      select ct.citizen_id, string_agg(t.name, ', ' order by t.name) as tags
      from citizen_tags ct join tags t on t.id = ct.tag_id
      where ct.citizen_id in (${chosen}) group by ct.citizen_id) tg on tg.citizen_id = ${c.id}
    where ${where}`;
}

/** The table's rows in name order, with the city's and the liderança's names, for the cursor. */
const EXPORT_CURSOR = sql`declare export_cursor no scroll cursor for
  select x.name as "name", x.social_name as "socialName", x.nickname as "nickname", x.cpf as "cpf",
    x.birth_date as "birthDate", x.gender as "gender", x.voter_title as "voterTitle", x.voter_zone as "voterZone",
    x.voter_section as "voterSection", x.cep as "cep", x.street as "street", x.number as "number",
    x.complement as "complement", x.neighborhood as "neighborhood", mu.name as "city", x.uf as "uf",
    (select l.name from citizens l where l.id = x.leader_id) as "leader", x.origin as "origin",
    x.created_day as "createdDay", x.phone as "phone", x.whatsapp as "whatsapp", x.email as "email", x.tags as "tags"
  from export_rows x left join municipalities mu on mu.ibge = x.city_ibge
  order by x.name, x.id`;

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : '';

function formatRow(r: ExportRow): string[] {
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
    r.createdDay,
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
    // The lists' joins make the planner's estimate huge, so it JIT-compiles the plan: 1–2 s of CPU for nothing.
    await tx.execute(sql`set local jit = off`);
    // The sort and the lists' hash tables of 100,000 rows fit in memory instead of spilling to disk.
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(buildExportTable(selectionWhere(organizationId, selection, timeZone), timeZone));
    await tx.execute(EXPORT_CURSOR);
    const fetchPage = () => rowsOf<ExportRow>(tx, sql.raw(`fetch ${PAGE} from export_cursor`));
    let count = 0;
    let next = fetchPage();
    for (;;) {
      const rows = await next;
      if (!rows.length) return count;
      // PostgreSQL computes the next page while this process formats and writes this one: two cores at work.
      next = fetchPage();
      next.catch(() => {}); // surfaced by the await above on the next turn
      count += rows.length;
      await page(rows.map(formatRow));
    }
  });
}
