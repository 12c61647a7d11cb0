// Background jobs on pg-boss, stored in the app's own database (the embedded server or DATABASE_URL): modules
// define handlers, workers poll every half second and are woken at once when this process sends a job.
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

type Recorder = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const BossManager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
  prototype: Record<'complete' | 'fail', Recorder> & { gabineteGuarded?: boolean };
};

/**
 * pg-boss records a finished job's outcome (complete / fail) with a write it does not await: when the database
 * is unreachable at that moment (a restart, a failover) the rejection is unhandled and Node ends the whole
 * server. A handler on that promise keeps the server up (the job is retried once it expires); a caller that
 * awaits the same call still gets the error.
 */
function guardOutcomeWrites(): void {
  const proto = BossManager.prototype;
  if (proto.gabineteGuarded) return;
  proto.gabineteGuarded = true;
  for (const name of ['complete', 'fail'] as const) {
    const record = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const written = record.apply(this, args);
      written.catch((err: unknown) =>
        console.warn(
          `Resultado de tarefa não registrado: ${err instanceof Error ? err.message : String(err)}`,
        ),
      );
      return written;
    };
  }
}

export interface JobContext {
  /** Attempts already made before this one (0 on the first run). */
  retryCount: number;
  /** True on the last attempt pg-boss will make: a failure now is final. */
  lastAttempt: boolean;
  /** Aborted when the server is shutting down: long jobs stop at their next checkpoint. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface QueueOptions {
  retryLimit?: number;
  retryDelay?: number;
  /** Doubles the delay after each failed attempt (retryDelay, 2×, 4×…). */
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** A cron expression (UTC): pg-boss sends one job per tick across every instance. */
  cron?: string;
}

export interface Jobs {
  /** Registers a queue's handler; queues defined after start() begin working at once. */
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): void;
  start(): Promise<void>;
  /** Stops fetching, asks running jobs to stop at their next checkpoint, and waits for them. */
  stop(): Promise<void>;
  /** Enqueues a job; call it after the transaction that made the job necessary has committed. */
  send<T extends object>(queue: string, data: T): Promise<void>;
  /** Runs a queue's handler here and now and awaits it (tests, scripts). */
  run<T extends object>(queue: string, data: T): Promise<void>;
  /** Resolves when this process has no job running (tests). */
  idle(): Promise<void>;
  /** Whether the queue is started here (GET /api/ready). */
  started(): boolean;
}

interface Definition {
  handler: JobHandler<object>;
  options: QueueOptions;
}

const POLLING_SECONDS = 0.5;

/** Promises in flight, each forgotten once it settles; `settled()` waits until none is left. */
function inFlight<T>() {
  const set = new Set<Promise<T>>();
  return {
    add(promise: Promise<T>): Promise<T> {
      set.add(promise);
      void promise.finally(() => set.delete(promise)).catch(() => {});
      return promise;
    },
    async settled(): Promise<void> {
      while (set.size) await Promise.allSettled([...set]);
    },
  };
}

export function createJobs(
  database: Database,
  log: (message: string, err?: unknown) => void,
  /** How long stop() lets running jobs finish before pg-boss marks them failed. */
  stopTimeoutMs = 8000,
): Jobs {
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  const running = inFlight<void>();
  let controller = new AbortController();
  let boss: PgBoss | null = null;
  // pg-boss records a job's completion or failure without awaiting it: stop() waits for those writes, so
  // they land before the caller closes the database (and never reject on a closed pool afterwards).
  const queries = inFlight<unknown>();

  async function work(queue: string, def: Definition): Promise<void> {
    const b = boss!;
    const { cron, ...retry } = def.options;
    const settings = { name: queue, retryLimit: 2, retryDelay: 5, ...retry };
    await b.createQueue(queue, settings);
    await b.updateQueue(queue, settings);
    const id = await b.work<object>(
      queue,
      { pollingIntervalSeconds: POLLING_SECONDS, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        const context: JobContext = {
          retryCount: job.retryCount,
          lastAttempt: job.retryCount >= job.retryLimit,
          signal: controller.signal,
        };
        await running.add(def.handler(job.data, context));
      },
    );
    workers.set(queue, id);
    if (cron) await b.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  return {
    define(queue, handler, options = {}) {
      const def = { handler: handler as JobHandler<object>, options };
      definitions.set(queue, def);
      if (boss) void work(queue, def).catch((err) => log(`fila ${queue} não iniciada`, err));
    },

    async start() {
      if (boss) return;
      guardOutcomeWrites();
      controller = new AbortController();
      // pg-boss on the app's own pool, each of its statements tracked until it settles (see stop).
      const db = {
        executeSql: (text: string, values?: unknown[]) => queries.add(database.executeSql(text, values)),
      };
      const created = new PgBoss({ db: db as PgBoss.Db, schema: 'pgboss' });
      created.on('error', (err) => log('erro na fila de tarefas', err));
      await created.start();
      boss = created;
      for (const [queue, def] of definitions) await work(queue, def);
    },

    async stop() {
      const b = boss;
      if (!b) return;
      boss = null;
      controller.abort();
      await b.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      workers.clear();
      // A handler slower than the timeout still ends here; then pg-boss writes its outcome (next tick).
      await running.settled();
      await new Promise((resolve) => setImmediate(resolve));
      await queries.settled();
    },

    async send(queue, data) {
      if (!boss) throw new Error(`Fila de tarefas parada: não foi possível enviar '${queue}'.`);
      await boss.send(queue, data);
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },

    run(queue, data) {
      const def = definitions.get(queue);
      if (!def) return Promise.reject(new Error(`Fila desconhecida: ${queue}`));
      return running.add(def.handler(data, { retryCount: 0, lastAttempt: true, signal: controller.signal }));
    },

    idle: () => running.settled(),

    started: () => boss !== null,
  };
}
