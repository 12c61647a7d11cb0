// GET /api/dashboard: the office at a glance (sections the user may not read come as null).
import { DashboardSchema } from '@gabinete/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => api.get('/api/dashboard', DashboardSchema, { signal }),
    // A dashboard left open at the front desk stays current without a reload.
    refetchInterval: 120_000,
  });
