// The rows of an export: the filtered citizens' ids found once in name order, then read in pages by id, with their
// preferred phone, WhatsApp, e-mail and tags, formatted as the pt-BR columns of the file.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
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
const leader = alias(citizens, 'leader');
const PAGE = 5000;

export function selectionWhere(organizationId: string, selection: ExportSelection): SQL {
  if ('ids' in selection && Array.isArray(selection.ids)) {
    return and(eq(c.organizationId, organizationId), isNull(c.deletedAt), inArray(c.id, selection.ids))!;
  }
  return citizenFilterWhere(organizationId, selection as CitizenFilter);
}

const dayBr = (d: string | null) => (d ? d.split('-').reverse().join('/') : '');
const createdFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

interface PageRow {
  id: string;
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
  createdAt: Date;
}

interface Lists {
  phone?: string;
  whatsapp?: string;
  email?: string;
  tags: string[];
}

/** Phones, e-mails and tags of a page: one indexed join on the page's ids per list. */
async function listsFor(db: Db, ids: string[]): Promise<Map<string, Lists>> {
  const lists = new Map<string, Lists>(ids.map((id) => [id, { tags: [] }]));
  const page = sql`unnest(${sql.param(ids)}::uuid[]) as k(id)`;
  const [phones, emails, tagRows] = await Promise.all([
    rowsOf<{ id: string; number: string; type: string }>(
      db,
      sql`select p.citizen_id as id, p.number, p.type from ${page} join citizen_phones p on p.citizen_id = k.id
          order by p.preferred desc, p.position`,
    ),
    rowsOf<{ id: string; address: string }>(
      db,
      sql`select e.citizen_id as id, e.address from ${page} join citizen_emails e on e.citizen_id = k.id
          order by e.preferred desc, e.position`,
    ),
    rowsOf<{ id: string; name: string }>(
      db,
      sql`select ct.citizen_id as id, t.name from ${page} join citizen_tags ct on ct.citizen_id = k.id
          join tags t on t.id = ct.tag_id order by t.name`,
    ),
  ]);
  for (const p of phones) {
    const l = lists.get(p.id)!;
    l.phone ??= p.number;
    if (p.type === 'whatsapp') l.whatsapp ??= p.number;
  }
  for (const e of emails) lists.get(e.id)!.email ??= e.address;
  for (const t of tagRows) lists.get(t.id)!.tags.push(t.name);
  return lists;
}

/**
 * The matching ids in name order, in one query: the planner can then join the filter's tables by hash.
 * Walking the name index page by page instead probed every citizen of the office for a rare tag.
 */
async function matchingIds(db: Db, where: SQL): Promise<string[]> {
  const rows = await db.select({ id: c.id }).from(c).where(where).orderBy(asc(c.name), asc(c.id));
  return rows.map((r) => r.id);
}

async function fetchPage(db: Db, ids: string[]): Promise<PageRow[]> {
  const rows = await db
    .select({
      id: c.id,
      name: c.name,
      socialName: c.socialName,
      nickname: c.nickname,
      cpf: c.cpf,
      birthDate: c.birthDate,
      gender: c.gender,
      voterTitle: c.voterTitle,
      voterZone: c.voterZone,
      voterSection: c.voterSection,
      cep: c.cep,
      street: c.street,
      number: c.number,
      complement: c.complement,
      neighborhood: c.neighborhood,
      city: municipalities.name,
      uf: c.uf,
      leader: leader.name,
      origin: c.origin,
      createdAt: c.createdAt,
    })
    .from(c)
    .leftJoin(municipalities, eq(municipalities.ibge, c.cityIbge))
    .leftJoin(leader, eq(leader.id, c.leaderId))
    .where(sql`${c.id} = any(${sql.param(ids)}::uuid[])`);
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

const label = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value ? (labels[value as K] ?? value) : '';

function formatRow(r: PageRow, l: Lists): string[] {
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
    formatPhone(l.phone),
    formatPhone(l.whatsapp),
    l.email ?? '',
    formatCep(r.cep),
    r.street ?? '',
    r.number ?? '',
    r.complement ?? '',
    r.neighborhood ?? '',
    r.city ?? '',
    r.uf ?? '',
    l.tags.join(', '),
    r.leader ?? '',
    label(CITIZEN_ORIGIN_LABELS, r.origin),
    createdFormat.format(r.createdAt),
  ];
}

/** Pages of formatted rows, in name order; the next page is read while this one is written. */
export async function* exportRows(
  db: Db,
  organizationId: string,
  selection: ExportSelection,
): AsyncGenerator<string[][]> {
  const ids = await matchingIds(db, selectionWhere(organizationId, selection));
  const pageIds = (n: number) => ids.slice(n * PAGE, (n + 1) * PAGE);
  let n = 0;
  let next: Promise<PageRow[]> | null = ids.length ? fetchPage(db, pageIds(0)) : null;
  while (next) {
    const page: PageRow[] = await next;
    n += 1;
    next = n * PAGE < ids.length ? fetchPage(db, pageIds(n)) : null;
    // A consumer that stops early must not leave the prefetch's rejection unhandled.
    next?.catch(() => {});
    if (!page.length) continue;
    const lists = await listsFor(
      db,
      page.map((r) => r.id),
    );
    yield page.map((r) => formatRow(r, lists.get(r.id)!));
  }
}
