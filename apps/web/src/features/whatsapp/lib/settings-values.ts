// The settings form's values: from what the server shows (secrets never come back) and back to what
// PUT /api/whatsapp/settings takes (empty text → null; an empty secret is left out, so it is kept).
import type { WhatsappSettings, WhatsappSettingsInputSchema } from '@gabinete/shared';
import type { z } from 'zod';

export interface SettingsValues extends Record<string, unknown> {
  provider: string;
  wppconnectUrl: string;
  wppconnectSession: string;
  wppconnectSecretKey: string;
  cloudPhoneNumberId: string;
  cloudApiVersion: string;
  cloudWabaId: string;
  cloudAccessToken: string;
  cloudAppSecret: string;
  cloudVerifyToken: string;
}

export function settingsValues(settings: WhatsappSettings): SettingsValues {
  return {
    provider: settings.provider,
    wppconnectUrl: settings.wppconnectUrl ?? '',
    wppconnectSession: settings.wppconnectSession ?? '',
    wppconnectSecretKey: '',
    cloudPhoneNumberId: settings.cloudPhoneNumberId ?? '',
    cloudApiVersion: settings.cloudApiVersion ?? '',
    cloudWabaId: settings.cloudWabaId ?? '',
    cloudAccessToken: '',
    cloudAppSecret: '',
    cloudVerifyToken: settings.cloudVerifyToken ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const orKeep = (value: string) => (value.trim() === '' ? undefined : value);

export function settingsInput(values: SettingsValues): z.input<typeof WhatsappSettingsInputSchema> {
  return {
    provider: values.provider as z.input<typeof WhatsappSettingsInputSchema>['provider'],
    wppconnectUrl: orNull(values.wppconnectUrl),
    wppconnectSession: orNull(values.wppconnectSession),
    wppconnectSecretKey: orKeep(values.wppconnectSecretKey),
    cloudPhoneNumberId: orNull(values.cloudPhoneNumberId),
    cloudApiVersion: orNull(values.cloudApiVersion),
    cloudWabaId: orNull(values.cloudWabaId),
    cloudAccessToken: orKeep(values.cloudAccessToken),
    cloudAppSecret: orKeep(values.cloudAppSecret),
    cloudVerifyToken: orNull(values.cloudVerifyToken),
  };
}
