// The office's WhatsApp status in the browser (spec §4, §6, §7, §8). useWhatsappLive runs once in the
// navbar: it joins the status room after every (re)connect and keeps the connection cache current from
// the join's answer and the pushes. useWhatsappStatus reads it (with the initial message until then) for
// any badge. Without read on whatsapp nothing runs: no request, no join.
import type { WhatsappConnection } from '@gabinete/shared';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppAbility } from '../../../lib/ability.ts';
import { emitSocket, useSocketEvent, useSocketStatus } from '../../../lib/socket.ts';
import { useUserData } from '../../../lib/session.ts';
import { connectionQuery, initialStatusQuery, whatsappKeys } from '../api/whatsapp.api.ts';
import {
  badgeView,
  canFollowWhatsapp,
  newerConnection,
  withStatus,
  type BadgeView,
} from '../lib/whatsapp-status.ts';

/** Who may follow the status, and for which office (null: nothing runs). */
export function useWhatsappScope(): string | null {
  const allowed = canFollowWhatsapp(useAppAbility());
  const organizationId = useUserData()?.organization_id ?? null;
  return allowed ? organizationId : null;
}

/** Stores a view of the connection unless the cache already holds a newer one. */
function keepNewer(client: QueryClient, fresh: WhatsappConnection): void {
  client.setQueryData<WhatsappConnection>(whatsappKeys.connection(), (known) =>
    newerConnection(known, fresh),
  );
}

export function useWhatsappLive(): void {
  const organizationId = useWhatsappScope();
  const client = useQueryClient();
  const { connected } = useSocketStatus();

  useEffect(() => {
    if (!organizationId || !connected) return;
    emitSocket('join_wpp_status_organization', { organizationId }, (ack) => {
      if (ack.ok) keepNewer(client, ack.data);
      else console.warn(`Status do WhatsApp em tempo real indisponível: ${ack.message}`);
    });
  }, [organizationId, connected, client]);

  useSocketEvent('wpp_change_status', (payload) => {
    if (!organizationId || payload.organizationId !== organizationId) return;
    keepNewer(client, payload.connection);
    void client.invalidateQueries({ queryKey: whatsappKeys.history() });
  });

  // A new QR code, or the count of replies waiting ('Aguardando envio'), without a status change.
  useSocketEvent('wpp:connection', (payload) => {
    if (!organizationId || payload.organizationId !== organizationId) return;
    keepNewer(client, payload.connection);
  });

  useSocketEvent('wpp_has_been_disconnect', (payload) => {
    if (!organizationId || payload.organizationId !== organizationId) return;
    client.setQueryData<WhatsappConnection>(whatsappKeys.connection(), (known) =>
      known ? withStatus(known, payload.statusSession) : known,
    );
    void client.invalidateQueries({ queryKey: whatsappKeys.all });
  });
}

export interface WhatsappStatus {
  /** False for users without read on whatsapp: render nothing. */
  enabled: boolean;
  view: BadgeView;
  connection: WhatsappConnection | undefined;
}

export function useWhatsappStatus(): WhatsappStatus {
  const organizationId = useWhatsappScope();
  const socket = useSocketStatus();
  const enabled = organizationId !== null;
  const initial = useQuery({ ...initialStatusQuery(organizationId ?? ''), enabled });
  // Only reads the cache: the page fetches it, the socket fills it.
  const connection = useQuery({ ...connectionQuery(), enabled: false }).data;
  const view = badgeView({
    socketMessage: socket.message,
    connection,
    initialMessage: initial.data?.message,
    initialFailed: initial.isError,
  });
  return { enabled, view, connection };
}
