// The first rows of the file checked with the chosen mapping, as the import would see them: per-row errors
// and the office citizen each row duplicates.
import { eq } from 'drizzle-orm';
import type { ImportField, ImportPreviewSchema } from '@gabinete/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { loadCityIndex } from './import-cities.ts';
import { importFilePath } from './import-files.ts';
import { findDuplicates } from './import-lookup.ts';
import { sheetLimits } from './import-limits.ts';
import { ImportFileError, openSheet, type SheetShape } from './import-records.ts';
import { duplicateKeys, parseRow, type ParsedRow } from './import-row.ts';
import type { ImportRow } from './imports.table.ts';

export const PREVIEW_ROWS = 20;
type PreviewRow = z.infer<typeof ImportPreviewSchema>['rows'][number];

export async function previewRows(deps: AppDeps, imp: ImportRow): Promise<PreviewRow[]> {
  const { db } = deps.database;
  const [org] = await db
    .select({ uf: organizations.uf })
    .from(organizations)
    .where(eq(organizations.id, imp.organizationId));
  const rules = {
    columns: imp.columns,
    mapping: imp.mapping as Record<string, ImportField>,
    cities: await loadCityIndex(db, org?.uf ?? null),
  };
  const parsed: ParsedRow[] = [];
  try {
    const shape = { format: imp.format, encoding: imp.encoding, sheet: imp.sheet } as SheetShape;
    const sheet = await openSheet(importFilePath(deps, imp), shape, sheetLimits(deps.env));
    for await (const record of sheet.records) {
      parsed.push(parseRow(record, rules));
      if (parsed.length >= PREVIEW_ROWS) break;
    }
  } catch (err) {
    throw err instanceof ImportFileError ? err.toAppError() : new AppError('IMPORT_FILE_INVALID', 422);
  }
  const existing = await findDuplicates(db, imp.organizationId, parsed.flatMap(duplicateKeys), false);
  return parsed.map((r) => {
    const match = duplicateKeys(r)
      .map((k) => existing.get(k))
      .find(Boolean);
    return {
      row: r.row,
      values: r.values,
      errors: r.errors,
      duplicateOf: match ? { _id: match.id, name: match.values.name } : null,
    };
  });
}
