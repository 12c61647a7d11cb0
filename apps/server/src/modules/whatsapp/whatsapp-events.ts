// What providers push (webhooks, the simulator) lands here: statuses are stored and pushed to the office's
// status room after the write; messages and delivery updates go on to the chats module's inbound sink.
import { wppBucket, wppStatusRoom, type WppStatus } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { inboundSink, type GatewayEvent } from './gateway.ts';
import {
  addHistory,
  countPendingOutbound,
  ensureConnection,
  updateConnection,
} from './whatsapp.repository.ts';
import type { WhatsappConnectionRow } from './whatsapp.table.ts';
import { toConnectionView } from './whatsapp-view.ts';

export interface WhatsappLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
let log: WhatsappLog = { warn: () => {}, error: () => {} };
/** The app's logger (set when the routes register), for work that runs outside a request. */
export function setWhatsappLog(next: WhatsappLog): void {
  log = next;
}
export const whatsappLog = (): WhatsappLog => log;

export async function handleGatewayEvent(
  deps: AppDeps,
  organizationId: string,
  event: GatewayEvent,
): Promise<void> {
  switch (event.type) {
    case 'status':
      return storeStatus(deps, organizationId, event.status, event.phone);
    case 'qr':
      return storeQr(deps, organizationId, event.qrCode);
    case 'message':
      return inboundSink().message(deps, organizationId, event.message);
    case 'delivery':
      return inboundSink().delivery(deps, organizationId, event.update);
  }
}

async function storeStatus(
  deps: AppDeps,
  organizationId: string,
  status: WppStatus,
  phone: string | null | undefined,
): Promise<void> {
  const db = deps.database.db;
  const before = await ensureConnection(db, organizationId, deps.env.WHATSAPP_PROVIDER);
  const now = new Date();
  const changed = before.status !== status;
  const after = await updateConnection(db, organizationId, {
    status,
    statusAt: changed ? now : (before.statusAt ?? now),
    ...(status === 'notLogged' ? {} : { qrCode: null }),
    ...(phone !== undefined ? { phone } : {}),
  });
  if (changed) await addHistory(db, organizationId, status, now);
  await push(deps, organizationId, status, after ?? before);
  const wasDisconnected = wppBucket(before.status) === 'disconnected';
  if (wppBucket(status) === 'disconnected' && !wasDisconnected) {
    deps.realtime.toRoom(wppStatusRoom(organizationId), 'wpp_has_been_disconnect', {
      organizationId,
      statusSession: status,
    });
  }
  if (status === 'inChat' && before.status !== 'inChat') {
    try {
      await inboundSink().ready(deps, organizationId);
    } catch (err) {
      log.error({ err, organizationId }, 'falha ao esvaziar a fila do WhatsApp');
    }
  }
}

async function storeQr(deps: AppDeps, organizationId: string, qrCode: string): Promise<void> {
  const db = deps.database.db;
  const before = await ensureConnection(db, organizationId, deps.env.WHATSAPP_PROVIDER);
  const after = await updateConnection(db, organizationId, { qrCode });
  await push(deps, organizationId, null, after ?? before);
}

/** `row`: the connection as just written (no second read). */
async function push(
  deps: AppDeps,
  organizationId: string,
  status: WppStatus | null,
  row: WhatsappConnectionRow,
): Promise<void> {
  const connection = toConnectionView(row, await countPendingOutbound(deps.database.db, organizationId));
  deps.realtime.toRoom(wppStatusRoom(organizationId), 'wpp_change_status', {
    organizationId,
    statusSession: status ?? connection.status ?? 'notLogged',
    connection,
  });
}
