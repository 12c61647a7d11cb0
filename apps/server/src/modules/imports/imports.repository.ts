// Queries for imports, their row errors and saved mappings; the organization is always an argument.
import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { importErrors, importMappings, imports, type ImportRow } from './imports.table.ts';

export type ImportWithUser = ImportRow & { userName: string | null };

const withUser = { row: imports, userName: users.name };
const flatten = (r: { row: ImportRow; userName: string | null }): ImportWithUser => ({
  ...r.row,
  userName: r.userName,
});

export async function findImport(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ImportWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(and(eq(imports.id, id), eq(imports.organizationId, organizationId)));
  return row && flatten(row);
}

export async function selectImportPage(
  db: Db,
  organizationId: string,
  query: { page: number; perPage: number; status?: string },
): Promise<{ rows: ImportWithUser[]; total: number }> {
  const where = and(
    eq(imports.organizationId, organizationId),
    query.status ? eq(imports.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withUser)
      .from(imports)
      .leftJoin(users, eq(users.id, imports.userId))
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function updateImport(
  db: Db,
  organizationId: string,
  id: string,
  set: Partial<typeof imports.$inferInsert>,
  onlyIf?: SQL,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set(set)
    .where(and(eq(imports.id, id), eq(imports.organizationId, organizationId), onlyIf))
    .returning();
  return row;
}

export async function findSavedMapping(db: Db, organizationId: string, signature: string) {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.organizationId, organizationId), eq(importMappings.signature, signature)));
  return row?.mapping ?? null;
}

export async function saveMapping(
  db: Db,
  organizationId: string,
  signature: string,
  mapping: Record<string, string>,
): Promise<void> {
  await db
    .insert(importMappings)
    .values({ organizationId, signature, mapping })
    .onConflictDoUpdate({
      target: [importMappings.organizationId, importMappings.signature],
      set: { mapping, updatedAt: new Date() },
    });
}

export async function selectErrorPage(db: Db, importId: string, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: importErrors.row, field: importErrors.field, message: importErrors.message })
      .from(importErrors)
      .where(eq(importErrors.importId, importId))
      .orderBy(asc(importErrors.row), asc(importErrors.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(importErrors).where(eq(importErrors.importId, importId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every error of an import in file order, read in keyset pages (the report streams them). */
export async function* allErrors(db: Db, importId: string, pageSize = 5000) {
  let after: { row: number; id: string } | null = null;
  for (;;) {
    const page: (typeof importErrors.$inferSelect)[] = await db
      .select()
      .from(importErrors)
      .where(
        and(
          eq(importErrors.importId, importId),
          after
            ? or(
                gt(importErrors.row, after.row),
                and(eq(importErrors.row, after.row), gt(importErrors.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(importErrors.row), asc(importErrors.id))
      .limit(pageSize);
    yield* page;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { row: last.row, id: last.id };
  }
}

export const importStatusIs = (...statuses: string[]) =>
  sql`${imports.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
