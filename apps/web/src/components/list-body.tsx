// The body every list page shares: error with retry, skeleton, empty state, then the rows and the pagination.
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { ListPagination } from './list-pagination.tsx';
import { TableSkeleton } from './page-skeleton.tsx';

interface PageQuery {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { page: number; perPage: number; total: number };
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
            onPageChange={onPageChange}
          />
        </div>
      )}
    </>
  );
}
