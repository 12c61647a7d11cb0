// unzipper, exceljs' own dependency (resolved from exceljs, so the versions match), loaded at its first use: the
// XLSX import and the Portal's zipped CSV read zips, the server's start does not (issue 15).
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { lazy } from './lazy.ts';

export interface ZipDirectory {
  files: {
    path: string;
    type: string;
    uncompressedSize: number;
    stream(): Readable;
    buffer(): Promise<Buffer>;
  }[];
}

interface Unzipper {
  Open: { file(path: string): Promise<ZipDirectory>; buffer(data: Buffer): Promise<ZipDirectory> };
}

/** require() from exceljs' own folder: exceljs itself, its internals and its dependencies. */
export const requireFromExceljs = lazy(() =>
  createRequire(createRequire(import.meta.url).resolve('exceljs')),
);

export const unzipper = lazy(() => requireFromExceljs()('unzipper') as Unzipper);
