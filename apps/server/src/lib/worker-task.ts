// Tasks in a worker thread with a memory cap and a time limit, so a hostile input can take neither the
// process's memory nor its event loop: past either limit the worker is stopped, the task fails with
// WorkerLimitError, and the next task gets a fresh worker. The worker stays warm between tasks (loading
// a parser such as exceljs takes seconds) and runs one task at a time; the others wait their turn.
// The module at `entry` calls serveWorkerTasks(handler).
import { parentPort, Worker } from 'node:worker_threads';

export class WorkerLimitError extends Error {
  constructor(readonly limit: 'memory' | 'time') {
    super(`worker stopped: ${limit} limit`);
  }
}

export interface WorkerTaskOptions {
  memoryMb: number;
  timeoutMs: number;
}

const BOOT = new URL('./ts-worker.mjs', import.meta.url);

interface Pending {
  resolve(answer: unknown): void;
  reject(err: Error): void;
}

export interface WorkerRunner<I, O> {
  run(input: I): Promise<O>;
  close(): Promise<void>;
}

export function workerRunner<I, O>(entry: URL, opts: WorkerTaskOptions): WorkerRunner<I, O> {
  let worker: Worker | null = null;
  let current: Pending | null = null;
  let queue = Promise.resolve();

  const fail = (err: Error) => {
    const task = current;
    current = null;
    const w = worker;
    worker = null;
    void w?.terminate();
    task?.reject(err);
  };
  const spawn = () => {
    const w = new Worker(BOOT, {
      workerData: { entry: entry.href },
      resourceLimits: { maxOldGenerationSizeMb: opts.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    w.unref();
    w.on('message', (answer: unknown) => {
      const task = current;
      current = null;
      task?.resolve(answer);
    });
    w.on('error', (err: Error & { code?: string }) => {
      if (worker === w) fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : err);
    });
    w.on('exit', (code) => {
      if (worker === w) fail(new Error(`worker exited (${code}) without an answer`));
    });
    return w;
  };

  const runOne = (input: I) =>
    new Promise<O>((resolve, reject) => {
      worker ??= spawn();
      const timer = setTimeout(() => fail(new WorkerLimitError('time')), opts.timeoutMs);
      current = {
        resolve: (a) => (clearTimeout(timer), resolve(a as O)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      worker.postMessage(input);
    });

  return {
    run(input) {
      const result = queue.then(() => runOne(input));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}

/** The worker side: answers each posted input with the handler's result. */
export function serveWorkerTasks<I, O>(handler: (input: I) => Promise<O>): void {
  parentPort!.on('message', (input: I) => {
    void handler(input).then((answer) => parentPort!.postMessage(answer));
  });
}
