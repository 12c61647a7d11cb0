// Hostile spreadsheets: a small XLSX whose shared strings expand to 100 MB (a zip bomb), with an honest and
// with a lying zip directory, and a sheet with too many columns. Each is refused with a pt-BR 422 in
// seconds, and the server keeps answering (health under 100 ms) while the file is read in a worker thread.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { WorkerLimitError, workerRunner } from '../../lib/worker-task.ts';
import { upload } from './transfers-test-helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@gabinete.demo');
});
afterAll(() => t.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of deflated entries; `declare` overrides the uncompressed size the directory states (a lie). */
function zip(entries: { path: string; data: Buffer; declare?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.path);
    const packed = deflateRawSync(e.data, { level: 9 });
    const crc = crc32(e.data);
    const size = e.declare ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += local.length + name.length + packed.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/** A real workbook's entries (exceljs writes it), to graft a hostile part onto. */
async function workbookEntries(rows: unknown[][]): Promise<{ path: string; data: Buffer }[]> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Eleitores');
  for (const r of rows) sheet.addRow(r);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  const JSZip = createRequire(require.resolve('exceljs'))('jszip') as {
    loadAsync(
      b: Buffer,
    ): Promise<{ files: Record<string, { dir: boolean; async(t: 'nodebuffer'): Promise<Buffer> }> }>;
  };
  const z = await JSZip.loadAsync(bytes);
  const out: { path: string; data: Buffer }[] = [];
  for (const [path, f] of Object.entries(z.files))
    if (!f.dir) out.push({ path, data: await f.async('nodebuffer') });
  return out;
}

/** 100 MB of shared strings that deflate to a few hundred KB. */
function sharedStringsBomb(): Buffer {
  const si = Buffer.from(`<si><t>${'A'.repeat(1000)}</t></si>`);
  const count = Math.ceil((100 * 1024 * 1024) / si.length);
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
  );
  return Buffer.concat([head, Buffer.alloc(si.length * count, si), Buffer.from('</sst>')]);
}

/** Uploads while polling /api/health; answers the upload and the slowest health answer. */
async function uploadWatchingHealth(name: string, bytes: Buffer) {
  const times: number[] = [];
  let done = false;
  const started = Date.now();
  const pending = upload(t, admin, name, bytes).finally(() => (done = true));
  while (!done) {
    const at = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    times.push(performance.now() - at);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  const p90 = times[Math.floor(times.length * 0.9)] ?? 0;
  return { res: await pending, p90, polls: times.length, seconds: (Date.now() - started) / 1000 };
}

describe('hostile spreadsheets', () => {
  let bomb: Buffer;
  let honest: Buffer;
  let lying: Buffer;
  beforeAll(async () => {
    const entries = (
      await workbookEntries([
        ['Nome', 'Telefone'],
        ['Ana', '19999990000'],
      ])
    ).filter((e) => e.path !== 'xl/sharedStrings.xml');
    bomb = sharedStringsBomb();
    honest = zip([...entries, { path: 'xl/sharedStrings.xml', data: bomb }]);
    lying = zip([...entries, { path: 'xl/sharedStrings.xml', data: bomb, declare: 2048 }]);
  }, 60_000);

  it('a zip bomb whose directory tells the truth is refused at once, in pt-BR', async () => {
    expect(honest.length).toBeLessThan(2 * 1024 * 1024);
    const { res, seconds } = await uploadWatchingHealth('bomba.xlsx', honest);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_FILE_INVALID',
      message: expect.stringMatching(/textos demais/),
    });
    expect(seconds).toBeLessThan(3);
  });

  it('a zip bomb whose directory lies is stopped while inflating; the server keeps answering', async () => {
    const { res, p90, polls, seconds } = await uploadWatchingHealth('bomba-mentirosa.xlsx', lying);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('IMPORT_FILE_INVALID');
    expect(seconds).toBeLessThan(30);
    expect(polls).toBeGreaterThan(3);
    // The 90th percentile, not the maximum: a shared CI machine preempts any process now and then.
    expect(p90).toBeLessThan(100);
    // Nothing was stored for a refused file.
    const { rows } = await t.deps.database.executeSql("select 1 from imports where file_name like 'bomba%'");
    expect(rows).toHaveLength(0);
  }, 60_000);

  it('too many columns is refused with the limit named', async () => {
    const wide = Array.from({ length: 600 }, (_, i) => `Coluna ${i + 1}`);
    const entries = await workbookEntries([wide, wide.map(() => 'x')]);
    const res = await upload(t, admin, 'larga.xlsx', zip(entries));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/colunas demais \(máximo 500\)/);
  });

  it('a worker past its memory cap is stopped, not the server', async () => {
    const entry = new URL(
      'data:text/javascript,import{parentPort}from"node:worker_threads";parentPort.on("message",()=>{const a=[];for(;;)a.push(new Array(1e6).fill(1))})',
    );
    const runner = workerRunner(entry, { memoryMb: 32, timeoutMs: 20_000 });
    const stopped = await runner.run(null).catch((err: unknown) => err);
    expect(stopped).toBeInstanceOf(WorkerLimitError);
    expect((stopped as WorkerLimitError).limit).toBe('memory');
    await runner.close();
  });
});
