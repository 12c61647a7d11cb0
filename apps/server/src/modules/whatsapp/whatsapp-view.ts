// What the browser sees of the office's connection (WhatsappConnectionSchema): never a secret.
import {
  canSendOn,
  WHATSAPP_PROVIDERS,
  wppBucket,
  wppStatusLabel,
  wppStatusOf,
  type WhatsappConnection,
  type WhatsappProvider,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { countPendingOutbound, ensureConnection } from './whatsapp.repository.ts';
import type { WhatsappConnectionRow } from './whatsapp.table.ts';

export const asProvider = (value: string): WhatsappProvider =>
  (WHATSAPP_PROVIDERS as readonly string[]).includes(value) ? (value as WhatsappProvider) : 'simulator';

export function toConnectionView(row: WhatsappConnectionRow, pendingOutbound: number): WhatsappConnection {
  // Normalised on read too: rows stored in another spelling, and an office that never connected (notLogged).
  const status = wppStatusOf(row.status);
  return {
    provider: asProvider(row.provider),
    status,
    bucket: wppBucket(status),
    label: wppStatusLabel(status),
    canSend: canSendOn(status),
    qrCode: status === 'notLogged' ? row.qrCode : null,
    statusAt: row.statusAt?.toISOString() ?? null,
    phone: row.phone,
    pendingOutbound,
  };
}

export async function connectionView(deps: AppDeps, organizationId: string): Promise<WhatsappConnection> {
  const db = deps.database.db;
  const row = await ensureConnection(db, organizationId, deps.env.WHATSAPP_PROVIDER);
  return toConnectionView(row, await countPendingOutbound(db, organizationId));
}
