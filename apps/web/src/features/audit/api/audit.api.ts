// GET /api/audit: who viewed and changed what, for the office admin.
import { AuditListSchema } from '@gabinete/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../../../lib/api-client.ts';

export type AuditEntry = z.infer<typeof AuditListSchema>['entries'][number];

export interface AuditParams {
  page: number;
  perPage: number;
  entity: string | null;
  entityId?: string | null;
  userId: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
}

export const auditQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: ['audit', params] as const,
    queryFn: ({ signal }) => api.get(withQuery('/api/audit', { ...params }), AuditListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
