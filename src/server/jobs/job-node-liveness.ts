import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { jobNodes } from '../db/schema';
import { sqlInTransaction } from '../db/sql-in-transaction';

/** How quickly a node's death is noticed (decision 051); tests make it shorter. */
export interface LivenessTimings {
  /** How often each node writes its heartbeat (and looks for dead nodes' jobs). */
  heartbeatMs: number;
  /**
   * A node whose last heartbeat is older than this is dead, and a job must have been active this
   * long before it can be judged no one's: its node has beaten several times since taking it.
   */
  deadAfterMs: number;
}

export const DEFAULT_LIVENESS: LivenessTimings = { heartbeatMs: 2_000, deadAfterMs: 10_000 };

/**
 * Whether the node with this id is alive (its heartbeat is recent): for work claimed elsewhere in
 * the node's name, whose claim is dead once its node is.
 */
export function isLiveJobNode(nodeId: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from ${jobNodes} where ${jobNodes.id} = ${nodeId} and ${jobNodes.beatAt} > now() - make_interval(secs => ${DEFAULT_LIVENESS.deadAfterMs / 1000}))`;
}

/** What the sweep writes as the failed run's output, for whoever reads the job afterwards. */
export const DEAD_NODE_MESSAGE = 'the server node running this job stopped (no heartbeat); failed so it can run again';

export interface JobNodeLiveness {
  /** This node's id in `job_nodes`. */
  readonly nodeId: string;
  /** The node is running these jobs: they are published with every heartbeat from now on. */
  claim(jobIds: string[]): void;
  /** The jobs' handler returned: they stay claimed a little longer, while pg-boss writes their end. */
  release(jobIds: string[]): void;
  start(queueNames: () => string[]): void;
  stop(): Promise<void>;
}

/** Postgres' array literal: uuids need no quoting, and both drivers take text for `uuid[]`. */
const uuidArray = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;

/**
 * Every node keeps a heartbeat row in `job_nodes` listing the jobs it is running, and on every
 * beat looks for active jobs of its queues that no live node claims (their node was killed):
 * those are failed through pg-boss's own `fail`, so a standard job is retried and a singleton
 * periodic task's next run may start, seconds after the death rather than at pg-boss's
 * 15-minute expiry. A live node's job is never taken: it is listed with every beat, however long
 * it runs. One sweep at a time across nodes (a transaction's advisory lock); the jobs it fails
 * are locked in that transaction, so none can change hands under it.
 */
export function createJobNodeLiveness(options: {
  database: Database;
  /** pg-boss's instance now (the job queue makes a new one when a start must be tried again). */
  boss: () => PgBoss;
  /** pg-boss's schema. */
  schema: string;
  log: FastifyBaseLogger;
  timings?: LivenessTimings;
}): JobNodeLiveness {
  const { database, boss, schema, log, timings = DEFAULT_LIVENESS } = options;
  const nodeId = randomUUID();
  const running = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();
  let stopped = false;
  const releaseTimers = new Set<NodeJS.Timeout>();

  async function beat(): Promise<void> {
    await database.background.executeSql(
      `insert into job_nodes (id, host, pid, beat_at, job_ids) values ($1, $2, $3, now(), $4::uuid[])
         on conflict (id) do update set beat_at = now(), job_ids = excluded.job_ids`,
      [nodeId, os.hostname(), process.pid, uuidArray(running)],
    );
  }

  async function sweep(queueNames: string[]): Promise<void> {
    if (queueNames.length === 0) return;
    const deadAfter = sql`make_interval(secs => ${timings.deadAfterMs / 1000})`;
    await database.background.db.transaction(async (tx) => {
      const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('job-node-sweep')) as got`)).rows as { got: boolean }[];
      if (!lock?.got) return;
      await tx.execute(sql`delete from job_nodes where beat_at < now() - ${deadAfter}`);
      const orphans = (
        await tx.execute(sql`
          select j.id::text as id, j.name from ${sql.raw(schema)}.job j
          where j.state = 'active' and j.name in (${sql.join(queueNames.map((name) => sql`${name}`), sql`, `)})
            and j.started_on < now() - ${deadAfter}
            and not exists (select 1 from job_nodes n where j.id = any(n.job_ids))
          for update of j skip locked`)
      ).rows as { id: string; name: string }[];
      const byQueue = new Map<string, string[]>();
      for (const orphan of orphans) byQueue.set(orphan.name, [...(byQueue.get(orphan.name) ?? []), orphan.id]);
      const inTx = sqlInTransaction(tx);
      // pg-boss passes the ids as an array parameter, which drizzle would spread into a list.
      const executor = { executeSql: (text: string, values: unknown[] = []) => inTx.executeSql(text, values.map((value) => (Array.isArray(value) ? uuidArray(value as string[]) : value))) };
      for (const [queue, ids] of byQueue) {
        for (const id of ids) await boss().fail(queue, id, { message: DEAD_NODE_MESSAGE }, { db: executor });
        log.warn({ queue, jobs: ids.length }, 'jobs of a server node that stopped were failed so they can run again');
      }
    });
  }

  return {
    nodeId,
    claim(jobIds) {
      for (const id of jobIds) running.add(id);
    },
    release(jobIds) {
      // pg-boss writes a job's completion after its handler returns, without waiting: until then
      // the job is still active, and must not look like a dead node's.
      const later = setTimeout(() => {
        releaseTimers.delete(later);
        for (const id of jobIds) running.delete(id);
      }, timings.heartbeatMs * 2);
      later.unref();
      releaseTimers.add(later);
    },
    start(queueNames) {
      const tick = () => {
        // One beat at a time: a slow database must not pile them up.
        beating = beating
          .then(async () => {
            if (stopped) return;
            await beat();
            await sweep(queueNames());
          })
          .catch((error: unknown) => {
            if (!stopped) log.error({ err: error }, 'the job heartbeat failed');
          });
      };
      tick();
      timer = setInterval(tick, timings.heartbeatMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const later of releaseTimers) clearTimeout(later);
      await beating;
      // Gone on purpose: whatever it ran has ended (pg-boss's stop waited for it, or failed it).
      await database.background.executeSql('delete from job_nodes where id = $1', [nodeId]).catch(() => undefined);
    },
  };
}
