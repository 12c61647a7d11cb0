// Rules for imports: upload and analysis, mapping and preview, start, cancel, history — inside the caller's office.
import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FIELD_LABELS,
  type Import,
  type ImportField,
  type ImportPreviewSchema,
} from '@gabinete/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/authenticate.ts';
import { audit } from '../audit/audit.service.ts';
import { tags } from '../tags/tags.table.ts';
import { discardImportFile, importFilePath } from './import-files.ts';
import { IMPORT_QUEUE } from './import-job.ts';
import { carryMapping, columnsSignature, suggestMapping } from './import-headers.ts';
import { previewRows } from './import-preview.ts';
import { analyseFile, receiveUpload } from './import-upload.ts';
import { formatCount } from './import-text.ts';
import { imports } from './imports.table.ts';
import { toImport } from './imports.mapper.ts';
import {
  findImport,
  findSavedMapping,
  importStatusIs,
  saveMapping,
  selectErrorPage,
  selectImportPage,
  updateImport,
  type ImportWithUser,
} from './imports.repository.ts';

type MappingInput = {
  mapping: Record<string, ImportField>;
  duplicatePolicy: Import['duplicatePolicy'];
  tagIds: string[];
  saveMapping: boolean;
};
type Preview = z.infer<typeof ImportPreviewSchema>;

export async function getImportRow(deps: AppDeps, tenant: Tenant, id: string): Promise<ImportWithUser> {
  const row = await findImport(deps.database.db, tenant.organizationId, id);
  if (!row) throw new AppError('IMPORT_NOT_FOUND', 404);
  return row;
}

export async function createImport(deps: AppDeps, tenant: Tenant, request: FastifyRequest): Promise<Import> {
  const { db } = deps.database;
  const upload = await receiveUpload(deps, request);
  const file = importFilePath(deps, { filePath: upload.storedName });
  try {
    const shape = await analyseFile(deps, file);
    const saved = await findSavedMapping(db, tenant.organizationId, columnsSignature(shape.columns));
    const known = saved && carryMapping(saved, shape.columns);
    const [row] = await db
      .insert(imports)
      .values({
        organizationId: tenant.organizationId,
        userId: tenant.userId,
        fileName: upload.fileName,
        filePath: upload.storedName,
        format: shape.format,
        encoding: shape.encoding,
        sheet: shape.sheet,
        columns: shape.columns,
        mapping: known && Object.keys(known).length ? known : suggestMapping(shape.columns),
        totalRows: shape.totalRows,
      })
      .returning();
    return toImport({ ...row!, userName: tenant.name });
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
}

export async function listImports(
  deps: AppDeps,
  tenant: Tenant,
  query: { page: number; perPage: number; status?: string },
) {
  const { rows, total } = await selectImportPage(deps.database.db, tenant.organizationId, query);
  return { imports: rows.map(toImport), total, page: query.page, perPage: query.perPage };
}

function checkMapping(columns: string[], mapping: Record<string, ImportField>): void {
  const seen = new Map<ImportField, string>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!columns.includes(column)) {
      throw new AppError('VALIDATION', 422, `Coluna não encontrada na planilha: ${column}`, {
        mapping: 'Coluna desconhecida',
      });
    }
    if (seen.has(field)) {
      throw new AppError(
        'VALIDATION',
        422,
        `O campo ${IMPORT_FIELD_LABELS[field]} foi associado a duas colunas: ${seen.get(field)} e ${column}.`,
        { mapping: 'Campo repetido' },
      );
    }
    seen.set(field, column);
  }
}

export async function setMapping(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  input: MappingInput,
): Promise<Preview> {
  const { db } = deps.database;
  const current = await getImportRow(deps, tenant, id);
  if (current.status !== 'uploaded') throw new AppError('IMPORT_NOT_EDITABLE', 409);
  checkMapping(current.columns, input.mapping);
  const tagIds = [...new Set(input.tagIds)];
  if (tagIds.length) {
    const found = await db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`${tags.organizationId} = ${tenant.organizationId} and ${inArray(tags.id, tagIds)}`);
    if (found.length !== tagIds.length) throw new AppError('TAG_NOT_FOUND', 422);
  }
  const row = await updateImport(
    db,
    tenant.organizationId,
    id,
    { mapping: input.mapping, duplicatePolicy: input.duplicatePolicy, tagIds },
    importStatusIs('uploaded'),
  );
  if (!row) throw new AppError('IMPORT_NOT_EDITABLE', 409);
  if (input.saveMapping) {
    await saveMapping(db, tenant.organizationId, columnsSignature(current.columns), input.mapping);
  }
  return preview(deps, tenant, id);
}

export async function preview(deps: AppDeps, tenant: Tenant, id: string): Promise<Preview> {
  const row = await getImportRow(deps, tenant, id);
  // The file is kept until the import ends; after that only the counts and the error report remain.
  if (!['uploaded', 'queued', 'running'].includes(row.status)) {
    throw new AppError(
      'IMPORT_NOT_EDITABLE',
      409,
      'A prévia não está mais disponível: esta importação já terminou.',
    );
  }
  return { import: toImport(row), rows: await previewRows(deps, row) };
}

export async function startImport(deps: AppDeps, tenant: Tenant, id: string): Promise<Import> {
  const current = await getImportRow(deps, tenant, id);
  if (current.status !== 'uploaded') throw new AppError('IMPORT_NOT_EDITABLE', 409);
  if (!Object.values(current.mapping).includes('name')) throw new AppError('IMPORT_NOT_MAPPED', 422);
  const row = await updateImport(
    deps.database.db,
    tenant.organizationId,
    id,
    { status: 'queued' },
    importStatusIs('uploaded'),
  );
  if (!row) throw new AppError('IMPORT_NOT_EDITABLE', 409);
  await audit(deps.database.db, {
    organizationId: tenant.organizationId,
    userId: tenant.userId,
    action: 'import',
    entity: 'import',
    entityId: id,
    data: { fileName: row.fileName, totalRows: row.totalRows, duplicatePolicy: row.duplicatePolicy },
  });
  // After the update committed, so the worker finds the import queued.
  await deps.jobs.send(IMPORT_QUEUE, { importId: id });
  return toImport({ ...row, userName: current.userName });
}

export async function cancelImport(deps: AppDeps, tenant: Tenant, id: string): Promise<Import> {
  const { db } = deps.database;
  const current = await getImportRow(deps, tenant, id);
  if (!['uploaded', 'queued', 'running'].includes(current.status))
    throw new AppError('IMPORT_NOT_CANCELLABLE', 409);
  // Row lock: a running batch finishes first, so the count in the note is exact.
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx
      .execute(sql`select processed_rows as n from imports where id = ${id} for update`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    const n = locked?.n ?? 0;
    const note =
      n > 0
        ? `Cancelada depois de ${formatCount(n)} linhas; as linhas já importadas foram mantidas.`
        : 'Cancelada antes de importar qualquer linha.';
    return updateImport(
      tx,
      tenant.organizationId,
      id,
      { status: 'cancelled', note, finishedAt: new Date() },
      importStatusIs('uploaded', 'queued', 'running'),
    );
  });
  if (!row) throw new AppError('IMPORT_NOT_CANCELLABLE', 409);
  // A running job deletes the file itself when it notices; one that never started is cleaned up here.
  if (current.status !== 'running') await discardImportFile(deps, row);
  return toImport({ ...row, userName: current.userName });
}

export async function listImportErrors(
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  query: { page: number; perPage: number },
) {
  await getImportRow(deps, tenant, id);
  const { rows, total } = await selectErrorPage(deps.database.db, id, query.page, query.perPage);
  return { errors: rows, total, page: query.page, perPage: query.perPage };
}
