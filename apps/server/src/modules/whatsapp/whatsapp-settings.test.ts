// The webhook URL shown in Settings and the env defaults the office's settings override.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import type { AppDeps } from '../../deps.ts';
import { effectiveConfig, providerConfigured } from './gateway-registry.ts';
import { toSettingsView } from './whatsapp-settings.ts';
import type { WhatsappConnectionRow } from './whatsapp.table.ts';

const ORG = '00000000-0000-4000-8000-000000000009';
const row = (over: Partial<WhatsappConnectionRow> = {}): WhatsappConnectionRow => ({
  organizationId: ORG,
  provider: 'wppconnect',
  status: null,
  statusAt: null,
  qrCode: null,
  phone: null,
  webhookSecret: 's3cr3t',
  config: {},
  updatedAt: new Date(),
  ...over,
});
const depsWith = (env: Record<string, string>) =>
  ({ env: parseEnv({ NODE_ENV: 'test', ...env }) }) as AppDeps;

describe('WhatsApp settings view', () => {
  it('builds the webhook URL on WHATSAPP_WEBHOOK_BASE_URL, else APP_URL', () => {
    expect(toSettingsView(depsWith({ APP_URL: 'https://gabinete.example/' }), row()).webhookUrl).toBe(
      `https://gabinete.example/whatsapp/webhook/wppconnect/${ORG}/s3cr3t`,
    );
    const deps = depsWith({
      APP_URL: 'https://gabinete.example',
      WHATSAPP_WEBHOOK_BASE_URL: 'https://hooks.example',
    });
    expect(toSettingsView(deps, row()).webhookUrl).toBe(
      `https://hooks.example/whatsapp/webhook/wppconnect/${ORG}/s3cr3t`,
    );
    expect(toSettingsView(deps, row({ provider: 'cloud-api' })).webhookUrl).toBe(
      `https://hooks.example/whatsapp/webhook/cloud/${ORG}`,
    );
  });

  it('answers only whether a secret is set', () => {
    const view = toSettingsView(
      depsWith({}),
      row({
        config: {
          wppconnectSecretKey: 'k',
          cloudAccessToken: 't',
          cloudAppSecret: 'a',
          wppconnectToken: 'b',
        },
      }),
    );
    expect(view).toMatchObject({
      hasWppconnectSecretKey: true,
      hasCloudAccessToken: true,
      hasCloudAppSecret: true,
    });
    expect(JSON.stringify(view)).not.toMatch(/"(k|t|a|b)"/);
  });

  it('lets the office’s settings override the env defaults', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      WHATSAPP_WPPCONNECT_URL: 'http://wpp.internal:21465',
      WHATSAPP_WPPCONNECT_SECRET_KEY: 'env-key',
    });
    expect(effectiveConfig(env, row())).toMatchObject({
      wppconnectUrl: 'http://wpp.internal:21465',
      wppconnectSecretKey: 'env-key',
      cloudApiVersion: 'v21.0',
    });
    expect(providerConfigured(env, row())).toBe(true);
    const own = row({ config: { wppconnectUrl: 'http://outro:21465', cloudApiVersion: 'v22.0' } });
    expect(effectiveConfig(env, own)).toMatchObject({
      wppconnectUrl: 'http://outro:21465',
      cloudApiVersion: 'v22.0',
    });
    expect(providerConfigured(parseEnv({ NODE_ENV: 'test' }), row())).toBe(false);
    expect(providerConfigured(env, row({ provider: 'cloud-api' }))).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({
      WHATSAPP_PROVIDER: 'simulator',
      WHATSAPP_HTTP_TIMEOUT_MS: 8000,
    });
  });
});
