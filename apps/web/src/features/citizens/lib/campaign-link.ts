// The citizens list's current filter handed to the campaign wizard ('Enviar mensagem'): the same URL keys
// the list uses, marked as coming from the list so that an empty filter (everybody) is still the list's.
import { CITIZEN_FILTER_KEYS, toFilterBody, type CitizenFilterValues } from './citizen-filter-params.ts';

const FROM = 'de';
const FROM_LIST = 'eleitores';

/** The wizard's address for the list's filter (its API query: q and the filters, never the bin). */
export function campaignFromListUrl(apiQuery: Record<string, string>): string {
  const params = new URLSearchParams({ [FROM]: FROM_LIST });
  for (const [key, value] of Object.entries(apiQuery)) if (key !== 'status') params.set(key, value);
  return `/sms/campanhas/nova?${params.toString()}`;
}

/** The list's filter the wizard was opened with (invalid values left out), or null when it was not. */
export function listFilterFrom(search: URLSearchParams) {
  if (search.get(FROM) !== FROM_LIST) return null;
  const filters = Object.fromEntries(
    CITIZEN_FILTER_KEYS.map((key) => [key, key === 'status' ? null : search.get(key)]),
  ) as CitizenFilterValues;
  const { status: _status, ...filter } = toFilterBody(search.get('q') ?? '', filters);
  return filter;
}
