// The WHERE clause of a citizen list filter: shared by the list, bulk actions, exports and the map.
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, phoneSearchDigits, type CitizenFilter } from '@gabinete/shared';
import { containsPattern } from '../../lib/like.ts';
import { citizenTags } from '../tags/tags.table.ts';
import { formatDayBr, localToday } from './citizens-dates.ts';
import { citizenEmails, citizenPhones, citizens } from './citizens.table.ts';

const c = citizens;

function createdLabel(from: string | undefined, to: string | undefined): string {
  if (from && to) return `Cadastrados de ${formatDayBr(from)} a ${formatDayBr(to)}`;
  return from ? `Cadastrados desde ${formatDayBr(from)}` : `Cadastrados até ${formatDayBr(to!)}`;
}

/** A date n years before today, as 'aaaa-mm-dd' (in the office's calendar day). */
function yearsAgo(years: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** What the search box matched: a CPF, phone digits, an e-mail, or name words. */
function searchCondition(organizationId: string, q: string, deleted: boolean): SQL {
  const digits = q.replace(/\D/g, '');
  if (digits.length === 11 && /^[\d.\s-]+$/.test(q)) {
    // 11 digits may be a CPF or a mobile with DDD (stored as +55…): two index lookups, never a scan. The CPF is
    // looked up among the list's own rows: live ones in citizens_org_cpf_unique, the trash in its own index.
    const state = deleted ? sql`cx.deleted_at is not null` : sql`cx.deleted_at is null`;
    return sql`${c.id} in (select cx.id from ${citizens} cx where cx.organization_id = ${organizationId} and cx.cpf = ${digits} and ${state}
      union all select p.citizen_id from ${citizenPhones} p where p.organization_id = ${organizationId} and p.number = ${`+55${digits}`})`;
  }
  const phone = phoneSearchDigits(q);
  if (phone) {
    return sql`exists (select 1 from ${citizenPhones} p where p.citizen_id = ${c.id} and p.number like ${`%${phone}%`})`;
  }
  if (q.includes('@')) {
    return sql`exists (select 1 from ${citizenEmails} e where e.citizen_id = ${c.id} and lower(e.address) like ${containsPattern(q)})`;
  }
  return nameWordsCondition(nameWords(q))!;
}

/** Every word somewhere in the accent-free name, social name or nickname (undefined for no words). */
export function nameWordsCondition(words: string[]): SQL | undefined {
  return and(...words.map((w) => sql`${c.searchName} like f_unaccent(${containsPattern(w)})`));
}

/** The words of a name search (at most 6), as typed. */
export const nameWords = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 6);

/** True when the search box holds name words: a letter and no '@' (CPF, phone and e-mail have none). */
export function isNameSearch(q: string | undefined): boolean {
  return !!q && !q.includes('@') && /\p{L}/u.test(q);
}

/** `timeZone` is the office's; `today` a calendar day at UTC midnight, by default the current day there. */
export function citizenFilterWhere(
  organizationId: string,
  filter: CitizenFilter,
  timeZone: string = DEFAULT_TIME_ZONE,
  today: Date = localToday(new Date(), timeZone),
): SQL {
  const parts: (SQL | undefined)[] = [eq(c.organizationId, organizationId)];
  parts.push(
    filter.status === 'deleted' ? and(isNotNull(c.deletedAt), isNull(c.mergedInto)) : isNull(c.deletedAt),
  );
  if (filter.q) parts.push(searchCondition(organizationId, filter.q, filter.status === 'deleted'));
  if (filter.tags?.length) {
    parts.push(
      sql`exists (select 1 from ${citizenTags} ct where ct.citizen_id = ${c.id} and ct.tag_id in (${sql.join(
        filter.tags.map((t) => sql`${t}::uuid`),
        sql`, `,
      )}))`,
    );
  }
  if (filter.neighborhood) parts.push(sql`${c.neighborhoodKey} = lower(f_unaccent(${filter.neighborhood}))`);
  if (filter.cityIbge) parts.push(eq(c.cityIbge, filter.cityIbge));
  if (filter.uf) parts.push(eq(c.uf, filter.uf));
  if (filter.voterZone) parts.push(eq(c.voterZone, filter.voterZone));
  if (filter.voterSection) parts.push(eq(c.voterSection, filter.voterSection));
  // Age a ≤ x ≤ b ⇔ born after today−(b+1) years and on or before today−a years.
  if (filter.ageMin !== undefined) parts.push(sql`${c.birthDate} <= ${yearsAgo(filter.ageMin, today)}`);
  if (filter.ageMax !== undefined) parts.push(sql`${c.birthDate} > ${yearsAgo(filter.ageMax + 1, today)}`);
  if (filter.birthMonth) {
    parts.push(
      sql`${c.birthMonthDay} between ${filter.birthMonth * 100 + 1} and ${filter.birthMonth * 100 + 31}`,
    );
  }
  if (filter.leaderId) parts.push(eq(c.leaderId, filter.leaderId));
  if (filter.origin) parts.push(eq(c.origin, filter.origin));
  if (filter.gender) parts.push(eq(c.gender, filter.gender));
  if (filter.registeredBy) parts.push(eq(c.registeredBy, filter.registeredBy));
  // Office-calendar days → instants, so the (organization_id, created_at) index answers the range.
  if (filter.createdFrom) {
    parts.push(sql`${c.createdAt} >= (${filter.createdFrom}::date)::timestamp at time zone ${timeZone}`);
  }
  if (filter.createdTo) {
    parts.push(sql`${c.createdAt} < (${filter.createdTo}::date + 1)::timestamp at time zone ${timeZone}`);
  }
  return and(...parts)!;
}

/** A short pt-BR description of a filter, for export histories and saved filters. */
export function describeFilter(
  filter: CitizenFilter,
  names: { tags?: string[]; city?: string } = {},
): string {
  const parts: string[] = [];
  if (filter.status === 'deleted') parts.push('Lixeira');
  if (filter.q) parts.push(`Busca: "${filter.q}"`);
  if (names.tags?.length) parts.push(`Tags: ${names.tags.join(', ')}`);
  if (filter.neighborhood) parts.push(`Bairro: ${filter.neighborhood}`);
  if (names.city) parts.push(`Cidade: ${names.city}`);
  else if (filter.uf) parts.push(`UF: ${filter.uf}`);
  if (filter.voterZone) parts.push(`Zona: ${filter.voterZone}`);
  if (filter.voterSection) parts.push(`Seção: ${filter.voterSection}`);
  if (filter.ageMin !== undefined || filter.ageMax !== undefined) {
    parts.push(`Idade: ${filter.ageMin ?? 0}–${filter.ageMax ?? '…'}`);
  }
  if (filter.birthMonth) parts.push(`Aniversário no mês ${filter.birthMonth}`);
  if (filter.createdFrom || filter.createdTo) parts.push(createdLabel(filter.createdFrom, filter.createdTo));
  return parts.length ? parts.join(' · ') : 'Todos os eleitores';
}
