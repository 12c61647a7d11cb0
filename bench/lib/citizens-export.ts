// A CSV export of a filtered list (the export tag: 100,000 citizens) through the real API, then its download.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { delay } from './children.ts';
import { baseUrl, requestJson } from './http.ts';

export interface ExportFigures {
  /** POST /api/exports to status 'completed' (the file is ready). */
  seconds: number;
  downloadS: number;
  fileMB: number;
  /** rowCount as the server reports it, data rows in the downloaded file, and the citizens the filter matches. */
  reportedRows: number;
  fileRows: number;
  expectedRows: number;
}

interface ExportAnswer {
  _id: string;
  status: string;
  rowCount: number;
  downloadUrl: string | null;
  error: string | null;
}

const POLL_MS = 100;
const TIMEOUT_MS = 120_000;

/** Data rows of a CSV (quoted line breaks included), read as a stream; the header is not counted. */
async function countCsvRows(body: ReadableStream<Uint8Array>): Promise<{ rows: number; bytes: number }> {
  let bytes = 0;
  let records = 0;
  const source = Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]);
  source.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const parser = source.pipe(parse({ delimiter: ';', relax_column_count: true, bom: true }));
  for await (const _record of parser) records++;
  return { rows: Math.max(0, records - 1), bytes };
}

export async function measureExport(
  port: number,
  token: string,
  filter: Record<string, unknown>,
  expectedRows: number,
  format: 'csv' | 'xlsx' = 'csv',
): Promise<ExportFigures> {
  const started = Date.now();
  const created = await requestJson<ExportAnswer>(port, 'POST', '/api/exports', {
    token,
    body: { format, filter },
    timeoutMs: 60_000,
  });
  if (created.status !== 201) {
    throw new Error(`POST /api/exports: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
  }
  let state = created.body;
  while (state.status === 'queued' || state.status === 'running') {
    if (Date.now() - started > TIMEOUT_MS)
      throw new Error(`export still ${state.status} after ${TIMEOUT_MS / 1000} s`);
    await delay(POLL_MS);
    const res = await requestJson<ExportAnswer>(port, 'GET', `/api/exports/${state._id}`, { token });
    if (res.status !== 200) throw new Error(`GET /api/exports/${state._id}: ${res.status}`);
    state = res.body;
  }
  const seconds = (Date.now() - started) / 1000;
  if (state.status !== 'completed' || !state.downloadUrl)
    throw new Error(`export ${state.status}: ${state.error}`);

  const downloadStarted = Date.now();
  const url = new URL(state.downloadUrl, baseUrl(port));
  const res = await fetch(`${baseUrl(port)}${url.pathname}${url.search}`, {
    signal: AbortSignal.timeout(120_000),
  });
  if (res.status !== 200 || !res.body) throw new Error(`download: ${res.status} ${await res.text()}`);
  // An XLSX is only downloaded (its rows are the server's count; xlsx-file.test.ts reads workbooks back).
  const counted =
    format === 'csv'
      ? await countCsvRows(res.body)
      : { rows: state.rowCount, bytes: (await res.arrayBuffer()).byteLength };
  return {
    seconds,
    downloadS: (Date.now() - downloadStarted) / 1000,
    fileMB: counted.bytes / 1024 / 1024,
    reportedRows: state.rowCount,
    fileRows: counted.rows,
    expectedRows,
  };
}
