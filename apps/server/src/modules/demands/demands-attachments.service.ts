// Attachments of a demanda: one file per request, at most 10 MB, accepted by its bytes (DEMAND_ATTACHMENT_TYPES),
// kept under DATA_DIR/attachments and served only through the API. The file is written first and removed
// again if the row cannot be saved, so no row points at a missing file.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DEMAND_ATTACHMENT_ACCEPT_LABEL,
  DEMAND_ATTACHMENT_MAX_BYTES,
  DEMAND_ATTACHMENT_TYPES,
} from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { acceptedFileType, cleanFileName } from '../../lib/file-types.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { users } from '../users/users.table.ts';
import { demandOf } from './demands-comments.service.ts';
import { recordDemandChange } from './demands-history.ts';
import { demandAttachments } from './demands.table.ts';

type AttachmentRow = typeof demandAttachments.$inferSelect;

export const attachmentsDir = (deps: AppDeps) => path.join(deps.env.dataDir, 'attachments');
export const filePath = (deps: AppDeps, storageKey: string) => path.join(attachmentsDir(deps), storageKey);

const tooLarge = () => new AppError('DEMAND_ATTACHMENT_TOO_LARGE', 413);
export const wrongType = () =>
  new AppError(
    'DEMAND_ATTACHMENT_TYPE',
    415,
    `Tipo de arquivo não aceito. Envie ${DEMAND_ATTACHMENT_ACCEPT_LABEL}.`,
  );

const columns = {
  id: demandAttachments.id,
  fileName: demandAttachments.fileName,
  contentType: demandAttachments.contentType,
  size: demandAttachments.size,
  storageKey: demandAttachments.storageKey,
  uploadedBy: demandAttachments.uploadedBy,
  uploaderName: users.name,
  createdAt: demandAttachments.createdAt,
};
type AttachmentView = Pick<
  AttachmentRow,
  'id' | 'fileName' | 'contentType' | 'size' | 'uploadedBy' | 'createdAt'
> & {
  uploaderName: string | null;
};

function toAttachment(r: AttachmentView) {
  return {
    _id: r.id,
    fileName: r.fileName,
    contentType: r.contentType,
    size: r.size,
    uploadedBy: r.uploadedBy ? { _id: r.uploadedBy, name: r.uploaderName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listAttachments(deps: AppDeps, tenant: Tenant, demandId: string) {
  const { db } = deps.database;
  await demandOf(db, tenant, demandId, false);
  const rows = await db
    .select(columns)
    .from(demandAttachments)
    .leftJoin(users, eq(users.id, demandAttachments.uploadedBy))
    .where(and(eq(demandAttachments.demandId, demandId), isNull(demandAttachments.deletedAt)))
    .orderBy(asc(demandAttachments.createdAt), asc(demandAttachments.id));
  return { attachments: rows.map(toAttachment) };
}

/** The one file of the form (field "file"), refused past the limit before and while reading it. */
export async function receiveFile(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > DEMAND_ATTACHMENT_MAX_BYTES + 64 * 1024) throw tooLarge();
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      'Envie o arquivo como multipart/form-data no campo "file".',
    );
  const part = await request.file({ limits: { fileSize: DEMAND_ATTACHMENT_MAX_BYTES, files: 1, fields: 5 } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('BAD_REQUEST', 400, 'Envie o arquivo no campo "file".');
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('BAD_REQUEST', 400, 'O envio do arquivo foi interrompido. Tente de novo.');
  }
  if (part.file.truncated) throw tooLarge();
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 400, 'O arquivo está vazio.');
  return { bytes, fileName: cleanFileName(part.filename) };
}

export async function addAttachment(
  deps: AppDeps,
  tenant: Tenant,
  demandId: string,
  request: FastifyRequest,
) {
  const { db } = deps.database;
  const org = tenant.organizationId;
  await demandOf(db, tenant, demandId, true);
  const { bytes, fileName } = await receiveFile(request);
  const type = acceptedFileType(bytes, fileName, DEMAND_ATTACHMENT_TYPES);
  if (!type) throw wrongType();
  const storageKey = path.join(org, `${randomUUID()}.${type.ext}`);
  const target = filePath(deps, storageKey);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  try {
    const row = await db.transaction(async (tx) => {
      await demandOf(tx, tenant, demandId, true);
      const [inserted] = await tx
        .insert(demandAttachments)
        .values({
          organizationId: org,
          demandId,
          fileName,
          contentType: type.contentType,
          size: bytes.length,
          storageKey,
          uploadedBy: tenant.userId,
        })
        .returning();
      await recordDemandChange(tx, {
        organizationId: org,
        demandId,
        userId: tenant.userId,
        action: 'attachment_add',
        changes: [{ field: 'attachment', from: null, to: fileName }],
      });
      return inserted!;
    });
    return toAttachment({ ...row, uploaderName: tenant.name });
  } catch (err) {
    await fs.rm(target, { force: true });
    throw err;
  }
}

async function attachmentOf(db: Db, tenant: Tenant, demandId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(demandAttachments)
    .where(
      and(
        eq(demandAttachments.id, attachmentId),
        eq(demandAttachments.demandId, demandId),
        eq(demandAttachments.organizationId, tenant.organizationId),
        isNull(demandAttachments.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('ATTACHMENT_NOT_FOUND', 404);
  return row;
}

/** The stored file to stream, with its name and type. */
export async function openAttachment(deps: AppDeps, tenant: Tenant, demandId: string, attachmentId: string) {
  const row = await attachmentOf(deps.database.db, tenant, demandId, attachmentId);
  const file = filePath(deps, row.storageKey);
  try {
    await fs.access(file);
  } catch {
    throw new AppError('ATTACHMENT_NOT_FOUND', 404, 'O arquivo deste anexo não foi encontrado no servidor.');
  }
  return { file, row };
}

export async function deleteAttachment(
  deps: AppDeps,
  tenant: Tenant,
  demandId: string,
  attachmentId: string,
) {
  const org = tenant.organizationId;
  const row = await deps.database.db.transaction(async (tx) => {
    await demandOf(tx, tenant, demandId, true);
    const found = await attachmentOf(tx, tenant, demandId, attachmentId);
    await tx
      .update(demandAttachments)
      .set({ deletedAt: new Date() })
      .where(eq(demandAttachments.id, attachmentId));
    await recordDemandChange(tx, {
      organizationId: org,
      demandId,
      userId: tenant.userId,
      action: 'attachment_remove',
      changes: [{ field: 'attachment', from: found.fileName, to: null }],
    });
    return found;
  });
  // The row stays as a tombstone for the history; the bytes go once the removal is committed.
  await fs.rm(filePath(deps, row.storageKey), { force: true });
}
