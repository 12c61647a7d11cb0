// Demo ofícios written from emendas ('Gerar ofício' on an emenda): two emitted and waiting for the reply, asking
// the prefeitura about the execution, and one draft; each shows on its emenda's Documentos tab.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { documentIdentifier } from '@gabinete/shared';
import type { Db } from '../db/client.ts';
import { amendments } from '../modules/amendments/amendments.table.ts';
import type { authorities } from '../modules/authorities/authorities.table.ts';
import { localDay } from '../modules/citizens/citizens-dates.ts';
import {
  amendmentOf,
  fillTemplate,
  mergeValues,
  recipientOf,
} from '../modules/documents/documents-compose.ts';
import { sourceTemplate } from '../modules/documents/documents-source-templates.ts';
import { documents, documentVersions } from '../modules/documents/documents.table.ts';
import { nextProtocolNumber } from '../modules/protocols/protocols.ts';
import { addDays } from '../modules/tasks/tasks.filter.ts';
import { DEMO_ORG_ID } from './demo.ts';

/** Days ago each one was written; null: still a draft. */
const AGES = [12, 26, null];

export async function seedAmendmentDocuments(
  db: Db,
  to: typeof authorities.$inferSelect,
  author: string,
  issuer: string,
): Promise<void> {
  const picked = await db
    .select({ id: amendments.id })
    .from(amendments)
    .where(
      and(
        eq(amendments.organizationId, DEMO_ORG_ID),
        eq(amendments.status, 'empenhada'),
        isNull(amendments.deletedAt),
      ),
    )
    .orderBy(asc(amendments.year), asc(amendments.createdAt))
    .limit(AGES.length);
  const today = localDay();
  for (const [i, { id }] of picked.entries()) {
    const amendment = await amendmentOf(db, DEMO_ORG_ID, id);
    const values = await mergeValues(db, {
      organizationId: DEMO_ORG_ID,
      authority: to,
      demand: null,
      citizen: null,
      occurrence: null,
      amendment,
      includeCitizenName: false,
      now: new Date(),
    });
    const filled = fillTemplate(sourceTemplate('emenda', values), values);
    const age = AGES[i] ?? null;
    const day = age === null ? null : addDays(today, -age);
    const year = Number((day ?? today).slice(0, 4));
    const number = day ? await nextProtocolNumber(db, DEMO_ORG_ID, 'document:oficio', year) : null;
    const at = new Date(`${day ?? today}T10:${String(15 + i * 7).padStart(2, '0')}:00-03:00`);
    const [row] = await db
      .insert(documents)
      .values({
        organizationId: DEMO_ORG_ID,
        kind: 'oficio',
        number,
        year: day ? year : null,
        identifier: number ? documentIdentifier('oficio', number, year, issuer) : null,
        subject: filled.subject,
        bodyHtml: filled.bodyHtml,
        authorityId: to.id,
        recipient: recipientOf(to),
        signerName: 'Helena Duarte',
        signerCargo: 'Vereadora',
        amendmentId: id,
        documentDate: day,
        emittedAt: day ? at : null,
        emittedBy: day ? author : null,
        replyDueDate: day ? addDays(day, 30) : null,
        createdBy: author,
        updatedBy: author,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (day)
      await db.insert(documentVersions).values({
        organizationId: DEMO_ORG_ID,
        documentId: row!.id,
        revision: 1,
        snapshot: { identifier: row!.identifier, subject: row!.subject, bodyHtml: row!.bodyHtml },
        createdBy: author,
        createdAt: at,
      });
  }
}
