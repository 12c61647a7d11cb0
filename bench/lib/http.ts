// Small HTTP helpers; every request of the bench goes to 127.0.0.1.
import net from 'node:net';
import { delay, type Child } from './children.ts';

export const HOST = '127.0.0.1';
export const baseUrl = (port: number) => `http://${HOST}:${port}`;

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Polls GET /api/health every 50 ms until 200; returns the milliseconds since `since`. */
export async function waitForHealth(
  port: number,
  child: Child,
  since: number,
  timeoutMs: number,
): Promise<number> {
  const deadline = since + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${child.name} exited (code ${exitCode}) before answering; it printed:\n${child.output()}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl(port)}/api/health`, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      /* not listening yet */
    }
    await delay(50);
  }
  throw new Error(
    `${child.name} gave no 200 on /api/health within ${timeoutMs / 1000} s; it printed:\n${child.output()}`,
  );
}

export async function requestJson<T>(
  port: number,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<{ status: number; body: T; bytes: number; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl(port)}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text for the error message */
  }
  return { status: res.status, body: body as T, bytes: Buffer.byteLength(text), headers: res.headers };
}
