// Queries for exports; the organization is always an argument (the public download finds by id + signed token).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { exports, type ExportRow } from './exports.table.ts';

export type ExportWithUser = ExportRow & { userName: string | null };

const withUser = { row: exports, userName: users.name };
const flatten = (r: { row: ExportRow; userName: string | null }): ExportWithUser => ({
  ...r.row,
  userName: r.userName,
});

export async function findExport(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ExportWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(exports)
    .leftJoin(users, eq(users.id, exports.userId))
    .where(and(eq(exports.id, id), eq(exports.organizationId, organizationId)));
  return row && flatten(row);
}

export async function selectExportPage(
  db: Db,
  organizationId: string,
  query: { page: number; perPage: number },
): Promise<{ rows: ExportWithUser[]; total: number }> {
  const where = eq(exports.organizationId, organizationId);
  const [rows, [total]] = await Promise.all([
    db
      .select(withUser)
      .from(exports)
      .leftJoin(users, eq(users.id, exports.userId))
      .where(where)
      .orderBy(desc(exports.createdAt), desc(exports.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(exports).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}
