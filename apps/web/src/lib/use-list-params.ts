// List filters live in the URL (UI.md) so a list can be shared and survives a reload.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const DEFAULT_PER_PAGE = 25;

export interface ListParams<K extends string> {
  q: string;
  page: number;
  perPage: number;
  /** The server sort ('name', '-lastLoginAt'); null for the list's default. */
  sort: string | null;
  filters: Record<K, string | null>;
}

export function useListParams<K extends string>(filterKeys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams<K>>(() => {
    const page = Number(searchParams.get('page') ?? '1');
    const perPage = Number(searchParams.get('perPage') ?? DEFAULT_PER_PAGE);
    const filters = Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key)])) as Record<
      K,
      string | null
    >;
    return {
      q: searchParams.get('q') ?? '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      perPage: Number.isInteger(perPage) && perPage > 0 && perPage <= 100 ? perPage : DEFAULT_PER_PAGE,
      sort: searchParams.get('sort'),
      filters,
    };
    // filterKeys is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  /** Sets or clears URL values; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => {
    update(Object.fromEntries([...filterKeys, 'q'].map((key) => [key, null])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [update]);

  const activeCount = filterKeys.filter((key) => params.filters[key]).length + (params.q ? 1 : 0);

  return { params, update, clear, activeCount };
}
