import { describe, expect, it } from 'vitest';
import { CampaignInputSchema, SuppressionInputSchema } from './campaigns.contract.ts';
import { SmsSettingsInputSchema } from './sms.contract.ts';

const campaign = {
  name: 'Convite audiência',
  channel: 'email',
  purpose: 'informativo',
  segment: { filter: {} },
  subject: 'Audiência pública',
  text: 'Olá!\nAudiência na quinta.',
};

describe('one-line campaign and SMS fields', () => {
  it('refuses line breaks in a campaign name and an e-mail subject (they would become extra header lines)', () => {
    expect(CampaignInputSchema.safeParse(campaign).success).toBe(true);
    for (const bad of ['Linha 1\r\nBcc: x@y.com', 'Nome\u2028outro']) {
      expect(CampaignInputSchema.safeParse({ ...campaign, name: bad }).success).toBe(false);
      expect(CampaignInputSchema.safeParse({ ...campaign, subject: bad }).success).toBe(false);
    }
  });

  it('refuses line breaks in a suppression reason and the SMS sender, not in the message text', () => {
    expect(SuppressionInputSchema.safeParse({ address: 'a@b.co', reason: 'Pediu\nsair' }).success).toBe(
      false,
    );
    expect(SmsSettingsInputSchema.safeParse({ provider: 'zenvia', zenviaFrom: 'gab\r\ninete' }).success).toBe(
      false,
    );
  });
});
