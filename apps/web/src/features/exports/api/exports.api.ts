// GET /api/exports: the office's export history; polled while an export is still being generated.
import { ExportListSchema, type Export } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client.ts';

export const exportsKeys = {
  all: ['exports'] as const,
  list: (page: number, perPage: number) => [...exportsKeys.all, 'list', page, perPage] as const,
};

export const isExportPending = (e: Pick<Export, 'status'>) => e.status === 'queued' || e.status === 'running';

export const exportsListQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: exportsKeys.list(page, perPage),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/exports', { page, perPage }), ExportListSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.exports.some(isExportPending) ? 2000 : false),
  });
