// Fixtures of the import and export tests: real files built in the test, valid documents, and waiting for jobs.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Import } from '@gabinete/shared';
import type { TestApp } from '../../../test/test-app.ts';

export const DEMO_ORG = '00000000-0000-4000-8000-000000000001';

/** A CPF with valid check digits built from up to 9 digits. */
export function makeCpf(base: number | string): string {
  const d = String(base).padStart(9, '0').slice(0, 9).split('').map(Number);
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += d[i]! * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  d.push(check(9));
  d.push(check(10));
  return d.join('');
}

/** A valid título de eleitor from an 8-digit sequence and a UF code (01 SP … 28). */
export function makeVoterTitle(seq: number, uf = 1): string {
  const n = String(seq).padStart(8, '0').split('').map(Number);
  const u = String(uf).padStart(2, '0');
  const mod = (sum: number) => {
    const r = sum % 11;
    return r === 10 ? 0 : r === 0 && (uf === 1 || uf === 2) ? 1 : r;
  };
  const dv1 = mod([2, 3, 4, 5, 6, 7, 8, 9].reduce((s, w, i) => s + w * n[i]!, 0));
  const dv2 = mod(Number(u[0]) * 7 + Number(u[1]) * 8 + dv1 * 9);
  return `${n.join('')}${u}${dv1}${dv2}`;
}

/** A multipart body with one file under 'file', as a browser sends it. */
export function fileForm(fileName: string, bytes: Buffer) {
  const boundary = `----gabinete${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, token: string, fileName: string, bytes: Buffer) {
  return t.call(token, { method: 'POST', url: '/api/imports', ...fileForm(fileName, bytes) });
}

/** Uploads, maps and starts an import, then waits for the job to finish. */
export async function importFile(
  t: TestApp,
  token: string,
  fileName: string,
  bytes: Buffer,
  mapping: Record<string, string>,
  options: { duplicatePolicy?: string; tagIds?: string[] } = {},
): Promise<Import> {
  const up = await upload(t, token, fileName, bytes);
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json()._id as string;
  const mapped = await t.call(token, {
    method: 'PUT',
    url: `/api/imports/${id}/mapping`,
    payload: { mapping, duplicatePolicy: options.duplicatePolicy ?? 'skip', tagIds: options.tagIds ?? [] },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  const started = await t.call(token, { method: 'POST', url: `/api/imports/${id}/start` });
  expect(started.statusCode, started.body).toBe(200);
  return waitForImport(t, token, id);
}

const FINAL = ['completed', 'failed', 'cancelled'];

export async function waitForImport(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 15_000,
): Promise<Import> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(token, { method: 'GET', url: `/api/imports/${id}` });
    const body = res.json() as Import;
    if (FINAL.includes(body.status)) return body;
    if (Date.now() > until) throw new Error(`import ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function waitForExport(t: TestApp, token: string, id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.call(token, { method: 'GET', url: `/api/exports/${id}` });
    const body = res.json() as { status: string; downloadUrl: string | null; rowCount: number };
    if (body.status !== 'queued' && body.status !== 'running') return body;
    if (Date.now() > until) throw new Error(`export ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function sqlRows<T>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.deps.database.executeSql(text, values)).rows as T[];
}

/** Lines of a CSV body without the BOM. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
