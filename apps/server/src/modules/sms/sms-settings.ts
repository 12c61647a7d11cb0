// Configurações → SMS: the office's provider, its parameters and the price per segment. Secrets are
// write-only (the answer only says whether one is set; an empty field keeps the stored one) and stored
// encrypted. The provider adapter is built from this row.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SMS_PROVIDERS, type SmsSettings, type SmsSettingsInputSchema } from '@gabinete/shared';
import { jwtSecret } from '../../bootstrap.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { randomToken } from '../../lib/secrets.ts';
import { decryptSecret, encryptSecret } from '../../lib/encryption.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { SimulatorSmsProvider } from './simulator-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import { smsSettings, type SmsSecrets, type SmsSettingsRow } from './sms.table.ts';
import { TwilioProvider } from './twilio-provider.ts';
import { ZenviaProvider } from './zenvia-provider.ts';

export const ZENVIA_URL = 'https://api.zenvia.com';
export const TWILIO_URL = 'https://api.twilio.com';
const TIMEOUT_MS = 10_000;

type Provider = (typeof SMS_PROVIDERS)[number];
export const asSmsProvider = (value: string): Provider =>
  (SMS_PROVIDERS as readonly string[]).includes(value) ? (value as Provider) : 'simulator';

/** The office's row, created on first use (simulator, a fresh webhook secret). */
export async function ensureSmsSettings(db: Db, organizationId: string): Promise<SmsSettingsRow> {
  await db
    .insert(smsSettings)
    .values({ organizationId, webhookSecret: randomToken(24) })
    .onConflictDoNothing();
  const [row] = await db.select().from(smsSettings).where(eq(smsSettings.organizationId, organizationId));
  return row!;
}

export function readSecrets(deps: AppDeps, row: SmsSettingsRow): SmsSecrets {
  if (!row.secrets) return {};
  const plain = decryptSecret(jwtSecret(deps.env), 'sms', row.secrets);
  try {
    return plain ? (JSON.parse(plain) as SmsSecrets) : {};
  } catch {
    return {};
  }
}

export const smsWebhookUrl = (deps: AppDeps, organizationId: string) =>
  `${(deps.env.WHATSAPP_WEBHOOK_BASE_URL ?? deps.env.appUrl).replace(/\/$/, '')}/api/sms/webhook/${organizationId}`;

export function toSmsSettingsView(deps: AppDeps, row: SmsSettingsRow): SmsSettings {
  const secrets = readSecrets(deps, row);
  return {
    provider: asSmsProvider(row.provider),
    pricePerSegmentCents: row.pricePerSegmentCents,
    zenviaFrom: row.config.zenviaFrom ?? null,
    hasZenviaToken: Boolean(secrets.zenviaToken),
    twilioAccountSid: row.config.twilioAccountSid ?? null,
    twilioFrom: row.config.twilioFrom ?? null,
    hasTwilioAuthToken: Boolean(secrets.twilioAuthToken),
    webhookUrl: smsWebhookUrl(deps, row.organizationId),
    hasWebhookSecret: Boolean(row.webhookSecret),
  };
}

/** False when the chosen provider lacks what it needs to send. */
export function smsProviderConfigured(deps: AppDeps, row: SmsSettingsRow): boolean {
  const provider = asSmsProvider(row.provider);
  const secrets = readSecrets(deps, row);
  if (provider === 'zenvia') return Boolean(secrets.zenviaToken && row.config.zenviaFrom);
  if (provider === 'twilio') {
    return Boolean(secrets.twilioAuthToken && row.config.twilioAccountSid && row.config.twilioFrom);
  }
  return true;
}

export function buildSmsProvider(deps: AppDeps, row: SmsSettingsRow): SmsProvider {
  const secrets = readSecrets(deps, row);
  switch (asSmsProvider(row.provider)) {
    case 'zenvia':
      return new ZenviaProvider({
        baseUrl: ZENVIA_URL,
        token: secrets.zenviaToken ?? null,
        from: row.config.zenviaFrom ?? null,
        timeoutMs: TIMEOUT_MS,
      });
    case 'twilio':
      return new TwilioProvider({
        baseUrl: TWILIO_URL,
        accountSid: row.config.twilioAccountSid ?? null,
        authToken: secrets.twilioAuthToken ?? null,
        from: row.config.twilioFrom ?? null,
        timeoutMs: TIMEOUT_MS,
      });
    default:
      return new SimulatorSmsProvider(deps, row.organizationId);
  }
}

/** Tests swap the office's adapter (a stub HTTP provider); null goes back to the stored settings. */
const overrides = new WeakMap<AppDeps, Map<string, SmsProvider>>();
export function overrideSmsProvider(deps: AppDeps, organizationId: string, provider: SmsProvider | null) {
  const map = overrides.get(deps) ?? new Map<string, SmsProvider>();
  overrides.set(deps, map);
  if (provider) map.set(organizationId, provider);
  else map.delete(organizationId);
}

export async function smsProviderFor(deps: AppDeps, organizationId: string): Promise<SmsProvider> {
  const override = overrides.get(deps)?.get(organizationId);
  if (override) return override;
  return buildSmsProvider(deps, await ensureSmsSettings(deps.database.db, organizationId));
}

export async function getSmsSettings(deps: AppDeps, tenant: Tenant): Promise<SmsSettings> {
  return toSmsSettingsView(deps, await ensureSmsSettings(deps.database.db, tenant.organizationId));
}

const PLAIN = ['zenviaFrom', 'twilioAccountSid', 'twilioFrom'] as const;
const SECRETS = ['zenviaToken', 'twilioAuthToken'] as const;

export async function putSmsSettings(
  deps: AppDeps,
  tenant: Tenant,
  input: z.infer<typeof SmsSettingsInputSchema>,
): Promise<SmsSettings> {
  const db = deps.database.db;
  const row = await ensureSmsSettings(db, tenant.organizationId);
  const config = { ...row.config };
  for (const key of PLAIN) {
    const value = input[key];
    if (value !== undefined) config[key] = value === '' ? null : value;
  }
  const secrets = readSecrets(deps, row);
  for (const key of SECRETS) {
    const value = input[key];
    if (value) secrets[key] = value;
  }
  const [saved] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(smsSettings)
      .set({
        provider: input.provider,
        config,
        secrets: encryptSecret(jwtSecret(deps.env), 'sms', JSON.stringify(secrets)),
        ...(input.webhookSecret ? { webhookSecret: input.webhookSecret } : {}),
        ...(input.pricePerSegmentCents !== undefined
          ? { pricePerSegmentCents: input.pricePerSegmentCents }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(smsSettings.organizationId, tenant.organizationId))
      .returning();
    // Which fields changed, never their values.
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'update',
      entity: 'sms_settings',
      entityId: tenant.organizationId,
      data: {
        provider: input.provider,
        changed: Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined),
      },
    });
    return updated;
  });
  return toSmsSettingsView(deps, saved!);
}
