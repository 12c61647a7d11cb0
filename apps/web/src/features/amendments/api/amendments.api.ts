// Emendas API: query-key factory, fetchers parsing the shared schemas, the writes and the Portal import.
import {
  AmendmentBoardSchema,
  AmendmentCommentListSchema,
  AmendmentHistorySchema,
  AmendmentImportPreviewSchema,
  AmendmentListSchema,
  AmendmentMapSchema,
  AmendmentSchema,
  DemandAttachmentListSchema,
  DemandAttachmentSchema,
  ExportSchema,
  OkSchema,
  ParkedAmendmentListSchema,
  ParkedAmendmentSchema,
  type AmendmentInputSchema,
  type ChangeAmendmentStatusInput,
  type ReviewParkedInput,
  type UpdateAmendmentInputSchema,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type AmendmentQueryParams = Record<string, string | number | null>;

export const amendmentsKeys = {
  all: ['amendments'] as const,
  list: (params: AmendmentQueryParams) => [...amendmentsKeys.all, 'list', params] as const,
  board: (params: AmendmentQueryParams) => [...amendmentsKeys.all, 'board', params] as const,
  map: (params: AmendmentQueryParams) => [...amendmentsKeys.all, 'map', params] as const,
  detail: (id: string) => [...amendmentsKeys.all, 'detail', id] as const,
  history: (id: string) => [...amendmentsKeys.all, 'history', id] as const,
  comments: (id: string) => [...amendmentsKeys.all, 'comments', id] as const,
  attachments: (id: string) => [...amendmentsKeys.all, 'attachments', id] as const,
  parked: (status: string, page: number) => [...amendmentsKeys.all, 'parked', status, page] as const,
};

const path = (id: string, sub = '') => `/api/amendments/${encodeURIComponent(id)}${sub}`;

export const amendmentsListQuery = (params: AmendmentQueryParams) =>
  queryOptions({
    queryKey: amendmentsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/amendments', params), AmendmentListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const amendmentsBoardQuery = (params: AmendmentQueryParams) =>
  queryOptions({
    queryKey: amendmentsKeys.board(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/amendments/board', params), AmendmentBoardSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const amendmentsMapQuery = (params: AmendmentQueryParams) =>
  queryOptions({
    queryKey: amendmentsKeys.map(params),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/amendments/map', params), AmendmentMapSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const amendmentQuery = (id: string) =>
  queryOptions({
    queryKey: amendmentsKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(path(id), AmendmentSchema, { signal, noRedirectFor: ['NOT_FOUND', 'AMENDMENT_NOT_FOUND'] }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export const amendmentHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: amendmentsKeys.history(id),
    queryFn: ({ signal }) => api.get(path(id, '/history'), AmendmentHistorySchema, { signal }),
  });

export const amendmentCommentsQuery = (id: string) =>
  queryOptions({
    queryKey: amendmentsKeys.comments(id),
    queryFn: ({ signal }) => api.get(path(id, '/comments'), AmendmentCommentListSchema, { signal }),
  });

export const parkedQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: amendmentsKeys.parked(status, page),
    queryFn: ({ signal }) =>
      api.get(withQuery('/api/amendments/parked', { status, page }), ParkedAmendmentListSchema, { signal }),
  });

export type AmendmentInput = z.input<typeof AmendmentInputSchema>;
export type UpdateAmendmentInput = z.input<typeof UpdateAmendmentInputSchema>;

export const createAmendment = (input: AmendmentInput) => api.post('/api/amendments', input, AmendmentSchema);
export const updateAmendment = (id: string, input: UpdateAmendmentInput) =>
  api.put(path(id), input, AmendmentSchema);
export const changeAmendmentStatus = (id: string, input: ChangeAmendmentStatusInput) =>
  api.patch(path(id, '/status'), input, AmendmentSchema);
/** 'Exportar' of the list: the filter's non-empty values, made into a file in the background. */
export const exportAmendments = (format: 'csv' | 'xlsx', params: AmendmentQueryParams) => {
  const filter = Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== null && v !== ''),
  ) as Record<string, string | number>;
  return api.post('/api/amendments/exports', { format, filter }, ExportSchema);
};
export const deleteAmendment = (id: string) => api.del(path(id), OkSchema);
export const restoreAmendment = (id: string) => api.post(path(id, '/restore'), undefined, AmendmentSchema);
export const addAmendmentComment = (id: string, body: string) =>
  api.post(path(id, '/comments'), { body }, AmendmentCommentListSchema);

export function uploadPortalFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('POST', '/api/amendments/imports', form, AmendmentImportPreviewSchema);
}
export const executePortalImport = (importId: string) =>
  api.post(
    `/api/amendments/imports/${encodeURIComponent(importId)}/execute`,
    undefined,
    AmendmentImportPreviewSchema,
  );
export const reviewParked = (id: string, input: ReviewParkedInput) =>
  api.post(`/api/amendments/parked/${encodeURIComponent(id)}/review`, input, ParkedAmendmentSchema);

export const listAmendmentAttachments = async (id: string, signal?: AbortSignal) =>
  (await api.get(path(id, '/attachments'), DemandAttachmentListSchema, { signal })).attachments;
export function uploadAmendmentAttachment(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('POST', path(id, '/attachments'), form, DemandAttachmentSchema);
}
const attachmentPath = (id: string, attachmentId: string, sub = '') =>
  path(id, `/attachments/${encodeURIComponent(attachmentId)}${sub}`);
export const downloadAmendmentAttachment = (id: string, attachmentId: string) =>
  api.blob(attachmentPath(id, attachmentId, '/file'));
export const deleteAmendmentAttachment = (id: string, attachmentId: string) =>
  api.del(attachmentPath(id, attachmentId), OkSchema);
