// Lists, boards, maps and records of demandas follow what colleagues save: a 'demand:changed' push from
// someone else refetches the open demandas queries, at most once every 1.5 s however busy the office is.
// Never mounted on the edit form, so a refetch cannot replace what a person is typing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';
import { demandsKeys } from './demands.api.ts';

export const LIVE_REFRESH_MS = 1500;

export function useLiveDemands(): void {
  const queryClient = useQueryClient();
  const me = useUserData()?.user_id;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSocketEvent('demand:changed', (change) => {
    if (change.by === me || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: demandsKeys.all });
    }, LIVE_REFRESH_MS);
  });
}
