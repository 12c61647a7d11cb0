import { WhatsappSettingsInputSchema, type WhatsappSettings } from '@gabinete/shared';
import { describe, expect, it } from 'vitest';
import { settingsInput, settingsValues } from './settings-values.ts';

const settings: WhatsappSettings = {
  provider: 'wppconnect',
  wppconnectUrl: 'http://wpp.interno:21465',
  wppconnectSession: 'gabinete',
  hasWppconnectSecretKey: true,
  cloudPhoneNumberId: null,
  cloudApiVersion: null,
  cloudWabaId: null,
  hasCloudAccessToken: false,
  hasCloudAppSecret: false,
  cloudVerifyToken: null,
  webhookUrl: 'http://localhost/whatsapp/webhook/wppconnect/x',
};

describe('the WhatsApp settings form values', () => {
  it('start with the secrets empty, whatever is stored', () => {
    const values = settingsValues(settings);
    expect(values.wppconnectSecretKey).toBe('');
    expect(values.wppconnectUrl).toBe('http://wpp.interno:21465');
  });

  it('leave an empty secret out (kept on the server) and send cleared text as null', () => {
    const input = settingsInput({ ...settingsValues(settings), wppconnectSession: '  ' });
    expect(input).not.toHaveProperty('wppconnectSecretKey', '');
    expect(input.wppconnectSecretKey).toBeUndefined();
    expect(input.wppconnectSession).toBeNull();
    expect(WhatsappSettingsInputSchema.safeParse(input).success).toBe(true);
  });

  it('send a typed secret and fail with the shared pt-BR messages', () => {
    const input = settingsInput({
      ...settingsValues(settings),
      wppconnectSecretKey: 'nova-chave',
      wppconnectUrl: 'não é url',
      cloudApiVersion: '21',
    });
    expect(input.wppconnectSecretKey).toBe('nova-chave');
    const parsed = WhatsappSettingsInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Informe a URL do servidor WPPConnect',
      'Versão no formato v21.0',
    ]);
  });
});
