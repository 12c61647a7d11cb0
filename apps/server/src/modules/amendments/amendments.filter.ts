// One WHERE builder for the emendas list, its footer sums, the board, the map and the export.
import { and, eq, exists, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AmendmentFilter } from '@gabinete/shared';
import { containsPattern } from '../../lib/like.ts';
import { amendmentCitizens, amendmentDemands, amendments as t } from './amendments.table.ts';

export function amendmentFilterWhere(organizationId: string, userId: string, f: AmendmentFilter): SQL {
  const parts: (SQL | undefined)[] = [
    eq(t.organizationId, organizationId),
    f.deleted ? isNotNull(t.deletedAt) : isNull(t.deletedAt),
  ];
  if (f.q) {
    const words = f.q.split(/\s+/).filter(Boolean).slice(0, 6);
    parts.push(...words.map((w) => sql`${t.searchText} like f_unaccent(${containsPattern(w)})`));
  }
  if (f.year) parts.push(eq(t.year, f.year));
  if (f.kind?.length) parts.push(inArray(t.kind, f.kind));
  if (f.status?.length) parts.push(inArray(t.status, f.status));
  if (f.sphere?.length) parts.push(inArray(t.sphere, f.sphere));
  if (f.areaId) parts.push(eq(t.areaId, f.areaId));
  if (f.cityIbge) parts.push(eq(t.cityIbge, f.cityIbge));
  if (f.institutionId) parts.push(eq(t.institutionId, f.institutionId));
  if (f.author) parts.push(sql`lower(f_unaccent(${t.author})) like f_unaccent(${containsPattern(f.author)})`);
  if (f.responsibleId) parts.push(eq(t.responsibleId, f.responsibleId === 'me' ? userId : f.responsibleId));
  if (f.minValue !== undefined) parts.push(gte(t.indicated, f.minValue));
  if (f.maxValue !== undefined) parts.push(lte(t.indicated, f.maxValue));
  if (f.citizenId) {
    const link = sql`select 1 from ${amendmentCitizens} where ${amendmentCitizens.amendmentId} = ${t.id} and ${amendmentCitizens.citizenId} = ${f.citizenId}`;
    parts.push(exists(link));
  }
  if (f.demandId) {
    const link = sql`select 1 from ${amendmentDemands} where ${amendmentDemands.amendmentId} = ${t.id} and ${amendmentDemands.demandId} = ${f.demandId}`;
    parts.push(exists(link));
  }
  return and(...parts)!;
}
