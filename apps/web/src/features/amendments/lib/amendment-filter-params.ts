// The emendas list's, board's and map's filters in the URL, and the API query they make.
import { useListParams } from '../../../lib/use-list-params.ts';

export const AMENDMENT_FILTER_KEYS = [
  'year',
  'kind',
  'status',
  'sphere',
  'areaId',
  'cityIbge',
  'institutionId',
  'author',
  'responsibleId',
  'minValue',
  'maxValue',
  'deleted',
] as const;
export type AmendmentFilterKey = (typeof AMENDMENT_FILTER_KEYS)[number];
export type AmendmentFilterValues = Record<AmendmentFilterKey, string | null>;

/** Reais typed in the URL ('1500000') to the API's centavos. */
const centsOf = (reais: string | null) => (reais && /^\d+$/.test(reais) ? Number(reais) * 100 : null);

export function amendmentApiQuery(
  q: string,
  f: AmendmentFilterValues,
): Record<string, string | number | null> {
  return {
    q: q || null,
    year: f.year,
    kind: f.kind,
    status: f.status,
    sphere: f.sphere,
    areaId: f.areaId,
    cityIbge: f.cityIbge,
    institutionId: f.institutionId,
    author: f.author,
    responsibleId: f.responsibleId,
    minValue: centsOf(f.minValue),
    maxValue: centsOf(f.maxValue),
    deleted: f.deleted,
  };
}

export function useAmendmentListParams() {
  const list = useListParams(AMENDMENT_FILTER_KEYS);
  const { params } = list;
  const activeCount = AMENDMENT_FILTER_KEYS.filter((k) => params.filters[k]).length + (params.q ? 1 : 0);
  return {
    ...list,
    apiQuery: amendmentApiQuery(params.q, params.filters),
    activeCount,
    deleted: params.filters.deleted === 'true',
  };
}
