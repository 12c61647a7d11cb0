// Lists, boards, the map and records of emendas follow what colleagues save (and the Portal imports they run):
// an 'amendment:changed' push from someone else refetches the open emendas queries, at most once every 1.5 s.
// Never mounted on the edit form, so a refetch cannot replace what a person is typing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';
import { amendmentsKeys } from './amendments.api.ts';

export const LIVE_REFRESH_MS = 1500;

export function useLiveAmendments(): void {
  const queryClient = useQueryClient();
  const me = useUserData()?.user_id;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSocketEvent('amendment:changed', (change) => {
    if (change.by === me || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: amendmentsKeys.all });
    }, LIVE_REFRESH_MS);
  });
}
