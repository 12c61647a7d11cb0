// The citizens list filters in the URL (list, map and saved filters share them) and their API shape.
import { CitizenFilterSchema, type CitizenFilter } from '@gabinete/shared';
import { useCallback, useMemo } from 'react';
import { useListParams, type ListParams } from '../../../lib/use-list-params.ts';

export const CITIZEN_FILTER_KEYS = [
  'tags',
  'neighborhood',
  'cityIbge',
  'cityName',
  'uf',
  'voterZone',
  'voterSection',
  'ageMin',
  'ageMax',
  'birthMonth',
  'leaderId',
  'leaderName',
  'origin',
  'gender',
  'registeredBy',
  'createdFrom',
  'createdTo',
  'status',
] as const;
export type CitizenFilterKey = (typeof CITIZEN_FILTER_KEYS)[number];
export type CitizenFilterValues = Record<CitizenFilterKey, string | null>;

/** Names kept in the URL only to label chips and pickers after a reload; the API ignores them. */
const DISPLAY_ONLY: readonly CitizenFilterKey[] = ['cityName', 'leaderName'];
/** 'Lixeira' is a switch of its own, not a filter that 'Limpar' removes. */
const NOT_A_FILTER: readonly CitizenFilterKey[] = [...DISPLAY_ONLY, 'status'];

/** The query string for GET /api/citizens (q and the filters, without paging). */
export function toApiQuery(q: string, filters: CitizenFilterValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (q) out.q = q;
  for (const key of CITIZEN_FILTER_KEYS) {
    const value = filters[key];
    if (!value || DISPLAY_ONLY.includes(key)) continue;
    if (key === 'status' && value !== 'deleted') continue;
    out[key] = value;
  }
  return out;
}

/** The same filter as a JSON body (exports, bulk actions): typed values, invalid ones left out. */
export function toFilterBody(q: string, filters: CitizenFilterValues): Partial<CitizenFilter> {
  const query = toApiQuery(q, filters);
  const parsed = CitizenFilterSchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return CitizenFilterSchema.parse(Object.fromEntries(Object.entries(query).filter(([k]) => !bad.has(k))));
}

/** The URL query worth saving in a saved filter (everything but paging). */
export function toSavedQuery(params: ListParams<CitizenFilterKey>): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.q) out.q = params.q;
  if (params.sort) out.sort = params.sort;
  for (const key of CITIZEN_FILTER_KEYS) {
    const value = params.filters[key];
    if (value && key !== 'status') out[key] = value;
  }
  return out;
}

export function useCitizenListParams() {
  const list = useListParams(CITIZEN_FILTER_KEYS);
  const { params, update } = list;
  const apiQuery = useMemo(() => toApiQuery(params.q, params.filters), [params.q, params.filters]);
  const activeCount =
    (params.q ? 1 : 0) +
    CITIZEN_FILTER_KEYS.filter((key) => params.filters[key] && !NOT_A_FILTER.includes(key)).length;

  /** Removes the search and every filter, keeping the 'Lixeira' switch and the sort. */
  const clear = useCallback(() => {
    const changes: Record<string, null> = { q: null };
    for (const key of CITIZEN_FILTER_KEYS) if (key !== 'status') changes[key] = null;
    update(changes);
  }, [update]);

  /** Replaces the filters with a saved filter's query. */
  const apply = useCallback(
    (query: Record<string, string>) => {
      const changes: Record<string, string | null> = { q: null, sort: null };
      for (const key of CITIZEN_FILTER_KEYS) if (key !== 'status') changes[key] = null;
      for (const [key, value] of Object.entries(query)) {
        if (key === 'q' || key === 'sort' || (CITIZEN_FILTER_KEYS as readonly string[]).includes(key)) {
          changes[key] = value;
        }
      }
      update(changes);
    },
    [update],
  );

  return {
    params,
    update,
    clear,
    apply,
    apiQuery,
    activeCount,
    deleted: params.filters.status === 'deleted',
  };
}
