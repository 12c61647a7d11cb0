// The body every list page shares: error with retry, skeleton, empty state, then the rows and the pagination.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatTotal } from '../lib/format.ts';
import { ErrorAlert } from './error-alert.tsx';
import { ListPagination } from './list-pagination.tsx';
import { TableSkeleton } from './page-skeleton.tsx';

interface PageQuery {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { page: number; perPage: number; total: number; totalIsEstimate?: boolean };
}

interface ListBodyProps<T> {
  query: PageQuery;
  rows: T[] | undefined;
  columns: number;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}

export function ListBody<T>({ query, rows, columns, empty, onPageChange, children }: ListBodyProps<T>) {
  return (
    <>
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <TableSkeleton columns={columns} />}
      {rows && rows.length === 0 && empty}
      {query.data && rows && rows.length > 0 && (
        // Dimmed while the next page loads, so the old rows are not mistaken for the new ones.
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children(rows)}
          <ListPagination
            page={query.data.page}
            perPage={query.data.perPage}
            total={query.data.total}
            estimate={query.data.totalIsEstimate}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </>
  );
}

interface ListCountProps {
  data: { total: number; totalIsEstimate?: boolean } | undefined;
  /** What the rows are: ['demanda', 'demandas']. */
  noun: readonly [one: string, many: string];
  /** The bin is shown: '3 demandas na lixeira'. */
  deleted?: boolean;
}

/** The line above a list: '12.430 demandas', '~1.234.000 eleitores', '3 atendimentos na lixeira'. */
export function ListCount({ data, noun, deleted = false }: ListCountProps) {
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {data
        ? `${formatTotal(data.total, data.totalIsEstimate)} ${data.total === 1 ? noun[0] : noun[1]}${deleted ? ' na lixeira' : ''}`
        : ' '}
    </Text>
  );
}
