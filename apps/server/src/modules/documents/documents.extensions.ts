// Plugs documentos into the citizen profile's timeline (the document, then each reply) and citizen merges.
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS, type TimelineItem } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import { formatDayBr } from '../citizens/citizens-dates.ts';
import {
  registerMergeHook,
  registerTimelineSource,
  type TimelineQuery,
} from '../citizens/citizens.extensions.ts';
import { users } from '../users/users.table.ts';
import { documentReplies, documents as d } from './documents.table.ts';

export async function documentTimeline(db: Db, query: TimelineQuery): Promise<TimelineItem[]> {
  const mine = and(
    eq(d.citizenId, query.citizenId),
    eq(d.organizationId, query.organizationId),
    isNull(d.deletedAt),
  );
  const [docs, replies] = await Promise.all([
    db
      .select({ doc: d, userName: users.name })
      .from(d)
      .leftJoin(users, eq(users.id, d.createdBy))
      .where(and(mine, lt(d.createdAt, query.before)))
      .orderBy(desc(d.createdAt))
      .limit(query.limit),
    db
      .select({ reply: documentReplies, identifier: d.identifier, userName: users.name })
      .from(documentReplies)
      .innerJoin(d, eq(d.id, documentReplies.documentId))
      .leftJoin(users, eq(users.id, documentReplies.createdBy))
      .where(and(mine, lt(documentReplies.createdAt, query.before)))
      .orderBy(desc(documentReplies.createdAt))
      .limit(query.limit),
  ]);
  const person = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);
  return [
    ...docs.map(({ doc, userName }) => ({
      id: `document:${doc.id}`,
      kind: 'document',
      at: doc.createdAt.toISOString(),
      title: `${doc.identifier ?? `${DOCUMENT_KIND_LABELS[doc.kind]} (rascunho)`}: ${doc.subject}`,
      description: [
        doc.recipient.name ? `para ${doc.recipient.name}` : null,
        doc.answeredAt ? 'respondido' : doc.emittedAt ? 'aguardando resposta' : 'rascunho',
        doc.replyDueDate && !doc.answeredAt ? `resposta até ${formatDayBr(doc.replyDueDate)}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
      link: `/documentos/${doc.id}`,
      user: person(doc.createdBy, userName),
    })),
    ...replies.map(({ reply, identifier, userName }) => ({
      id: `document-reply:${reply.id}`,
      kind: 'document_reply',
      at: reply.createdAt.toISOString(),
      title: `Resposta ao ${identifier ?? 'documento'}`,
      description: `recebida em ${formatDayBr(reply.receivedOn)}${reply.text ? ` · ${reply.text.slice(0, 140)}` : ''}`,
      link: `/documentos/${reply.documentId}`,
      user: person(reply.createdBy, userName),
    })),
  ];
}

registerTimelineSource('document', documentTimeline);

registerMergeHook('documents', async (tx, organizationId, keptId, duplicateId) => {
  await tx
    .update(d)
    .set({ citizenId: keptId })
    .where(and(eq(d.organizationId, organizationId), eq(d.citizenId, duplicateId)));
});
