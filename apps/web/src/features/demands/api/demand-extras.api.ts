// A demanda's comments, attachments and history.
import {
  DemandAttachmentListSchema,
  DemandAttachmentSchema,
  DemandCommentListSchema,
  DemandCommentSchema,
  DemandHistorySchema,
  OkSchema,
} from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { demandsKeys, path } from './demands.api.ts';

export const demandCommentsQuery = (id: string) =>
  queryOptions({
    queryKey: demandsKeys.comments(id),
    queryFn: async ({ signal }) =>
      (await api.get(path(id, '/comments'), DemandCommentListSchema, { signal })).comments,
  });

export const addDemandComment = (id: string, text: string) =>
  api.post(path(id, '/comments'), { text }, DemandCommentSchema);
export const deleteDemandComment = (id: string, commentId: string) =>
  api.del(path(id, `/comments/${encodeURIComponent(commentId)}`), OkSchema);

export const listDemandAttachments = async (id: string, signal?: AbortSignal) =>
  (await api.get(path(id, '/attachments'), DemandAttachmentListSchema, { signal })).attachments;

export const demandAttachmentsQuery = (id: string) =>
  queryOptions({
    queryKey: demandsKeys.attachments(id),
    queryFn: ({ signal }) => listDemandAttachments(id, signal),
  });

export function uploadDemandAttachment(id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('POST', path(id, '/attachments'), form, DemandAttachmentSchema);
}
const attachmentPath = (id: string, attachmentId: string, sub = '') =>
  path(id, `/attachments/${encodeURIComponent(attachmentId)}${sub}`);
/** The file through the API client (Bearer token), as a Blob for saveFile. */
export const downloadDemandAttachment = (id: string, attachmentId: string) =>
  api.blob(attachmentPath(id, attachmentId, '/file'));
export const deleteDemandAttachment = (id: string, attachmentId: string) =>
  api.del(attachmentPath(id, attachmentId), OkSchema);

export const demandHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: demandsKeys.history(id),
    queryFn: async ({ signal }) =>
      (await api.get(path(id, '/history'), DemandHistorySchema, { signal })).changes,
  });
