// The durability test's load: acknowledged writes (citizens created through the API, each answered 201) and a
// running import whose progress is read through the API, against a real server process that will be killed.
import { expect } from 'vitest';
import type { ServerProcess } from '../src/modules/realtime/scale-out-test-helpers.ts';

export interface Load {
  importId: string;
  /** Ids of the citizens the API answered 201 for. */
  acked: string[];
  /** The highest processedRows the API showed for the import. */
  maxShown: () => number;
  /** Resolves when at least `rows` import rows and `writes` acknowledged writes have been seen. */
  reached(rows: number, writes: number): Promise<void>;
  /** Stops the writes (the import and its progress polling go on). */
  stopWrites(): Promise<void>;
  /** Resolves as soon as the API shows the import further than before (a batch has just committed). */
  nextProgress(): Promise<number>;
  /** Stops issuing requests and waits for the ones in flight (they fail once the server is dead). */
  settle(): Promise<void>;
}

async function call(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const form = body instanceof FormData;
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown>, text };
}

export async function login(server: ServerProcess): Promise<string> {
  const res = await call(server, 'POST', '/api/auth', undefined, {
    email: 'admin@gabinete.demo',
    password: 'gabinete123',
  });
  expect(res.status, res.text).toBe(200);
  return res.json.accessToken as string;
}

/** Uploads, maps and starts an import of `rows` citizens with their own phones. */
async function startImport(server: ServerProcess, token: string, tag: string, rows: number) {
  const lines = Array.from({ length: rows }, (_, i) => `${tag} ${i + 1};(21) 9${String(i).padStart(8, '0')}`);
  const form = new FormData();
  form.append('file', new Blob([['Nome;Celular', ...lines].join('\n')]), `${tag}.csv`);
  const up = await call(server, 'POST', '/api/imports', token, form);
  expect(up.status, up.text).toBe(201);
  const id = up.json._id as string;
  const mapped = await call(server, 'PUT', `/api/imports/${id}/mapping`, token, {
    mapping: { Nome: 'name', Celular: 'phone' },
    duplicatePolicy: 'create',
    tagIds: [],
  });
  expect(mapped.status, mapped.text).toBe(200);
  const started = await call(server, 'POST', `/api/imports/${id}/start`, token);
  expect(started.status, started.text).toBe(200);
  return id;
}

export async function startLoad(
  server: ServerProcess,
  token: string,
  tag: string,
  rows: number,
): Promise<Load> {
  const importId = await startImport(server, token, tag, rows);
  const acked: string[] = [];
  let shown = 0;
  let stopped = false;
  let writing = true;
  let onProgress: ((rows: number) => void) | null = null;
  const writer = async (w: number) => {
    for (let i = 0; !stopped && writing; i++) {
      try {
        const res = await call(server, 'POST', '/api/citizens', token, { name: `${tag} escrita ${w}-${i}` });
        if (res.status === 201) acked.push(res.json._id as string);
      } catch {
        return; // the server is gone: this write was never acknowledged
      }
    }
  };
  const poller = async () => {
    while (!stopped) {
      try {
        const res = await call(server, 'GET', `/api/imports/${importId}`, token);
        const rows = res.status === 200 ? (res.json.processedRows as number) : 0;
        if (rows > shown) {
          shown = rows;
          onProgress?.(rows);
        }
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const writers = [writer(1), writer(2)];
  const loops = [...writers, poller()];
  return {
    importId,
    acked,
    maxShown: () => shown,
    async reached(rowsSeen, writes) {
      const until = Date.now() + 60_000;
      while (shown < rowsSeen || acked.length < writes) {
        if (Date.now() > until)
          throw new Error(
            `carga não chegou a ${rowsSeen} linhas / ${writes} escritas (${shown} / ${acked.length})`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stopWrites() {
      writing = false;
      await Promise.all(writers);
    },
    nextProgress() {
      return new Promise((resolve) => {
        onProgress = (rows) => {
          onProgress = null;
          resolve(rows);
        };
      });
    },
    async settle() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
