// Demo: the demo office's seeded WhatsApp messages read by the demonstration provider, as the background job
// does for each new one (sentiment, área), so the SAC shows its badges and 'Negativos primeiro' on `npm start`.
// The same prompt and parser as the job; nothing leaves the machine. Called once, with the AI settings.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { AI_DEMO_MODEL } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { estimateTokens } from '../modules/ai/ai-client.ts';
import { activeAreas, classificationPrompt } from '../modules/ai/ai-prompts.ts';
import { aiCalls } from '../modules/ai/ai.table.ts';
import { demoAnswer } from '../modules/ai/demo-answers.ts';
import { parseClassification } from '../modules/ai/message-classification.ts';
import { restore } from '../modules/ai/pseudonymize.ts';
import { chatMessages, chats } from '../modules/chats/chats.table.ts';
import { citizens } from '../modules/citizens/citizens.table.ts';

export async function seedMessageClassifications(db: Db, organizationId: string): Promise<void> {
  const inbound = await db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      contactName: chats.contactName,
      citizenName: citizens.name,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(citizens, eq(citizens.id, chats.citizenId))
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.direction, 'in'),
        isNotNull(chatMessages.body),
        isNull(chatMessages.aiClassifiedAt),
      ),
    )
    .orderBy(asc(chatMessages.createdAt));
  const latest = new Map<string, string>();
  const areaRows = await activeAreas(db, organizationId);
  for (const m of inbound) {
    const prompt = await classificationPrompt(
      db,
      organizationId,
      { body: m.body!, knownNames: [m.citizenName, m.contactName] },
      areaRows,
    );
    const answer = demoAnswer(prompt.messages);
    const result = parseClassification(restore(answer, prompt.map), prompt.areas);
    await db
      .update(chatMessages)
      .set({ aiSentiment: result.sentiment, aiTopic: result.topic, aiClassifiedAt: m.createdAt })
      .where(eq(chatMessages.id, m.id));
    latest.set(m.chatId, result.sentiment);
    const promptTokens = estimateTokens(prompt.messages.map((p) => p.content).join('\n'));
    await db.insert(aiCalls).values({
      organizationId,
      userId: null,
      feature: 'message_classification',
      provider: 'demo',
      model: AI_DEMO_MODEL,
      promptTokens,
      completionTokens: estimateTokens(answer),
      totalTokens: promptTokens + estimateTokens(answer),
      durationMs: 3,
      status: 'ok',
      createdAt: new Date(m.createdAt.getTime() + 2000),
    });
  }
  for (const [chatId, sentiment] of latest)
    await db.update(chats).set({ aiSentiment: sentiment }).where(eq(chats.id, chatId));
}
