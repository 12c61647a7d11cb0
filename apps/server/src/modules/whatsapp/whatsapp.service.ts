// The office's WhatsApp connection: the spec's getconnection/disconnect, the page's view, connect, history.
import {
  can,
  GETCONNECTION_MESSAGES,
  normalizeWppStatus,
  wppBucket,
  wppStatusLabel,
  wppStatusOf,
  type GetConnectionResponse,
  type WhatsappConnection,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { GatewayError, gatewayFor } from './gateway.ts';
import { providerConfigured } from './gateway-registry.ts';
import { handleGatewayEvent, whatsappLog } from './whatsapp-events.ts';
import { ensureConnection, listHistory } from './whatsapp.repository.ts';
import { connectionView } from './whatsapp-view.ts';

/** The spec's token is the office id: only the caller's own office. */
export function assertOwnOffice(tenant: Tenant, token: string): void {
  if (token !== tenant.organizationId) throw new AppError('WHATSAPP_FOREIGN_TOKEN', 403);
}

/** From the stored status (no provider call): the connected bucket is 'Conectado'. */
export async function getConnection(
  deps: AppDeps,
  tenant: Tenant,
  token: string,
): Promise<GetConnectionResponse> {
  assertOwnOffice(tenant, token);
  try {
    const row = await ensureConnection(deps.database.db, tenant.organizationId, deps.env.WHATSAPP_PROVIDER);
    // An office that never connected reads as notLogged: 'Sem Conexão' (connect, read the QR code).
    const connected = wppBucket(wppStatusOf(row.status)) === 'connected';
    return {
      message: connected ? GETCONNECTION_MESSAGES.connected : GETCONNECTION_MESSAGES.disconnected,
      isConnected: connected,
    };
  } catch (err) {
    whatsappLog().error({ err, organizationId: tenant.organizationId }, 'falha ao ler o status do WhatsApp');
    return { message: GETCONNECTION_MESSAGES.error, isConnected: false };
  }
}

export function gatewayFailure(err: unknown): never {
  if (err instanceof GatewayError) {
    if (err.code === 'AUTH') throw new AppError('WHATSAPP_PROVIDER_CONFIG', 409);
    throw new AppError('WHATSAPP_PROVIDER_UNAVAILABLE', 502);
  }
  throw err;
}

/** Logs out on the gateway (a new QR is needed) and stores the closed status. */
export async function disconnect(deps: AppDeps, tenant: Tenant, token: string) {
  assertOwnOffice(tenant, token);
  const org = tenant.organizationId;
  const gateway = await gatewayFor(deps, org);
  await gateway.disconnect({ logout: true }).catch(gatewayFailure);
  await handleGatewayEvent(deps, org, { type: 'status', status: 'browserClose', phone: null });
  return { ok: true as const, message: 'WhatsApp desconectado.' };
}

export async function connect(deps: AppDeps, tenant: Tenant): Promise<WhatsappConnection> {
  const org = tenant.organizationId;
  const row = await ensureConnection(deps.database.db, org, deps.env.WHATSAPP_PROVIDER);
  if (!providerConfigured(deps.env, row)) throw new AppError('WHATSAPP_PROVIDER_CONFIG', 409);
  const gateway = await gatewayFor(deps, org);
  await gateway.connect().catch(gatewayFailure);
  return connectionView(deps, org);
}

export const getView = (deps: AppDeps, tenant: Tenant) => connectionView(deps, tenant.organizationId);

export async function history(deps: AppDeps, tenant: Tenant) {
  const rows = await listHistory(deps.database.db, tenant.organizationId, 50);
  return {
    // Rows stored before normalisation may hold another spelling: read as the spec's value.
    history: rows.flatMap((r) => {
      const status = normalizeWppStatus(r.status);
      return status ? [{ status, label: wppStatusLabel(status), at: r.at.toISOString() }] : [];
    }),
  };
}

/** Settings and the simulator's controls: the office admin (whatsapp or settings manage, or manage all). */
export function isWhatsappAdmin(tenant: Tenant): boolean {
  return can(tenant.ability, 'manage', 'whatsapp') || can(tenant.ability, 'manage', 'settings');
}
