// Uploaded spreadsheets live in DATA_DIR/imports — not in the public uploads folder — until the import ends.
import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';

export const importsDir = (deps: AppDeps) => path.join(deps.env.dataDir, 'imports');

export const importFilePath = (deps: AppDeps, row: { filePath: string }) =>
  path.join(importsDir(deps), path.basename(row.filePath));

export async function discardImportFile(deps: AppDeps, row: { filePath: string }): Promise<void> {
  await fs.promises.rm(importFilePath(deps, row), { force: true });
}
