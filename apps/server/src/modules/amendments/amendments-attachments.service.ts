// Anexos of an emenda: the demandas' upload rules (one file per request, 10 MB, accepted by its bytes, kept
// under DATA_DIR/attachments, served only through the API), each add and removal a line of the history.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEMAND_ATTACHMENT_TYPES } from '@gabinete/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { acceptedFileType } from '../../lib/file-types.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { filePath, receiveFile, wrongType } from '../demands/demands-attachments.service.ts';
import { users } from '../users/users.table.ts';
import { recordAmendmentChanges } from './amendments-history.ts';
import { detailOf, lockForSave } from './amendments.service.ts';
import { amendmentAttachments as a } from './amendments.table.ts';

type Row = Pick<
  typeof a.$inferSelect,
  'id' | 'fileName' | 'contentType' | 'size' | 'uploadedBy' | 'createdAt'
>;

const toAttachment = (r: Row & { uploaderName: string | null }) => ({
  _id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.size,
  uploadedBy: r.uploadedBy ? { _id: r.uploadedBy, name: r.uploaderName ?? '' } : null,
  createdAt: r.createdAt.toISOString(),
});

export async function listAmendmentAttachments(deps: AppDeps, tenant: Tenant, amendmentId: string) {
  const { db } = deps.database;
  await detailOf(db, tenant, amendmentId, true);
  const rows = await db
    .select({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
      uploadedBy: a.uploadedBy,
      createdAt: a.createdAt,
      uploaderName: users.name,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.uploadedBy))
    .where(
      and(eq(a.amendmentId, amendmentId), eq(a.organizationId, tenant.organizationId), isNull(a.deletedAt)),
    )
    .orderBy(asc(a.createdAt), asc(a.id));
  return { attachments: rows.map(toAttachment) };
}

const historyLine = (tenant: Tenant, amendmentId: string, add: boolean, fileName: string) => ({
  organizationId: tenant.organizationId,
  amendmentId,
  userId: tenant.userId,
  action: add ? ('attachment_add' as const) : ('attachment_remove' as const),
  changes: [{ field: 'attachment', from: add ? null : fileName, to: add ? fileName : null }],
});

export async function addAmendmentAttachment(
  deps: AppDeps,
  tenant: Tenant,
  amendmentId: string,
  request: FastifyRequest,
) {
  const { db } = deps.database;
  const org = tenant.organizationId;
  await db.transaction((tx) => lockForSave(tx, tenant, amendmentId));
  const { bytes, fileName } = await receiveFile(request);
  const type = acceptedFileType(bytes, fileName, DEMAND_ATTACHMENT_TYPES);
  if (!type) throw wrongType();
  const storageKey = path.join(org, `${randomUUID()}.${type.ext}`);
  const target = filePath(deps, storageKey);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
  try {
    const row = await db.transaction(async (tx) => {
      await lockForSave(tx, tenant, amendmentId);
      const [inserted] = await tx
        .insert(a)
        .values({
          organizationId: org,
          amendmentId,
          fileName,
          contentType: type.contentType,
          size: bytes.length,
          storageKey,
          uploadedBy: tenant.userId,
        })
        .returning();
      await recordAmendmentChanges(tx, [historyLine(tenant, amendmentId, true, fileName)]);
      return inserted!;
    });
    return toAttachment({ ...row, uploaderName: tenant.name });
  } catch (err) {
    // No row points at a missing file, and no file stays without its row.
    await fs.rm(target, { force: true });
    throw err;
  }
}

async function attachmentOf(db: Db, tenant: Tenant, amendmentId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.id, attachmentId),
        eq(a.amendmentId, amendmentId),
        eq(a.organizationId, tenant.organizationId),
        isNull(a.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('ATTACHMENT_NOT_FOUND', 404);
  return row;
}

export async function openAmendmentAttachment(
  deps: AppDeps,
  tenant: Tenant,
  amendmentId: string,
  attachmentId: string,
) {
  const row = await attachmentOf(deps.database.db, tenant, amendmentId, attachmentId);
  const file = filePath(deps, row.storageKey);
  try {
    await fs.access(file);
  } catch {
    throw new AppError('ATTACHMENT_NOT_FOUND', 404, 'O arquivo deste anexo não foi encontrado no servidor.');
  }
  return { file, row };
}

export async function deleteAmendmentAttachment(
  deps: AppDeps,
  tenant: Tenant,
  amendmentId: string,
  attachmentId: string,
) {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockForSave(tx, tenant, amendmentId);
    const found = await attachmentOf(tx, tenant, amendmentId, attachmentId);
    await tx.update(a).set({ deletedAt: new Date() }).where(eq(a.id, attachmentId));
    await recordAmendmentChanges(tx, [historyLine(tenant, amendmentId, false, found.fileName)]);
    return found;
  });
  // The row stays as a tombstone for the history; the bytes go once the removal is committed.
  await fs.rm(filePath(deps, row.storageKey), { force: true });
}
