// WhatsApp campaigns: each recipient gets the office's approved Cloud API template, its parameters filled
// for them, through the WhatsApp module's gateway. A template no longer usable pauses the campaign.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { GatewayError, registerDeliveryListener } from '../whatsapp/gateway.ts';
import { findTemplate, sendTemplateMessage } from '../whatsapp/whatsapp-templates.service.ts';
import type { WhatsappTemplateRow } from '../whatsapp/whatsapp-templates.table.ts';
import { whatsappBulk } from './messaging-settings.ts';
import {
  campaignRecipients,
  campaigns,
  type CampaignRecipientRow,
  type CampaignRow,
} from './campaigns.table.ts';

/** The campaign's template when it may still be sent; otherwise the campaign pauses with the reason. */
export async function usableTemplateOrPause(
  deps: AppDeps,
  c: CampaignRow,
): Promise<WhatsappTemplateRow | null> {
  const db = deps.database.db;
  const template = c.whatsappTemplateId
    ? await findTemplate(db, c.organizationId, c.whatsappTemplateId)
    : null;
  const reason = template
    ? (await whatsappBulk(db, c.organizationId, template.id)).reason
    : 'o modelo de WhatsApp da campanha não existe mais.';
  if (!reason) return template;
  await db
    .update(campaigns)
    .set({ status: 'pausada', note: `Pausada: ${reason}`, nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(campaigns.id, c.id), eq(campaigns.status, 'enviando')));
  return null;
}

async function finish(deps: AppDeps, id: string, set: Partial<CampaignRecipientRow>) {
  await deps.database.db
    .update(campaignRecipients)
    .set({ ...set, claimedAt: null })
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.status, 'enviando')));
}

/** One template message; the recipient row's id is the idempotency key. */
export async function sendWhatsappRecipient(
  deps: AppDeps,
  c: CampaignRow,
  r: CampaignRecipientRow,
  template: WhatsappTemplateRow,
  params: string[],
): Promise<void> {
  // From here a crash leaves the recipient unsent rather than sent twice (campaigns-worker.ts, recover).
  await deps.database.db
    .update(campaignRecipients)
    .set({ sendStartedAt: new Date() })
    .where(eq(campaignRecipients.id, r.id));
  try {
    const { providerMessageId } = await sendTemplateMessage(deps, c.organizationId, {
      to: r.address,
      idempotencyKey: r.id,
      template,
      params,
    });
    await finish(deps, r.id, { status: 'enviada', error: null, providerMessageId, sentAt: new Date() });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    // A retryable fault (rate limit, provider down) puts the recipient back in the queue for the next batch.
    if (err instanceof GatewayError && err.retryable && r.attempts < 3) {
      await finish(deps, r.id, { status: 'pendente', error: `Nova tentativa: ${reason}` });
      return;
    }
    await finish(deps, r.id, { status: 'falhou', error: `Falha no envio pelo WhatsApp: ${reason}` });
  }
}

/**
 * The Cloud API's receipts for campaign messages (the webhook's statuses): enviada → entregue (read counts as
 * delivered) or → falhou, forward only, so a repeated or late receipt changes nothing.
 */
registerDeliveryListener('campaigns', async (deps, organizationId, update) => {
  const state = update.state === 'lida' ? 'entregue' : update.state;
  if (state !== 'entregue' && state !== 'falhou') return;
  await deps.database.db.execute(sql`
    update campaign_recipients set status = ${state},
      error = ${state === 'falhou' ? update.error || 'O WhatsApp não entregou a mensagem.' : null}
    where organization_id = ${organizationId} and provider_message_id = ${update.providerMessageId}
      and status = 'enviada'`);
});
