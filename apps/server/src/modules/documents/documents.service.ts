// Documentos' rules: drafts are edited with the version read; 'Emitir' hands out the number inside its
// transaction (protocol counters per office, kind and year: never repeated, never skipped); emitted documents
// are frozen and change only by corrections, each a new revision with its reason and a snapshot.
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  amendmentLabel,
  DOCUMENT_KIND_HEADINGS,
  documentIdentifier,
  placeAndDate,
  type AuditAction,
  type CorrectDocumentInput,
  type CreateDocumentInput,
  type Document,
  type DocumentLayout,
  type DocumentListItem,
  type DocumentSettings,
  type DocumentStatus,
  type ListDocumentsQuery,
  type Recipient,
  type UpdateDocumentInput,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { versionConflict } from '../../lib/version-conflict.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { localDay } from '../citizens/citizens-dates.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { formatProtocol, nextProtocolNumber } from '../protocols/protocols.ts';
import { addDays } from '../tasks/tasks.filter.ts';
import { users } from '../users/users.table.ts';
import {
  amendmentOf,
  authorityOf,
  citizenOf,
  demandCitizenOf,
  demandOf,
  EMPTY_RECIPIENT,
  fillTemplate,
  mergeValues,
  occurrenceOf,
  recipientOf,
} from './documents-compose.ts';
import { cleanBodyHtml, hasText } from './documents-html.ts';
import { renderDocumentPdf } from './documents-pdf.ts';
import { startingTemplate } from './documents-source-templates.ts';
import { defaultTemplate, findTemplate, loadSettings } from './documents-templates.ts';
import {
  findDocument,
  selectDocumentHistory,
  selectDocumentPage,
  type DocumentView,
} from './documents.repository.ts';
import { documents, documentVersions, type DocumentRow } from './documents.table.ts';

const notFound = () => new AppError('DOCUMENT_NOT_FOUND', 404);

export function documentStatus(row: Pick<DocumentRow, 'emittedAt' | 'answeredAt'>): DocumentStatus {
  return row.answeredAt ? 'respondido' : row.emittedAt ? 'emitido' : 'rascunho';
}

const isOverdue = (row: DocumentRow, today: string) =>
  !!row.emittedAt && !row.answeredAt && !!row.replyDueDate && row.replyDueDate < today;

/** The identificação: the number once emitted, '___' on a draft. */
function identifierOf(row: DocumentRow, settings: DocumentSettings, today: string) {
  if (row.identifier) return row.identifier;
  const issuer = settings.issuer.trim() ? `/${settings.issuer.trim()}` : '';
  return `${DOCUMENT_KIND_HEADINGS[row.kind]} Nº ___/${today.slice(0, 4)}${issuer}`;
}

type Org = typeof organizations.$inferSelect;
async function officeOf(db: Db, organizationId: string): Promise<Org> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return org!;
}

export function layoutOf(
  row: DocumentRow,
  org: Org,
  settings: DocumentSettings,
  today: string,
): DocumentLayout {
  return {
    officeName: org.name,
    officeSubtitle: [org.municipio, org.uf].filter(Boolean).join('/'),
    logoUrl: org.logo,
    identifier: identifierOf(row, settings, today),
    placeDate: placeAndDate(settings.city || org.municipio || '', row.documentDate ?? today),
    recipient: row.recipient,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    signerName: row.signerName,
    signerCargo: row.signerCargo,
  };
}

function listItem(v: DocumentView, settings: DocumentSettings, today: string): DocumentListItem {
  const row = v.doc;
  return {
    _id: row.id,
    kind: row.kind,
    status: documentStatus(row),
    identifier: identifierOf(row, settings, today),
    number: row.number,
    year: row.year,
    subject: row.subject,
    recipientName: row.recipient.name,
    authority: row.authorityId && v.authorityName ? { _id: row.authorityId, name: v.authorityName } : null,
    demand:
      row.demandId && v.demandTitle
        ? {
            _id: row.demandId,
            protocol: formatProtocol(v.demandYear!, v.demandNumber!),
            title: v.demandTitle,
          }
        : null,
    citizen: row.citizenId && v.citizenName ? { _id: row.citizenId, name: v.citizenName, phone: null } : null,
    emittedAt: row.emittedAt?.toISOString() ?? null,
    replyDueDate: row.replyDueDate,
    overdue: isOverdue(row, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDocuments(deps: AppDeps, tenant: Tenant, query: ListDocumentsQuery) {
  const { db } = deps.database;
  const today = localDay(new Date(), tenant.timeZone);
  const settings = await loadSettings(db, tenant.organizationId);
  const { rows, total } = await selectDocumentPage(db, tenant.organizationId, query, today);
  return {
    documents: rows.map((r) => listItem(r, settings, today)),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}

async function loadView(db: Db, tenant: Tenant, id: string) {
  const view = await findDocument(db, tenant.organizationId, id);
  if (!view) throw notFound();
  return view;
}

export async function getDocument(deps: AppDeps, tenant: Tenant, id: string): Promise<Document> {
  const { db } = deps.database;
  const view = await loadView(db, tenant, id);
  const [settings, org, history] = await Promise.all([
    loadSettings(db, tenant.organizationId),
    officeOf(db, tenant.organizationId),
    selectDocumentHistory(db, id),
  ]);
  const today = localDay(new Date(), tenant.timeZone);
  const row = view.doc;
  const person = (userId: string | null, name: string | null) =>
    userId ? { _id: userId, name: name ?? '' } : null;
  return {
    ...listItem(view, settings, today),
    bodyHtml: row.bodyHtml,
    recipient: row.recipient,
    signerName: row.signerName,
    signerCargo: row.signerCargo,
    occurrence:
      row.occurrenceId && view.occurrenceSubject
        ? { _id: row.occurrenceId, subject: view.occurrenceSubject }
        : null,
    amendment:
      row.amendmentId && view.amendmentYear !== null
        ? {
            _id: row.amendmentId,
            label: amendmentLabel({
              number: view.amendmentNumber,
              year: view.amendmentYear,
              code: view.amendmentCode,
            }),
          }
        : null,
    documentDate: row.documentDate ?? today,
    revision: row.revision,
    version: row.version,
    layout: layoutOf(row, org, settings, today),
    replies: history.replies.map(({ reply, userName }) => ({
      _id: reply.id,
      receivedOn: reply.receivedOn,
      text: reply.text,
      fileName: reply.fileName,
      fileSize: reply.fileSize,
      createdBy: person(reply.createdBy, userName),
      createdAt: reply.createdAt.toISOString(),
    })),
    sends: history.sends.map(({ send, userName }) => ({
      _id: send.id,
      to: send.toEmail,
      revision: send.revision,
      sentBy: person(send.sentBy, userName),
      sentAt: send.sentAt.toISOString(),
    })),
    versions: history.versions.map((v) => ({
      revision: v.revision,
      reason: v.reason,
      subject: (v.snapshot as { subject?: string }).subject ?? '',
      createdBy: person(v.createdBy, v.userName),
      createdAt: v.createdAt.toISOString(),
    })),
    unknownFields: row.unknownFields,
    createdBy: person(row.createdBy, view.creatorName),
    createdAt: row.createdAt.toISOString(),
  };
}

const auditEntry = (tenant: Tenant, action: AuditAction, id: string, data: unknown) => ({
  organizationId: tenant.organizationId,
  userId: tenant.userId,
  action,
  entity: 'document' as const,
  entityId: id,
  data,
});

/** A draft: the kind's template (or the chosen one) filled from the links; or the subject/body sent. */
export async function createDocument(deps: AppDeps, tenant: Tenant, input: CreateDocumentInput) {
  const { db } = deps.database;
  const org = tenant.organizationId;
  const authority = input.authorityId ? await authorityOf(db, org, input.authorityId) : null;
  const demand = input.demandId ? await demandOf(db, org, input.demandId) : null;
  const citizen = input.citizenId ? await citizenOf(db, org, input.citizenId) : null;
  const occurrence = input.occurrenceId ? await occurrenceOf(db, org, input.occurrenceId) : null;
  const amendment = input.amendmentId ? await amendmentOf(db, org, input.amendmentId) : null;
  const values = await mergeValues(db, {
    organizationId: org,
    authority,
    demand,
    citizen,
    occurrence,
    amendment,
    includeCitizenName: input.includeCitizenName,
    now: new Date(),
  });
  const links = { demand, amendment, occurrence, citizen };
  const template = input.templateId
    ? await findTemplate(db, org, input.templateId)
    : input.bodyHtml === undefined
      ? startingTemplate(input.kind, await defaultTemplate(db, org, input.kind), links, values)
      : null;
  const filled = template ? fillTemplate(template, values) : { subject: '', bodyHtml: '', unknown: [] };
  const settings = await loadSettings(db, org);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        organizationId: org,
        kind: input.kind,
        subject: input.subject ?? filled.subject,
        bodyHtml: cleanBodyHtml(input.bodyHtml ?? filled.bodyHtml),
        authorityId: authority?.id ?? null,
        recipient: authority ? recipientOf(authority) : EMPTY_RECIPIENT,
        signerName: settings.signerName,
        signerCargo: settings.signerCargo,
        demandId: demand?.id ?? null,
        citizenId:
          citizen?.id ?? occurrence?.citizenId ?? (demand ? await demandCitizenOf(tx, demand.id) : null),
        occurrenceId: occurrence?.id ?? null,
        amendmentId: amendment?.id ?? null,
        unknownFields: filled.unknown,
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning({ id: documents.id });
    await audit(
      tx,
      auditEntry(tenant, 'create', row!.id, { kind: input.kind, demandId: demand?.id ?? null }),
    );
    return row!.id;
  });
  return getDocument(deps, tenant, id);
}

/** The row locked for a write, with its version checked. */
async function lockForWrite(tx: Db, tenant: Tenant, id: string, version: number) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.organizationId, tenant.organizationId),
        isNull(documents.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  if (row.version !== version) {
    const [who] = row.updatedBy
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
      : [];
    throw versionConflict('Este documento', 'alterado', {
      version: row.version,
      updatedAt: row.updatedAt,
      updatedByName: who?.name ?? null,
      timeZone: tenant.timeZone,
    });
  }
  return row;
}

/** The content fields a save changes (recipient merged over the current one; a new authority resets it). */
async function contentChanges(
  tx: Db,
  tenant: Tenant,
  row: DocumentRow,
  input: Omit<UpdateDocumentInput, 'version' | 'replyDueDate'>,
) {
  let recipient: Recipient = row.recipient;
  let authorityId = row.authorityId;
  if (input.authorityId !== undefined) {
    authorityId = input.authorityId;
    recipient = input.authorityId
      ? recipientOf(await authorityOf(tx, tenant.organizationId, input.authorityId))
      : EMPTY_RECIPIENT;
  }
  if (input.recipient) recipient = { ...recipient, ...input.recipient };
  return {
    authorityId,
    recipient,
    ...(input.subject !== undefined && { subject: input.subject }),
    ...(input.bodyHtml !== undefined && { bodyHtml: cleanBodyHtml(input.bodyHtml), unknownFields: [] }),
    ...(input.signerName !== undefined && { signerName: input.signerName }),
    ...(input.signerCargo !== undefined && { signerCargo: input.signerCargo }),
  };
}

export async function updateDocument(deps: AppDeps, tenant: Tenant, id: string, input: UpdateDocumentInput) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockForWrite(tx, tenant, id, input.version);
    if (row.emittedAt) throw new AppError('DOCUMENT_EMITTED', 409);
    const { version: _v, replyDueDate, ...content } = input;
    await tx
      .update(documents)
      .set({
        ...(await contentChanges(tx, tenant, row, content)),
        ...(replyDueDate !== undefined && { replyDueDate }),
        version: row.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, id));
    await audit(tx, auditEntry(tenant, 'update', id, { changes: Object.keys(content) }));
  });
  return getDocument(deps, tenant, id);
}

const snapshotOf = (row: DocumentRow) => ({
  identifier: row.identifier,
  subject: row.subject,
  bodyHtml: row.bodyHtml,
  recipient: row.recipient,
  signerName: row.signerName,
  signerCargo: row.signerCargo,
  documentDate: row.documentDate,
});

/** Gives the number (per office, kind and year) and freezes the document; revision 1 is kept as emitted. */
export async function emitDocument(deps: AppDeps, tenant: Tenant, id: string, version: number) {
  const org = tenant.organizationId;
  const settings = await loadSettings(deps.database.db, org);
  await deps.database.db.transaction(async (tx) => {
    const row = await lockForWrite(tx, tenant, id, version);
    if (row.emittedAt) throw new AppError('DOCUMENT_ALREADY_EMITTED', 409);
    if (!row.subject.trim() || !hasText(row.bodyHtml) || !row.recipient.name.trim())
      throw new AppError('DOCUMENT_INCOMPLETE', 400);
    const now = new Date();
    const today = localDay(now, tenant.timeZone);
    const year = Number(today.slice(0, 4));
    const number = await nextProtocolNumber(tx, org, `document:${row.kind}`, year);
    const days = settings.replyDays[row.kind];
    const emitted = {
      number,
      year,
      identifier: documentIdentifier(row.kind, number, year, settings.issuer),
      documentDate: today,
      emittedAt: now,
      emittedBy: tenant.userId,
      replyDueDate: row.replyDueDate ?? (days ? addDays(today, days) : null),
      version: row.version + 1,
      updatedBy: tenant.userId,
      updatedAt: now,
    };
    await tx.update(documents).set(emitted).where(eq(documents.id, id));
    await tx.insert(documentVersions).values({
      organizationId: org,
      documentId: id,
      revision: 1,
      reason: null,
      snapshot: snapshotOf({ ...row, ...emitted }),
      createdBy: tenant.userId,
    });
    await audit(tx, auditEntry(tenant, 'emit', id, { identifier: emitted.identifier }));
  });
  return getDocument(deps, tenant, id);
}

/** A correction of an emitted document: same number, a new revision with its reason. */
export async function correctDocument(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: CorrectDocumentInput,
) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockForWrite(tx, tenant, id, input.version);
    if (!row.emittedAt)
      throw new AppError('DOCUMENT_NOT_EMITTED', 409, 'Rascunhos são editados diretamente.');
    const { version: _v, reason, ...content } = input;
    const changes = await contentChanges(tx, tenant, row, content);
    const revision = row.revision + 1;
    await tx
      .update(documents)
      .set({
        ...changes,
        revision,
        version: row.version + 1,
        updatedBy: tenant.userId,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, id));
    await tx.insert(documentVersions).values({
      organizationId: tenant.organizationId,
      documentId: id,
      revision,
      reason,
      snapshot: snapshotOf({ ...row, ...changes }),
      createdBy: tenant.userId,
    });
    await audit(tx, auditEntry(tenant, 'correct', id, { identifier: row.identifier, revision, reason }));
  });
  return getDocument(deps, tenant, id);
}

export async function setReminder(deps: AppDeps, tenant: Tenant, id: string, replyDueDate: string | null) {
  await deps.database.db.transaction(async (tx) => {
    const view = await loadView(tx, tenant, id);
    await tx
      .update(documents)
      .set({ replyDueDate, replyNotifiedAt: null, updatedAt: new Date() })
      .where(eq(documents.id, id));
    await audit(tx, auditEntry(tenant, 'update', id, { identifier: view.doc.identifier, replyDueDate }));
  });
  return getDocument(deps, tenant, id);
}

/** Drafts only: an emitted number stays in the records. */
export async function deleteDocument(deps: AppDeps, tenant: Tenant, id: string) {
  await deps.database.db.transaction(async (tx) => {
    const view = await loadView(tx, tenant, id);
    if (view.doc.emittedAt) throw new AppError('DOCUMENT_DELETE_EMITTED', 409);
    await tx.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, id));
    await audit(tx, auditEntry(tenant, 'delete', id, { subject: view.doc.subject }));
  });
}

/** The emitted document as PDF bytes and its file name ('oficio-12-2026.pdf'). */
export async function documentPdf(deps: AppDeps, tenant: Tenant, id: string) {
  const { db } = deps.database;
  const view = await loadView(db, tenant, id);
  const row = view.doc;
  if (!row.emittedAt) throw new AppError('DOCUMENT_NOT_EMITTED', 409);
  const [settings, org] = await Promise.all([
    loadSettings(db, tenant.organizationId),
    officeOf(db, tenant.organizationId),
  ]);
  const layout = layoutOf(row, org, settings, localDay(new Date(), tenant.timeZone));
  const logoFile = org.logo?.startsWith('/uploads/')
    ? path.join(deps.uploadsDir, org.logo.slice('/uploads/'.length))
    : null;
  const bytes = await renderDocumentPdf(layout, { logoFile });
  const fileName = `${row.kind}-${row.number}-${row.year}${row.revision > 1 ? `-v${row.revision}` : ''}.pdf`;
  return { bytes, fileName, row, layout };
}
