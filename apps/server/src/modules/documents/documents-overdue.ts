// The 'documents-awaiting-reply' alert check: once an emitted document's reply date has passed without a
// reply, its author is told once (reply_notified_at; a new reminder date clears it).
import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { DOCUMENT_KIND_LABELS } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { formatDayBr, localDay } from '../citizens/citizens-dates.ts';
import { officeDaySql } from '../organizations/office-time-zone.ts';
import { registerAlertCheck } from '../notifications/alert-checks.ts';
import { foldBursts, insertNotifications, pushNotifications } from '../notifications/notify.ts';
import { documents as d } from './documents.table.ts';

const BATCH = 500;

export async function notifyUnansweredDocuments(deps: AppDeps, now: Date): Promise<number> {
  const today = localDay(now);
  const created = await deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: d.id,
        organizationId: d.organizationId,
        createdBy: d.createdBy,
        kind: d.kind,
        identifier: d.identifier,
        subject: d.subject,
        replyDueDate: d.replyDueDate,
      })
      .from(d)
      .where(
        and(
          isNull(d.deletedAt),
          isNotNull(d.emittedAt),
          isNull(d.answeredAt),
          isNull(d.replyNotifiedAt),
          isNotNull(d.createdBy),
          lt(d.replyDueDate, officeDaySql(d.organizationId, now)),
        ),
      )
      .orderBy(asc(d.replyDueDate))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const notices = due.map((doc) => ({
      organizationId: doc.organizationId,
      userId: doc.createdBy!,
      kind: 'document_reply_overdue' as const,
      title: `Sem resposta: ${doc.identifier ?? DOCUMENT_KIND_LABELS[doc.kind]}`,
      body: `${doc.subject} — a resposta era esperada até ${formatDayBr(doc.replyDueDate)}.`,
      link: `/documentos/${doc.id}`,
      entityType: 'document',
      entityId: doc.id,
      dedupeKey: `document_reply_overdue:${doc.id}:${doc.replyDueDate}`,
    }));
    const rows = await insertNotifications(
      tx,
      foldBursts(notices, (first, count) => ({
        ...first,
        title: `${count} documentos sem resposta no prazo`,
        body: 'Abra a lista "Aguardando resposta" para cobrar os retornos.',
        link: '/documentos?visao=aguardando',
        entityId: null,
        dedupeKey: `document_reply_overdue_summary:${today}:${first.entityId}`,
      })),
    );
    await tx
      .update(d)
      .set({ replyNotifiedAt: now })
      .where(
        inArray(
          d.id,
          due.map((doc) => doc.id),
        ),
      );
    return rows;
  });
  pushNotifications(deps, created);
  return created.length;
}

registerAlertCheck('documents-awaiting-reply', async (deps, now) => {
  await notifyUnansweredDocuments(deps, now);
});
