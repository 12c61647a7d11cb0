// Prometheus metrics of one instance: requests by route pattern (never the URL: bounded labels, one map lookup
// per request), the job queue, WhatsApp status per office, Socket.IO connections and the process's own.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { wppBucket } from '@gabinete/shared';
import type { AppDeps } from '../../deps.ts';
import { requestHistogram } from './request-histogram.ts';

export interface AppMetrics {
  registry: Registry;
  /** Called once per response (onResponse hook). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** Everything in Prometheus text format. */
  render(): Promise<string>;
}

async function rows<T>(deps: AppDeps, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await deps.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function createMetrics(app: FastifyInstance, deps: AppDeps): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = requestHistogram();

  new Gauge({
    name: 'gabinete_jobs',
    help: 'Tarefas em segundo plano por fila e estado (created/retry = na fila, active = rodando, failed = falhas guardadas)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const found = await rows<{ queue: string; state: string; n: number }>(
        deps,
        sql`select name as queue, state::text as state, count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
      ).catch(() => []);
      for (const r of found) this.set({ queue: r.queue, state: r.state }, r.n);
    },
  });
  new Gauge({
    name: 'gabinete_whatsapp_offices',
    help: 'Escritórios por situação da conexão do WhatsApp',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const found = await rows<{ status: string | null; n: number }>(
        deps,
        sql`select status, count(*)::int as n from whatsapp_connections group by status`,
      ).catch(() => []);
      const buckets = new Map<string, number>();
      for (const r of found) buckets.set(wppBucket(r.status), (buckets.get(wppBucket(r.status)) ?? 0) + r.n);
      for (const [status, n] of buckets) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'gabinete_socket_connections',
    help: 'Conexões Socket.IO abertas nesta instância',
    registers: [registry],
    collect() {
      this.set(app.socketClients?.() ?? 0);
    },
  });

  return {
    registry,
    observe: requests.observe,
    async render() {
      return requests.render() + (await registry.metrics());
    },
  };
}
