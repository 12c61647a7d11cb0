import type { Export } from '@gabinete/shared';
import type { Env } from '../../config/env.ts';
import { exportLink } from './export-link.ts';
import type { ExportWithUser } from './exports.repository.ts';

/** A finished export past its expiry reads as expired even before the maintenance job removes the file. */
export const isExpired = (row: { status: string; expiresAt: Date | null }, now = new Date()) =>
  row.status === 'expired' || (row.status === 'completed' && row.expiresAt !== null && row.expiresAt <= now);

export function toExport(env: Env, row: ExportWithUser): Export {
  const expired = isExpired(row);
  const ready = row.status === 'completed' && !expired && row.expiresAt;
  return {
    _id: row.id,
    format: row.format as Export['format'],
    status: (expired ? 'expired' : row.status) as Export['status'],
    description: row.description,
    rowCount: row.rowCount,
    fileSize: expired ? null : row.fileSize,
    downloadUrl: ready ? exportLink(env, row.id, row.expiresAt!) : null,
    error: row.error,
    user: row.userId && row.userName ? { _id: row.userId, name: row.userName } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
