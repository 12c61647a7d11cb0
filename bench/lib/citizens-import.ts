// A CSV import through the real HTTP API, end to end (upload → mapping → start → completed), with the server's RSS.
import fs from 'node:fs';
import path from 'node:path';
import { CSV_MAPPING, writeCitizensCsv } from './citizens-csv.ts';
import { delay } from './children.ts';
import { baseUrl, requestJson } from './http.ts';
import { cpuSecondsOf, rssMbOf } from './process-cpu.ts';

export interface ImportFigures {
  rows: number;
  fileMB: number;
  /** Upload start to status 'completed'. */
  seconds: number;
  rowsPerSecond: number;
  uploadS: number;
  /** 'start' to 'completed': the background job. */
  jobS: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  rssBeforeMB: number | null;
  /** Highest RSS while the job had processed at most a fifth of the rows. */
  rssFirstFifthMB: number | null;
  rssPeakMB: number | null;
  rssAfterMB: number | null;
  /** Server CPU seconds (its own process: parsing, validation, JS) from upload start to completed. */
  serverCpuS: number | null;
}

interface ImportAnswer {
  _id: string;
  status: string;
  columns: string[];
  totalRows: number;
  processedRows: number;
  createdRows: number;
  updatedRows: number;
  skippedRows: number;
  failedRows: number;
  error: string | null;
}

const POLL_MS = 100;
const TIMEOUT_MS = 180_000;

async function upload(port: number, token: string, file: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file, { type: 'text/csv' }), path.basename(file));
  const res = await fetch(`${baseUrl(port)}/api/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await res.json()) as ImportAnswer;
  if (res.status !== 201)
    throw new Error(`POST /api/imports: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function call(
  port: number,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  const res = await requestJson<ImportAnswer>(port, method, url, { token, body, timeoutMs: 60_000 });
  if (res.status !== 200)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/** Writes `rows` rows into dir, imports them with duplicate policy 'skip', and samples the server's RSS. */
export async function measureImport(
  server: { port: number; pid: number },
  token: string,
  options: { dir: string; rows: number; offset: number; seededCount: number },
): Promise<ImportFigures> {
  const { port, pid } = server;
  const csv = writeCitizensCsv(
    path.join(options.dir, `eleitores-${options.rows}.csv`),
    options.rows,
    options.offset,
    options.seededCount,
  );
  const rssBefore = rssMbOf(pid);
  let rssPeak = rssBefore;
  let rssFirstFifth = rssBefore;
  // Rows the job has processed, from the polls: RSS that keeps rising after the first fifth grows with the file.
  let processed = 0;
  const sampler = setInterval(() => {
    const now = rssMbOf(pid);
    if (now === null) return;
    rssPeak = Math.max(rssPeak ?? 0, now);
    if (processed <= options.rows / 5) rssFirstFifth = Math.max(rssFirstFifth ?? 0, now);
  }, 50);
  const cpuBefore = cpuSecondsOf(pid);
  try {
    const started = Date.now();
    const created = await upload(port, token, csv.path);
    const uploadS = (Date.now() - started) / 1000;
    const mapping = Object.fromEntries(
      created.columns.filter((c) => CSV_MAPPING[c]).map((c) => [c, CSV_MAPPING[c]]),
    );
    if (Object.keys(mapping).length !== Object.keys(CSV_MAPPING).length) {
      throw new Error(`the server read columns ${JSON.stringify(created.columns)}`);
    }
    const id = created._id;
    await call(port, token, 'PUT', `/api/imports/${id}/mapping`, {
      mapping,
      duplicatePolicy: 'skip',
      saveMapping: false,
    });
    const startedJob = Date.now();
    await call(port, token, 'POST', `/api/imports/${id}/start`);
    let state: ImportAnswer;
    for (;;) {
      state = await call(port, token, 'GET', `/api/imports/${id}`);
      processed = state.processedRows;
      if (!['uploaded', 'queued', 'running'].includes(state.status)) break;
      if (Date.now() - started > TIMEOUT_MS)
        throw new Error(`import still ${state.status} after ${TIMEOUT_MS / 1000} s`);
      await delay(POLL_MS);
    }
    const finished = Date.now();
    const cpuAfter = cpuSecondsOf(pid);
    if (state.status !== 'completed') throw new Error(`import ${state.status}: ${state.error}`);
    const seconds = (finished - started) / 1000;
    return {
      rows: state.totalRows,
      fileMB: csv.bytes / 1024 / 1024,
      seconds,
      rowsPerSecond: state.totalRows / seconds,
      uploadS,
      jobS: (finished - startedJob) / 1000,
      created: state.createdRows,
      updated: state.updatedRows,
      skipped: state.skippedRows,
      failed: state.failedRows,
      rssBeforeMB: rssBefore,
      rssFirstFifthMB: rssFirstFifth,
      rssPeakMB: rssPeak,
      rssAfterMB: rssMbOf(pid),
      serverCpuS: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
  } finally {
    clearInterval(sampler);
    fs.rmSync(csv.path, { force: true });
  }
}
