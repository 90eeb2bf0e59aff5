// Prometheus metrics (prom-client), one registry per process, served at GET /metrics (server.ts):
// - http_request_duration_seconds{method,route,status}: every answer, by declared route;
// - db_pool_connections{state}: the API's pool, in use, free and callers waiting for one;
// - jobs_queue_size{queue}: jobs waiting in each queue of the running job runner;
// - jobs_failures_total{queue}: job runs that failed (each retry counts);
// - einvoice_outcomes_total{outcome}: what electronic invoicing came to (accepted, rejected, sent, failed…);
// - the process's own (CPU, memory, event-loop lag, handles), prom-client's defaults.
// What only the running instance knows (its pool, its queues) is read when scraped.
import type { Knex } from 'knex';
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request received to its answer, by method, declared route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobFailures = new client.Counter({
  name: 'jobs_failures_total',
  help: 'Job runs that threw, by queue (a retried job counts once per failed run)',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const einvoiceOutcomes = new client.Counter({
  name: 'einvoice_outcomes_total',
  help: 'Electronic-invoicing submissions and verdicts by the state they left the document in',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const pools = new Set<Knex>();

/** Counts `db`'s connections in the pool gauge until the returned function is called. */
export function trackPool(db: Knex): () => void {
  pools.add(db);
  return () => {
    pools.delete(db);
  };
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

new client.Gauge({
  name: 'db_pool_connections',
  help: "The API's database pool: connections in use, free, and callers waiting for one",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let used = 0;
    let free = 0;
    let waiting = 0;
    for (const db of pools) {
      const pool = (db.client as { pool?: TarnPool }).pool;
      if (!pool) continue;
      used += pool.numUsed();
      free += pool.numFree();
      waiting += pool.numPendingAcquires();
    }
    this.set({ state: 'used' }, used);
    this.set({ state: 'free' }, free);
    this.set({ state: 'waiting' }, waiting);
  },
});

let queueSizes: (() => Promise<Record<string, number>>) | undefined;

/** The running job runner lends how many jobs wait in each queue (undefined when it stops). */
export function trackQueues(sizes: (() => Promise<Record<string, number>>) | undefined): void {
  queueSizes = sizes;
}

new client.Gauge({
  name: 'jobs_queue_size',
  help: 'Jobs waiting to run, by queue (this instance runs the jobs)',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!queueSizes) return;
    for (const [queue, size] of Object.entries(await queueSizes().catch(() => ({})))) this.set({ queue }, size);
  },
});

/** A job handler whose failures are counted under its queue (and still thrown, for pg-boss to retry). */
export function counted<A extends unknown[], R>(queue: string, handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } catch (error) {
      jobFailures.inc({ queue });
      throw error;
    }
  };
}
