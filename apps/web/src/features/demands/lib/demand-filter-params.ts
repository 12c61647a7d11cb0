// The demandas filters in the URL, named exactly as DemandFilterSchema (list, board and map share them,
// so the dashboard and other pages can link to a filtered list).
import { useCallback, useMemo } from 'react';
import { useListParams } from '../../../lib/use-list-params.ts';

export const DEMAND_FILTER_KEYS = [
  'statusIds',
  'areaIds',
  'responsibleId',
  'priorities',
  'situation',
  'overdue',
  'dueFrom',
  'dueTo',
  'openedFrom',
  'openedTo',
  'neighborhood',
  'citizenId',
  'citizenName',
  'createdBy',
  'status',
] as const;
export type DemandFilterKey = (typeof DEMAND_FILTER_KEYS)[number];
export type DemandFilterValues = Record<DemandFilterKey, string | null>;

/** Kept in the URL only to label a chip after a reload; the API ignores it. */
const DISPLAY_ONLY: readonly DemandFilterKey[] = ['citizenName'];
/** 'Lixeira' is a switch of its own, not a filter that 'Limpar' removes. */
const NOT_A_FILTER: readonly DemandFilterKey[] = [...DISPLAY_ONLY, 'status'];
/** The filters inside 'Mais filtros' (the button counts them). */
export const MORE_FILTER_KEYS: readonly DemandFilterKey[] = [
  'dueFrom',
  'dueTo',
  'openedFrom',
  'openedTo',
  'neighborhood',
];

export const emptyDemandFilters = (): DemandFilterValues =>
  Object.fromEntries(DEMAND_FILTER_KEYS.map((k) => [k, null])) as DemandFilterValues;

/** The query string for GET /api/demands (and the board and map): q and the filters, no paging. */
export function toDemandApiQuery(
  q: string,
  filters: DemandFilterValues,
  { board = false }: { board?: boolean } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  if (q) out.q = q;
  for (const key of DEMAND_FILTER_KEYS) {
    const value = filters[key];
    if (!value || DISPLAY_ONLY.includes(key)) continue;
    if (key === 'status' && (board || value !== 'deleted')) continue;
    if (key === 'overdue' && value !== 'true') continue;
    if (key === 'situation' && value !== 'open' && value !== 'closed') continue;
    out[key] = value;
  }
  return out;
}

/** The URL search (without paging and sort) to carry the filters to the list, the board or the map. */
export function filtersSearch(q: string, filters: DemandFilterValues, keepBin = true): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const key of DEMAND_FILTER_KEYS) {
    const value = filters[key];
    if (!value || (key === 'status' && !keepBin)) continue;
    params.set(key, value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function countActiveFilters(q: string, filters: DemandFilterValues): number {
  return (q ? 1 : 0) + DEMAND_FILTER_KEYS.filter((key) => filters[key] && !NOT_A_FILTER.includes(key)).length;
}

export function useDemandListParams({ board = false }: { board?: boolean } = {}) {
  const list = useListParams(DEMAND_FILTER_KEYS);
  const { params, update } = list;
  const apiQuery = useMemo(
    () => toDemandApiQuery(params.q, params.filters, { board }),
    [params.q, params.filters, board],
  );
  const activeCount = countActiveFilters(params.q, params.filters);

  /** Removes the search and every filter, keeping the 'Lixeira' switch and the sort. */
  const clear = useCallback(() => {
    const changes: Record<string, null> = { q: null };
    for (const key of DEMAND_FILTER_KEYS) if (key !== 'status') changes[key] = null;
    update(changes);
  }, [update]);

  return {
    params,
    update,
    clear,
    apiQuery,
    activeCount,
    deleted: !board && params.filters.status === 'deleted',
  };
}
