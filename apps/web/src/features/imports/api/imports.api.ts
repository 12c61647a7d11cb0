// Imports API: upload, mapping, preview, start/cancel, progress polling, history and the error report.
import {
  ImportErrorListSchema,
  ImportListSchema,
  ImportPreviewSchema,
  ImportSchema,
  type Import,
  type ImportMappingInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type ImportMappingInput = z.output<typeof ImportMappingInputSchema>;

const path = (id: string) => `/api/imports/${encodeURIComponent(id)}`;

export const importsKeys = {
  all: ['imports'] as const,
  lists: () => [...importsKeys.all, 'list'] as const,
  list: (page: number, perPage: number, status: string | null) =>
    [...importsKeys.lists(), page, perPage, status] as const,
  detail: (id: string) => [...importsKeys.all, 'detail', id] as const,
  preview: (id: string) => [...importsKeys.all, 'preview', id] as const,
  errors: (id: string, page: number) => [...importsKeys.all, 'errors', id, page] as const,
};

export const isImportActive = (imp: Pick<Import, 'status'>) =>
  imp.status === 'queued' || imp.status === 'running';

export const importsListQuery = (page: number, perPage: number, status: string | null) =>
  queryOptions({
    queryKey: importsKeys.list(page, perPage, status),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/imports', { page, perPage, status }), ImportListSchema, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.imports.some(isImportActive) ? 2000 : false),
  });

/** One import; polled every second while it is queued or running (the progress bar survives a reload). */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: importsKeys.detail(id),
    queryFn: ({ signal }) => api.get(path(id), ImportSchema, { signal }),
    refetchInterval: (query) => (query.state.data && isImportActive(query.state.data) ? 1000 : false),
  });

export const importPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: importsKeys.preview(id),
    queryFn: ({ signal }) => api.get(`${path(id)}/preview`, ImportPreviewSchema, { signal }),
    staleTime: 5 * 60_000,
  });

export const importErrorsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: importsKeys.errors(id, page),
    queryFn: ({ signal }) =>
      api.get(withQuery(`${path(id)}/errors`, { page, perPage: 25 }), ImportErrorListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export function uploadImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload('POST', '/api/imports', form, ImportSchema);
}

/** Saves the mapping and answers the preview with it (rows, errors, duplicates). */
export const saveImportMapping = (id: string, input: ImportMappingInput) =>
  api.put(`${path(id)}/mapping`, input, ImportPreviewSchema);

export const startImport = (id: string) => api.post(`${path(id)}/start`, undefined, ImportSchema);
export const cancelImport = (id: string) => api.post(`${path(id)}/cancel`, undefined, ImportSchema);

/** The error report as a CSV Blob (the link needs the session token, so it goes through the client). */
export const downloadImportErrors = (id: string) => api.blob(`${path(id)}/errors.csv`);
