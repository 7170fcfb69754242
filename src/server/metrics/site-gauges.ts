import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { JOB_SCHEMA } from '../jobs/job-queue';
import { cachedReading } from './cached-reading';

/** Figures read from the shared database are read at most this often per node, however often it is scraped. */
export const DATABASE_READING_MAX_AGE_MS = 15_000;

export interface LedgerReconciliationStatus {
  balanced: boolean;
  checkedAt: Date;
}

export interface SiteGaugeSources {
  database: Database;
  log: FastifyBaseLogger;
  /** Notification streams (SSE) open on this node. */
  openStreams(): number;
  /** The last hourly reconciliation, whichever node ran it (null before the first). */
  lastReconciliation(): Promise<LedgerReconciliationStatus | null>;
}

interface QueueDepth {
  queue: string;
  state: string;
  jobs: number;
}

/**
 * Gauges of this node (connection pools, open streams) and of the site as a whole (job queues,
 * files waiting for analysis, the ledger), read when scraped. Every node reports the site-wide ones
 * alike: take max() of them across nodes, not sum().
 */
export function registerSiteGauges(registry: Registry, sources: SiteGaugeSources): void {
  const { database, log } = sources;
  const onError = (what: string) => (error: unknown) => log.warn({ err: error }, `metrics: could not read ${what}`);
  // Waiting and running jobs only: pg-boss keeps finished ones for a while, and they are not depth.
  const queueDepths = cachedReading(
    async (): Promise<QueueDepth[]> =>
      (
        await database.background.executeSql(
          `select name as queue, state::text as state, count(*)::int as jobs from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active') group by name, state`,
        )
      ).rows as QueueDepth[],
    DATABASE_READING_MAX_AGE_MS,
    onError('the job queues'),
  );
  const analysisWaiting = cachedReading(
    async () =>
      (
        await database.background.executeSql(
          `select analysis_status as status, count(*)::int as files from model_files where analysis_status in ('pending', 'running') group by analysis_status`,
        )
      ).rows as { status: string; files: number }[],
    DATABASE_READING_MAX_AGE_MS,
    onError('the analysis queue'),
  );
  const reconciliation = cachedReading(sources.lastReconciliation, DATABASE_READING_MAX_AGE_MS, onError('the ledger reconciliation'));

  new Gauge({
    name: 'meshmandi_job_queue_jobs',
    help: 'Jobs waiting (created, retry) or running (active) per queue, across the site.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await queueDepths()) ?? []) this.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  });
  new Gauge({
    name: 'meshmandi_analysis_files',
    help: 'Model files waiting for mesh analysis (pending) or being analysed (running), across the site.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await analysisWaiting();
      this.reset();
      if (!rows) return;
      for (const status of ['pending', 'running']) this.set({ status }, rows.find((row) => row.status === status)?.files ?? 0);
    },
  });
  new Gauge({
    name: 'meshmandi_db_pool_connections',
    help: 'This node’s PostgreSQL connections per pool (requests, background): total open, idle, and callers waiting for one.',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of database.pools?.() ?? []) {
        this.set({ pool: pool.name, state: 'total' }, pool.total);
        this.set({ pool: pool.name, state: 'idle' }, pool.idle);
        this.set({ pool: pool.name, state: 'waiting' }, pool.waiting);
      }
    },
  });
  new Gauge({
    name: 'meshmandi_sse_connections',
    help: 'Notification streams (Server-Sent Events) open on this node.',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'meshmandi_ledger_reconciled',
    help: 'Whether the last hourly ledger reconciliation found every book summing to zero (1) or not (0); absent before the first.',
    registers: [registry],
    async collect() {
      const status = await reconciliation();
      this.reset();
      if (status) this.set(status.balanced ? 1 : 0);
    },
  });
  new Gauge({
    name: 'meshmandi_ledger_reconciled_timestamp_seconds',
    help: 'When the ledger was last reconciled (Unix seconds): alert when it is more than about two hours old.',
    registers: [registry],
    async collect() {
      const status = await reconciliation();
      this.reset();
      if (status) this.set(Math.floor(status.checkedAt.getTime() / 1000));
    },
  });
}
