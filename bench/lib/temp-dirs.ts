// Temporary data directories, remembered so an interrupted run still removes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killEmbeddedNow } from './embedded.ts';

const made = new Set<string>();

export function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gabinete-bench-${label}-`));
  made.add(dir);
  return dir;
}

/** An embedded PostgreSQL server still running in the directory (its app was killed) is stopped first. */
export function removeTempDir(dir: string): void {
  killEmbeddedNow(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

export function removeAllTempDirs(): void {
  for (const dir of [...made]) removeTempDir(dir);
}
