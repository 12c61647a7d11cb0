// The WHERE clause of a demand filter: shared by the list, the board, the map and the heat view.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DemandFilter } from '@gabinete/shared';
import { containsPattern } from '../../lib/like.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { parseProtocol } from '../protocols/protocols.ts';
import { demandCitizens, demands } from './demands.table.ts';

const d = demands;
const FIRST_PROTOCOL_YEAR = 2000;

/** Who asks and which day it is in the office: 'me' and 'overdue' depend on them. */
export interface FilterContext {
  userId: string;
  /** The office's time zone (America/Sao_Paulo by default). */
  timeZone?: string;
  /** 'aaaa-mm-dd'; by default today in the office's time zone. */
  today?: string;
}

/** Overdue: the prazo passed (office calendar day) and the demanda is not closed. */
export const overdueSql = (today: string) => sql`(${d.dueDate} < ${today} and not ${d.isClosed})`;

/** A protocol ('2026/0142', '142': any year) through the (organization, year, number) index, else title words. */
function searchCondition(q: string, timeZone: string | undefined): SQL | undefined {
  const protocol = parseProtocol(q);
  const words = q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((w) => sql`${d.searchTitle} like f_unaccent(${containsPattern(w)})`);
  const title = and(...words);
  if (!protocol) return title;
  const thisYear = Number(localDay(new Date(), timeZone).slice(0, 4));
  const years = protocol.year
    ? [protocol.year]
    : Array.from({ length: thisYear + 2 - FIRST_PROTOCOL_YEAR }, (_, i) => thisYear + 1 - i);
  const byProtocol = sql`(${d.protocolYear} = any(${sql.raw(`array[${years.join(',')}]`)}::smallint[]) and ${d.protocolNumber} = ${protocol.number})`;
  // '2026/0142' is only a protocol; '142' may also be part of a title.
  return protocol.year ? byProtocol : sql`(${byProtocol} or ${title})`;
}

export function demandFilterWhere(
  organizationId: string,
  filter: Partial<DemandFilter>,
  ctx: FilterContext,
): SQL {
  const today = ctx.today ?? localDay(new Date(), ctx.timeZone);
  const parts: (SQL | undefined)[] = [eq(d.organizationId, organizationId)];
  parts.push(filter.status === 'deleted' ? isNotNull(d.deletedAt) : isNull(d.deletedAt));
  if (filter.q) parts.push(searchCondition(filter.q, ctx.timeZone));
  if (filter.statusIds?.length) parts.push(inArray(d.statusId, filter.statusIds));
  if (filter.areaIds?.length) parts.push(inArray(d.areaId, filter.areaIds));
  if (filter.responsibleId === 'none') parts.push(isNull(d.responsibleId));
  else if (filter.responsibleId) {
    parts.push(eq(d.responsibleId, filter.responsibleId === 'me' ? ctx.userId : filter.responsibleId));
  }
  if (filter.priorities?.length) parts.push(inArray(d.priority, filter.priorities));
  if (filter.citizenId) {
    parts.push(
      sql`${d.id} in (select dc.demand_id from ${demandCitizens} dc where dc.citizen_id = ${filter.citizenId} and dc.organization_id = ${organizationId})`,
    );
  }
  if (filter.situation) parts.push(filter.situation === 'open' ? sql`not ${d.isClosed}` : sql`${d.isClosed}`);
  if (filter.overdue === true) parts.push(overdueSql(today));
  if (filter.overdue === false) parts.push(sql`not coalesce(${overdueSql(today)}, false)`);
  if (filter.dueFrom) parts.push(sql`${d.dueDate} >= ${filter.dueFrom}`);
  if (filter.dueTo) parts.push(sql`${d.dueDate} <= ${filter.dueTo}`);
  if (filter.openedFrom) parts.push(sql`${d.openedAt} >= ${filter.openedFrom}`);
  if (filter.openedTo) parts.push(sql`${d.openedAt} <= ${filter.openedTo}`);
  if (filter.neighborhood) parts.push(sql`${d.neighborhoodKey} = lower(f_unaccent(${filter.neighborhood}))`);
  if (filter.cityIbge) parts.push(eq(d.cityIbge, filter.cityIbge));
  if (filter.createdBy) parts.push(eq(d.createdBy, filter.createdBy));
  return and(...parts)!;
}
