// The demo offices' WhatsApp: Helena Duarte's office paired on the simulator (inChat) with a believable
// status history (pairing, a phone blip and back); the BH office waiting for its QR code. Idempotent.
import type { Db } from '../db/client.ts';
import { newWebhookSecret } from '../modules/whatsapp/whatsapp.repository.ts';
import { whatsappConnections, whatsappStatusHistory } from '../modules/whatsapp/whatsapp.table.ts';
import { DEMO_ORG_ID } from './demo.ts';

export const BH_ORG_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_WHATSAPP_PHONE = '+5519997001234';

const HOUR = 3_600_000;
/** Hours ago → status: paired five days ago, a phone blip two days ago. */
const DEMO_HISTORY: [number, string][] = [
  [121, 'notLogged'],
  [120.9, 'qrReadSuccess'],
  [120.9, 'isLogged'],
  [120.8, 'inChat'],
  [50, 'phoneNotConnected'],
  [49.7, 'isLogged'],
  [49.6, 'inChat'],
];

export async function seedWhatsapp(db: Db): Promise<void> {
  const now = Date.now();
  const [created] = await db
    .insert(whatsappConnections)
    .values({
      organizationId: DEMO_ORG_ID,
      provider: 'simulator',
      status: 'inChat',
      statusAt: new Date(now - 49.6 * HOUR),
      phone: DEMO_WHATSAPP_PHONE,
      webhookSecret: newWebhookSecret(),
    })
    .onConflictDoNothing()
    .returning({ id: whatsappConnections.organizationId });
  if (created) {
    await db.insert(whatsappStatusHistory).values(
      DEMO_HISTORY.map(([hours, status], i) => ({
        organizationId: DEMO_ORG_ID,
        status,
        // A few seconds apart so the order of same-minute statuses is kept.
        at: new Date(now - hours * HOUR + i * 5_000),
      })),
    );
  }
  const [bh] = await db
    .insert(whatsappConnections)
    .values({
      organizationId: BH_ORG_ID,
      provider: 'simulator',
      status: 'notLogged',
      statusAt: new Date(now - 3 * HOUR),
      webhookSecret: newWebhookSecret(),
    })
    .onConflictDoNothing()
    .returning({ id: whatsappConnections.organizationId });
  if (bh) {
    await db
      .insert(whatsappStatusHistory)
      .values({ organizationId: BH_ORG_ID, status: 'notLogged', at: new Date(now - 3 * HOUR) });
  }
}
