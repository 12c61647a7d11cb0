// Export files live in DATA_DIR/exports (not the public uploads folder): only a signed link serves them.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE } from '@gabinete/shared';
import type { Env } from '../../config/env.ts';
import { dayIn } from '../../lib/office-time.ts';

export const exportsDir = (env: Env) => path.join(env.dataDir, 'exports');

export const exportFilePath = (env: Env, row: { id: string; format: string }) =>
  path.join(exportsDir(env), `${row.id}.${row.format === 'xlsx' ? 'xlsx' : 'csv'}`);

export async function removeExportFile(env: Env, row: { id: string; format: string }): Promise<void> {
  await fs.promises.rm(exportFilePath(env, row), { force: true });
}

/** 'eleitores-2025-03-14.xlsx' (or 'emendas-…') in the office's calendar day. */
export function downloadName(
  row: { format: string; createdAt: Date; filter?: unknown },
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const day = dayIn(timeZone, row.createdAt);
  const subject = (row.filter as { subject?: unknown } | undefined)?.subject;
  const prefix = subject === 'amendments' ? 'emendas' : 'eleitores';
  return `${prefix}-${day}.${row.format === 'xlsx' ? 'xlsx' : 'csv'}`;
}
