// After emission: the reply received (date, text, an optional file checked by its bytes and kept under
// DATA_DIR/attachments) and the PDF e-mailed to the recipient, each send recorded.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DEMAND_ATTACHMENT_ACCEPT_LABEL,
  DEMAND_ATTACHMENT_TYPES,
  DOCUMENT_REPLY_MAX_BYTES,
  DocumentReplyInputSchema,
} from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { acceptedFileType, cleanFileName } from '../../lib/file-types.ts';
import { readForm } from '../../lib/multipart.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { attachmentsDir } from '../demands/demands-attachments.service.ts';
import { findDocument } from './documents.repository.ts';
import { documentPdf, getDocument } from './documents.service.ts';
import { documentReplies, documents, documentSends } from './documents.table.ts';

const tooLarge = () => new AppError('DOCUMENT_REPLY_TOO_LARGE', 413);

async function emittedDocument(deps: AppDeps, tenant: Tenant, id: string) {
  const view = await findDocument(deps.database.db, tenant.organizationId, id);
  if (!view) throw new AppError('DOCUMENT_NOT_FOUND', 404);
  if (!view.doc.emittedAt) throw new AppError('DOCUMENT_NOT_EMITTED', 409);
  return view.doc;
}

/** Multipart (receivedOn, text, file) or JSON without a file; the first reply marks the document answered. */
export async function addReply(deps: AppDeps, tenant: Tenant, id: string, request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > DOCUMENT_REPLY_MAX_BYTES + 256 * 1024)
    throw tooLarge();
  await emittedDocument(deps, tenant, id);
  let form;
  try {
    form = await readForm(request, ['file'], DOCUMENT_REPLY_MAX_BYTES);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  const input = parseOrThrow(DocumentReplyInputSchema, form.fields);
  const bytes = form.files.file;
  let stored: { storageKey: string; fileName: string; contentType: string; size: number } | null = null;
  if (bytes) {
    const fileName = cleanFileName(form.fileNames.file, 'resposta');
    const type = acceptedFileType(bytes, fileName, DEMAND_ATTACHMENT_TYPES);
    if (!type)
      throw new AppError(
        'DOCUMENT_REPLY_TYPE',
        415,
        `Tipo de arquivo não aceito. Envie ${DEMAND_ATTACHMENT_ACCEPT_LABEL}.`,
      );
    const storageKey = path.join(tenant.organizationId, `${randomUUID()}.${type.ext}`);
    const target = path.join(attachmentsDir(deps), storageKey);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
    stored = { storageKey, fileName, contentType: type.contentType, size: bytes.length };
  }
  if (!input.text && !stored) {
    throw new AppError('VALIDATION', 400, 'Informe o texto da resposta ou anexe o arquivo recebido.', {
      text: 'Informe o texto ou anexe o arquivo',
    });
  }
  try {
    await deps.database.db.transaction(async (tx) => {
      const [doc] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.organizationId, tenant.organizationId)))
        .for('update');
      await tx.insert(documentReplies).values({
        organizationId: tenant.organizationId,
        documentId: id,
        receivedOn: input.receivedOn,
        text: input.text ?? null,
        fileName: stored?.fileName ?? null,
        contentType: stored?.contentType ?? null,
        fileSize: stored?.size ?? null,
        storageKey: stored?.storageKey ?? null,
        createdBy: tenant.userId,
      });
      if (!doc!.answeredAt)
        await tx
          .update(documents)
          .set({ answeredAt: new Date(), updatedAt: new Date() })
          .where(eq(documents.id, id));
      await audit(tx, {
        organizationId: tenant.organizationId,
        userId: tenant.userId,
        action: 'reply',
        entity: 'document',
        entityId: id,
        data: { identifier: doc!.identifier, receivedOn: input.receivedOn, file: stored?.fileName ?? null },
      });
    });
  } catch (err) {
    if (stored) await fs.rm(path.join(attachmentsDir(deps), stored.storageKey), { force: true });
    throw err;
  }
  return getDocument(deps, tenant, id);
}

export async function openReplyFile(deps: AppDeps, tenant: Tenant, id: string, replyId: string) {
  const [row] = await deps.database.db
    .select()
    .from(documentReplies)
    .where(
      and(
        eq(documentReplies.id, replyId),
        eq(documentReplies.documentId, id),
        eq(documentReplies.organizationId, tenant.organizationId),
      ),
    )
    .limit(1);
  if (!row?.storageKey) throw new AppError('DOCUMENT_REPLY_NOT_FOUND', 404);
  const file = path.join(attachmentsDir(deps), row.storageKey);
  try {
    await fs.access(file);
  } catch {
    throw new AppError(
      'DOCUMENT_REPLY_NOT_FOUND',
      404,
      'O arquivo desta resposta não foi encontrado no servidor.',
    );
  }
  return { file, row };
}

/** E-mails the emitted PDF to `to` (SMTP or the outbox) and records the send. */
export async function sendDocument(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: { to: string; message?: string | null },
) {
  await emittedDocument(deps, tenant, id);
  const { bytes, fileName, row, layout } = await documentPdf(deps, tenant, id);
  const text = [
    input.message ?? `${layout.recipient.vocativo}\n\nEncaminhamos em anexo o ${layout.identifier}.`,
    '',
    `${layout.signerName}`,
    `${layout.signerCargo}`,
    `${layout.officeName}`,
  ].join('\n');
  await deps.mailer.send({
    to: input.to,
    subject: `${layout.identifier} - ${layout.subject}`,
    text,
    attachments: [{ filename: fileName, content: bytes, contentType: 'application/pdf' }],
  });
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(documentSends).values({
      organizationId: tenant.organizationId,
      documentId: id,
      toEmail: input.to,
      revision: row.revision,
      sentBy: tenant.userId,
    });
    await audit(tx, {
      organizationId: tenant.organizationId,
      userId: tenant.userId,
      action: 'send',
      entity: 'document',
      entityId: id,
      data: { identifier: row.identifier, to: input.to },
    });
  });
  return getDocument(deps, tenant, id);
}
