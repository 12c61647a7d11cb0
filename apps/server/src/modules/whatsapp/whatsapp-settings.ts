// Settings → WhatsApp: the provider and its parameters. Secrets are write-only: the answer only says
// whether one is set, and an empty secret field keeps the stored one.
import type { z } from 'zod';
import type { WhatsappSettings, WhatsappSettingsInputSchema } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { cloudWebhookUrl, invalidateGateway, wppconnectWebhookUrl } from './gateway-registry.ts';
import { ensureConnection, updateConnection } from './whatsapp.repository.ts';
import type { WhatsappConfig, WhatsappConnectionRow } from './whatsapp.table.ts';
import { asProvider } from './whatsapp-view.ts';

type SettingsInput = z.infer<typeof WhatsappSettingsInputSchema>;

export function toSettingsView(deps: AppDeps, row: WhatsappConnectionRow): WhatsappSettings {
  const c = row.config;
  const provider = asProvider(row.provider);
  return {
    provider,
    wppconnectUrl: c.wppconnectUrl ?? null,
    wppconnectSession: c.wppconnectSession ?? null,
    hasWppconnectSecretKey: Boolean(c.wppconnectSecretKey),
    cloudPhoneNumberId: c.cloudPhoneNumberId ?? null,
    cloudApiVersion: c.cloudApiVersion ?? null,
    cloudWabaId: c.cloudWabaId ?? null,
    hasCloudAccessToken: Boolean(c.cloudAccessToken),
    hasCloudAppSecret: Boolean(c.cloudAppSecret),
    cloudVerifyToken: c.cloudVerifyToken ?? null,
    webhookUrl:
      provider === 'cloud-api'
        ? cloudWebhookUrl(deps.env, row.organizationId)
        : wppconnectWebhookUrl(deps.env, row),
  };
}

export async function getSettings(deps: AppDeps, tenant: Tenant): Promise<WhatsappSettings> {
  const row = await ensureConnection(deps.database.db, tenant.organizationId, deps.env.WHATSAPP_PROVIDER);
  return toSettingsView(deps, row);
}

const SECRETS = ['wppconnectSecretKey', 'cloudAccessToken', 'cloudAppSecret'] as const;
const PLAIN = [
  'wppconnectUrl',
  'wppconnectSession',
  'cloudPhoneNumberId',
  'cloudApiVersion',
  'cloudWabaId',
  'cloudVerifyToken',
] as const;

export async function putSettings(
  deps: AppDeps,
  tenant: Tenant,
  input: SettingsInput,
): Promise<WhatsappSettings> {
  const db = deps.database.db;
  const org = tenant.organizationId;
  const row = await ensureConnection(db, org, deps.env.WHATSAPP_PROVIDER);
  const config: WhatsappConfig = { ...row.config };
  for (const key of PLAIN) {
    const value = input[key];
    if (value !== undefined) config[key] = value === '' ? null : value;
  }
  for (const key of SECRETS) {
    const value = input[key];
    if (value) config[key] = value;
  }
  const sessionChanged =
    config.wppconnectUrl !== row.config.wppconnectUrl ||
    config.wppconnectSession !== row.config.wppconnectSession ||
    config.wppconnectSecretKey !== row.config.wppconnectSecretKey;
  if (sessionChanged) config.wppconnectToken = null;
  const providerChanged = input.provider !== row.provider;
  const saved = await updateConnection(db, org, {
    provider: input.provider,
    config,
    // Another provider's status says nothing about the new one: connect again.
    ...(providerChanged ? { status: null, statusAt: new Date(), qrCode: null, phone: null } : {}),
  });
  invalidateGateway(deps, org);
  // The row was ensured above, so the update returned it.
  return toSettingsView(deps, saved!);
}
