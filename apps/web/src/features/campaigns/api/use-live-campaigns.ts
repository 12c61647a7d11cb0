// Campaign pages follow the sender: each 'campaign:progress' push writes the new counts into the open record
// and refreshes lists and the report at most once a second.
import type { Campaign } from '@gabinete/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '../../../lib/socket.ts';
import { campaignsKeys } from './campaigns.api.ts';

export function useLiveCampaigns(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSocketEvent('campaign:progress', (progress) => {
    queryClient.setQueryData<Campaign>(campaignsKeys.detail(progress._id), (old) =>
      old ? { ...old, status: progress.status, counts: progress.counts } : old,
    );
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...campaignsKeys.all, 'recipients', progress._id] });
      void queryClient.invalidateQueries({ queryKey: campaignsKeys.detail(progress._id) });
    }, 1000);
  });
}
