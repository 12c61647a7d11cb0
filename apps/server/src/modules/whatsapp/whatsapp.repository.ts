// The office's whatsapp_connections row (created on first use) and its status history.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { WhatsappProvider } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../chats/chats.table.ts';
import { whatsappConnections, whatsappStatusHistory, type WhatsappConnectionRow } from './whatsapp.table.ts';

export const newWebhookSecret = () => randomBytes(24).toString('hex');

/** The row, created with a random webhook secret and the default provider when the office has none yet. */
export async function ensureConnection(
  db: Db,
  organizationId: string,
  defaultProvider: WhatsappProvider,
): Promise<WhatsappConnectionRow> {
  const [existing] = await db
    .select()
    .from(whatsappConnections)
    .where(eq(whatsappConnections.organizationId, organizationId));
  if (existing) return existing;
  await db
    .insert(whatsappConnections)
    .values({ organizationId, provider: defaultProvider, webhookSecret: newWebhookSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(whatsappConnections)
    .where(eq(whatsappConnections.organizationId, organizationId));
  return row!;
}

/** The row if there is one (webhooks never create rows). */
export async function findConnection(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(whatsappConnections)
    .where(eq(whatsappConnections.organizationId, organizationId));
  return row ?? null;
}

export async function updateConnection(
  db: Db,
  organizationId: string,
  set: Partial<typeof whatsappConnections.$inferInsert>,
): Promise<WhatsappConnectionRow | null> {
  const [row] = await db
    .update(whatsappConnections)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(whatsappConnections.organizationId, organizationId))
    .returning();
  return row ?? null;
}

export async function addHistory(db: Db, organizationId: string, status: string, at: Date) {
  await db.insert(whatsappStatusHistory).values({ organizationId, status, at });
}

export async function listHistory(db: Db, organizationId: string, limit = 50) {
  return db
    .select({ status: whatsappStatusHistory.status, at: whatsappStatusHistory.at })
    .from(whatsappStatusHistory)
    .where(eq(whatsappStatusHistory.organizationId, organizationId))
    .orderBy(desc(whatsappStatusHistory.at), desc(whatsappStatusHistory.id))
    .limit(limit);
}

/** Outbound messages still waiting for the gateway. */
export async function countPendingOutbound(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.deliveryState, 'pendente')));
  return Number(row?.n ?? 0);
}
