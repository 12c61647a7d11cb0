// Builds each office's gateway from its whatsapp_connections row (created on first use), cached per office
// and rebuilt when the provider or its settings change. Registered with the port at import time.
import type { Env } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';
import { CloudApiGateway } from './cloud-api-gateway.ts';
import { registerGatewayResolver, type GatewayEvent, type WhatsAppGateway } from './gateway.ts';
import { SimulatorGateway } from './simulator-gateway.ts';
import { handleGatewayEvent } from './whatsapp-events.ts';
import { ensureConnection, updateConnection } from './whatsapp.repository.ts';
import type { WhatsappConnectionRow } from './whatsapp.table.ts';
import { asProvider } from './whatsapp-view.ts';
import { WppconnectGateway } from './wppconnect-gateway.ts';

const webhookBase = (env: Env) => (env.WHATSAPP_WEBHOOK_BASE_URL ?? env.appUrl).replace(/\/$/, '');
export const wppconnectWebhookUrl = (env: Env, row: WhatsappConnectionRow) =>
  `${webhookBase(env)}/whatsapp/webhook/wppconnect/${row.organizationId}/${row.webhookSecret}`;
export const cloudWebhookUrl = (env: Env, organizationId: string) =>
  `${webhookBase(env)}/whatsapp/webhook/cloud/${organizationId}`;

/** The provider parameters in effect: the office's settings over the env defaults. */
export function effectiveConfig(env: Env, row: WhatsappConnectionRow) {
  const c = row.config;
  return {
    wppconnectUrl: c.wppconnectUrl || env.WHATSAPP_WPPCONNECT_URL || null,
    wppconnectSession: c.wppconnectSession || `gabinete-${row.organizationId.slice(0, 8)}`,
    wppconnectSecretKey: c.wppconnectSecretKey || env.WHATSAPP_WPPCONNECT_SECRET_KEY || null,
    cloudApiVersion: c.cloudApiVersion || env.WHATSAPP_CLOUD_API_VERSION,
    cloudPhoneNumberId: c.cloudPhoneNumberId || null,
    cloudAccessToken: c.cloudAccessToken || null,
    cloudWabaId: c.cloudWabaId || null,
  };
}

/** False when the provider lacks what it needs to start a session. */
export function providerConfigured(env: Env, row: WhatsappConnectionRow): boolean {
  const c = effectiveConfig(env, row);
  const provider = asProvider(row.provider);
  if (provider === 'wppconnect') return Boolean(c.wppconnectUrl && c.wppconnectSecretKey);
  if (provider === 'cloud-api') return Boolean(c.cloudPhoneNumberId && c.cloudAccessToken);
  return true;
}

export function buildGateway(deps: AppDeps, row: WhatsappConnectionRow): WhatsAppGateway {
  const organizationId = row.organizationId;
  const emit = (event: GatewayEvent) => handleGatewayEvent(deps, organizationId, event);
  const c = effectiveConfig(deps.env, row);
  const timeoutMs = deps.env.WHATSAPP_HTTP_TIMEOUT_MS;
  switch (asProvider(row.provider)) {
    case 'wppconnect':
      return new WppconnectGateway({
        baseUrl: c.wppconnectUrl ?? 'http://wppconnect.invalid',
        session: c.wppconnectSession,
        secretKey: c.wppconnectSecretKey ?? '',
        token: row.config.wppconnectToken ?? null,
        webhookUrl: wppconnectWebhookUrl(deps.env, row),
        timeoutMs,
        emit,
        saveToken: async (token) => {
          const fresh = await ensureConnection(deps.database.db, organizationId, deps.env.WHATSAPP_PROVIDER);
          await updateConnection(deps.database.db, organizationId, {
            config: { ...fresh.config, wppconnectToken: token },
          });
        },
      });
    case 'cloud-api':
      return new CloudApiGateway({
        baseUrl: deps.env.WHATSAPP_CLOUD_API_URL,
        version: c.cloudApiVersion,
        phoneNumberId: c.cloudPhoneNumberId,
        accessToken: c.cloudAccessToken,
        wabaId: c.cloudWabaId,
        timeoutMs,
        emit,
      });
    default:
      return new SimulatorGateway(deps, organizationId, emit);
  }
}

type Cache = Map<string, { key: string; gateway: WhatsAppGateway }>;
/** Per app (tests build several), per office. */
const caches = new WeakMap<AppDeps, Cache>();
function cacheOf(deps: AppDeps): Cache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  return cache;
}
/** What the adapter is built from (the cached WPPConnect token aside: the adapter keeps it itself). */
const cacheKey = (row: WhatsappConnectionRow) =>
  JSON.stringify([row.provider, { ...row.config, wppconnectToken: undefined }]);

export function invalidateGateway(deps: AppDeps, organizationId: string): void {
  cacheOf(deps).delete(organizationId);
}

export async function resolveGateway(deps: AppDeps, organizationId: string): Promise<WhatsAppGateway> {
  const row = await ensureConnection(deps.database.db, organizationId, deps.env.WHATSAPP_PROVIDER);
  const key = cacheKey(row);
  const cache = cacheOf(deps);
  const hit = cache.get(organizationId);
  if (hit && hit.key === key) return hit.gateway;
  const gateway = buildGateway(deps, row);
  cache.set(organizationId, { key, gateway });
  return gateway;
}

registerGatewayResolver(resolveGateway);
