// The backup file: a gzip'd tar with manifest.json first, then db/<table>.copy (COPY text format, one
// REPEATABLE READ snapshot) and files/<path> (DATA_DIR's uploads, attachments, imports and other folders).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const FORMAT = 'gabinete-backup';
export const FORMAT_VERSION = 1;

export interface TableEntry {
  name: string;
  /** The columns written, in order (generated columns are left out: the server computes them again). */
  columns: string[];
  rows: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** drizzle's migration rows at the snapshot: the schema level the data belongs to. */
  migrations: { hash: string; createdAt: number }[];
  tables: TableEntry[];
  /** last_value of each sequence of the schema (null: never used). */
  sequences: { name: string; value: string | null }[];
  files: number;
}

/** What a backup leaves out of DATA_DIR: the database itself (dumped logically), temporary and dev folders. */
const SKIPPED = new Set(['postgres', 'exports', 'outbox', 'backups', 'gabinete.lock']);
const skipped = (name: string) =>
  SKIPPED.has(name) || name.startsWith('postgres.log') || name.startsWith('pgdata');

/** Every file under dataDir that a backup carries, as paths relative to it. */
export function dataFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(dataDir, rel);
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const child = rel ? path.join(rel, entry.name) : entry.name;
      if (!rel && skipped(entry.name)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (fs.existsSync(dataDir)) walk('');
  return found.sort();
}

/** The top-level names of DATA_DIR a restore replaces (never the database or the skipped folders). */
export function restoredRoots(files: string[]): string[] {
  return [...new Set(files.map((f) => f.split(/[\\/]/)[0]!))].filter((name) => !skipped(name));
}

export const sha256 = () => crypto.createHash('sha256');

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
