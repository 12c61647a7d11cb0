// One WHERE builder for the atendimentos list (and its count): every filter maps to an indexed column.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type OccurrenceFilter } from '@gabinete/shared';
import { containsPattern } from '../../lib/like.ts';
import { citizens } from '../citizens/citizens.table.ts';
import { occurrences as o } from './occurrences.table.ts';

/** Midnight of the office's day 'aaaa-mm-dd' (plus `days`) as an instant: a constant the index can range on. */
export const officeMidnight = (day: string, days = 0, timeZone: string = DEFAULT_TIME_ZONE) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone})`;

/** Words of the assunto, or of the citizen's name (through the citizens' trigram index). */
function textSearch(organizationId: string, q: string): SQL {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  const inSubject = and(...words.map((w) => sql`${o.searchSubject} like f_unaccent(${containsPattern(w)})`))!;
  const nameMatch = and(
    ...words.map((w) => sql`${citizens.searchName} like f_unaccent(${containsPattern(w)})`),
  )!;
  const byCitizen = sql`${o.citizenId} in (select ${citizens.id} from ${citizens} where ${citizens.organizationId} = ${organizationId} and ${nameMatch})`;
  return sql`(${inSubject} or ${byCitizen})`;
}

export function occurrenceFilterWhere(
  organizationId: string,
  userId: string,
  f: OccurrenceFilter,
  timeZone: string = DEFAULT_TIME_ZONE,
): SQL {
  const parts: (SQL | undefined)[] = [
    eq(o.organizationId, organizationId),
    f.view === 'deleted' ? isNotNull(o.deletedAt) : isNull(o.deletedAt),
  ];
  if (f.q) parts.push(textSearch(organizationId, f.q));
  if (f.channel?.length) parts.push(inArray(o.channel, f.channel));
  if (f.status?.length) parts.push(inArray(o.status, f.status));
  if (f.areaIds?.length) parts.push(inArray(o.areaId, f.areaIds));
  if (f.responsibleId === 'none') parts.push(isNull(o.responsibleId));
  else if (f.responsibleId) {
    parts.push(eq(o.responsibleId, f.responsibleId === 'me' ? userId : f.responsibleId));
  }
  if (f.citizenId) parts.push(eq(o.citizenId, f.citizenId));
  if (f.from) parts.push(sql`${o.occurredAt} >= ${officeMidnight(f.from, 0, timeZone)}`);
  if (f.to) parts.push(sql`${o.occurredAt} < ${officeMidnight(f.to, 1, timeZone)}`);
  if (f.hasDemand === 'true') parts.push(isNotNull(o.demandId));
  if (f.hasDemand === 'false') parts.push(isNull(o.demandId));
  if (f.createdBy) parts.push(eq(o.createdBy, f.createdBy));
  return and(...parts)!;
}
