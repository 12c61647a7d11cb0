// What providers push (webhooks, the simulator) lands here: statuses are stored and pushed to the office's
// status room after the write; messages and delivery updates go on to the chats module's inbound sink.
import { normalizeWppStatus, wppBucket, wppStatusRoom, type WppStatus } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { inboundSink, listDeliveryListeners, type GatewayEvent } from './gateway.ts';
import {
  addHistory,
  countPendingOutbound,
  ensureConnection,
  findConnection,
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
      await inboundSink().delivery(deps, organizationId, event.update);
      for (const listener of listDeliveryListeners()) await listener(deps, organizationId, event.update);
      return;
  }
}

/**
 * The one place a provider's status is read (normalizeWppStatus: any spelling or casing becomes one of the
 * spec's eleven) and stored. A status equal to the stored one (the route and the simulator both reporting
 * browserClose, a provider repeating itself) changes nothing and pushes nothing: one wpp_change_status per
 * change. `qrCode`: the QR that came with it (a QR code means notLogged).
 */
async function storeStatus(
  deps: AppDeps,
  organizationId: string,
  raw: string,
  phone: string | null | undefined,
  qrCode?: string,
): Promise<void> {
  const status = normalizeWppStatus(raw);
  if (!status) return;
  const db = deps.database.db;
  const before = await ensureConnection(db, organizationId, deps.env.WHATSAPP_PROVIDER);
  const previous = normalizeWppStatus(before.status);
  const now = new Date();
  if (previous === status) {
    const phoneChanged = phone !== undefined && phone !== before.phone;
    const qrChanged = qrCode !== undefined && qrCode !== before.qrCode;
    // Rows stored in another spelling are rewritten in the spec's.
    if (!phoneChanged && !qrChanged && before.status === status) return;
    const after = await updateConnection(db, organizationId, {
      status,
      ...(phoneChanged ? { phone } : {}),
      ...(qrChanged ? { qrCode } : {}),
    });
    if (phoneChanged || qrChanged) await pushConnectionUpdate(deps, organizationId, after ?? before);
    return;
  }
  const after = await updateConnection(db, organizationId, {
    status,
    statusAt: now,
    qrCode: status === 'notLogged' ? (qrCode ?? before.qrCode) : null,
    ...(phone !== undefined ? { phone } : {}),
  });
  await addHistory(db, organizationId, status, now);
  await push(deps, organizationId, status, after ?? before);
  if (wppBucket(status) === 'disconnected' && wppBucket(previous) !== 'disconnected') {
    deps.realtime.toRoom(wppStatusRoom(organizationId), 'wpp_has_been_disconnect', {
      organizationId,
      statusSession: status,
    });
  }
  if (status === 'inChat') {
    try {
      await inboundSink().ready(deps, organizationId);
    } catch (err) {
      log.error({ err, organizationId }, 'falha ao esvaziar a fila do WhatsApp');
    }
  }
}

/** A new QR code: shown while notLogged (and it means notLogged when the stored status said otherwise). */
const storeQr = (deps: AppDeps, organizationId: string, qrCode: string) =>
  storeStatus(deps, organizationId, 'notLogged', undefined, qrCode);

/** `row`: the connection as just written (no second read). */
async function push(
  deps: AppDeps,
  organizationId: string,
  status: WppStatus,
  row: WhatsappConnectionRow,
): Promise<void> {
  const connection = toConnectionView(row, await countPendingOutbound(deps.database.db, organizationId));
  deps.realtime.toRoom(wppStatusRoom(organizationId), 'wpp_change_status', {
    organizationId,
    statusSession: status,
    connection,
  });
}

/**
 * The connection view without a status change ('wpp:connection'): a new QR code, the paired number, or the
 * count of replies waiting to go out (the WhatsApp page's 'Aguardando envio').
 */
export async function pushConnectionUpdate(
  deps: AppDeps,
  organizationId: string,
  row?: WhatsappConnectionRow,
): Promise<void> {
  const db = deps.database.db;
  const current = row ?? (await findConnection(db, organizationId));
  if (!current) return;
  const connection = toConnectionView(current, await countPendingOutbound(db, organizationId));
  deps.realtime.toRoom(wppStatusRoom(organizationId), 'wpp:connection', { organizationId, connection });
}
