// Documentos API: lists, the record, drafts, 'Emitir', corrections, PDF, e-mail, replies, templates.
import {
  DocumentListSchema,
  DocumentSchema,
  DocumentSettingsSchema,
  DocumentTemplateListSchema,
  DocumentTemplateSchema,
  OkSchema,
  type CorrectDocumentInput,
  type CreateDocumentInputSchema,
  type DocumentSettingsInputSchema,
  type DocumentTemplateInputSchema,
  type UpdateDocumentTemplateInputSchema,
  type UpdateDocumentInput,
} from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export const documentsKeys = {
  all: ['documents'] as const,
  list: (params: Record<string, string | number | null>) => [...documentsKeys.all, 'list', params] as const,
  one: (id: string) => [...documentsKeys.all, 'one', id] as const,
  templates: ['documents', 'templates'] as const,
  settings: ['documents', 'settings'] as const,
};

export const documentsQuery = (params: Record<string, string | number | null>) =>
  queryOptions({
    queryKey: documentsKeys.list(params),
    queryFn: ({ signal }) => api.get(withQuery('/api/documents', params), DocumentListSchema, { signal }),
    placeholderData: keepPreviousData,
  });

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentsKeys.one(id),
    queryFn: ({ signal }) => api.get(path(id), DocumentSchema, { signal }),
  });

export const templatesQuery = () =>
  queryOptions({
    queryKey: documentsKeys.templates,
    queryFn: ({ signal }) => api.get('/api/documents/templates', DocumentTemplateListSchema, { signal }),
    staleTime: 60_000,
  });

export const documentSettingsQuery = () =>
  queryOptions({
    queryKey: documentsKeys.settings,
    queryFn: ({ signal }) => api.get('/api/documents/settings', DocumentSettingsSchema, { signal }),
    staleTime: 60_000,
  });

const path = (id: string) => `/api/documents/${encodeURIComponent(id)}`;
export const createDocument = (input: z.input<typeof CreateDocumentInputSchema>) =>
  api.post('/api/documents', input, DocumentSchema);
export const updateDocument = (id: string, input: UpdateDocumentInput) =>
  api.put(path(id), input, DocumentSchema);
export const emitDocument = (id: string, version: number) =>
  api.post(`${path(id)}/emit`, { version }, DocumentSchema);
export const correctDocument = (id: string, input: CorrectDocumentInput) =>
  api.post(`${path(id)}/corrections`, input, DocumentSchema);
export const setReminder = (id: string, replyDueDate: string | null) =>
  api.put(`${path(id)}/reminder`, { replyDueDate }, DocumentSchema);
export const sendDocument = (id: string, to: string, message: string | null) =>
  api.post(`${path(id)}/send`, { to, message }, DocumentSchema);
export const addReply = (id: string, form: FormData) =>
  api.upload('POST', `${path(id)}/replies`, form, DocumentSchema);
export const deleteDocument = (id: string) => api.del(path(id), OkSchema);
export const documentPdf = (id: string) => api.blob(`${path(id)}/pdf`);
export const replyFile = (id: string, replyId: string) =>
  api.blob(`${path(id)}/replies/${encodeURIComponent(replyId)}/file`);

const templatePath = (id: string) => `/api/documents/templates/${encodeURIComponent(id)}`;
export const createTemplate = (input: z.input<typeof DocumentTemplateInputSchema>) =>
  api.post('/api/documents/templates', input, DocumentTemplateSchema);
export const updateTemplate = (id: string, input: z.input<typeof UpdateDocumentTemplateInputSchema>) =>
  api.put(templatePath(id), input, DocumentTemplateSchema);
export const deleteTemplate = (id: string) => api.del(templatePath(id), OkSchema);
export const updateDocumentSettings = (input: z.input<typeof DocumentSettingsInputSchema>) =>
  api.put('/api/documents/settings', input, DocumentSettingsSchema);
