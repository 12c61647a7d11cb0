// Refreshes the stored user data from GET /api/me once per load, so ability and trial are current.
import { useQuery } from '@tanstack/react-query';
import { fetchMe, meQueryKey } from '../../features/auth/api/auth.api.ts';

export function useRefreshMe(enabled: boolean): void {
  useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled, staleTime: 5 * 60_000 });
}
