import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/open-test-database';
import { DEAD_NODE_MESSAGE } from './job-node-liveness';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue';

const LIVENESS = { heartbeatMs: 200, deadAfterMs: 1_000 };

// Issue 27 item 14: a job left active by a node that died is failed within seconds (and retried,
// or its periodic task's next run let start), never a live node's job however long it runs. On
// PGlite there is one node: the sweep finds only its own jobs, claimed, and takes none.
describe('jobs of a server node that died', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: Database;
  let jobs: JobQueue;
  const lines: string[] = [];
  const handled: string[] = [];
  const ticks: number[] = [];
  const longRuns: string[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase();
    database = opened.database;
    jobs = createJobQueue(
      database,
      pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      { liveness: LIVENESS },
    );
    await jobs.start({
      periodic: [{ name: 'tick', periodMs: 1_000, run: async () => void ticks.push(Date.now()) }],
      queues: [
        { name: 'orphan-work', handle: async (data) => void handled.push((data as { key: string }).key) },
        {
          name: 'long-work',
          async handle(data) {
            // Three times as long as a dead node's heartbeat may be missing.
            await new Promise((resolve) => setTimeout(resolve, LIVENESS.deadAfterMs * 3));
            longRuns.push((data as { key: string }).key);
          },
        },
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await opened?.close();
  });

  const job = async (id: string) =>
    (await database.executeSql(`select state::text as state, output from ${JOB_SCHEMA}.job where id = $1`, [id])).rows[0] as { state: string; output: unknown } | undefined;
  const sweptLines = () => lines.filter((line) => line.includes('failed so they can run again'));

  it('retries a queue job that a dead node left active, claimed in its last heartbeat', async () => {
    // Sent to wait an hour, so no worker here takes it first; then made what a killed node leaves.
    await database.db.transaction((tx) => jobs.sendInTransaction(tx, 'orphan-work', { key: 'left-behind' }, { startAfterSeconds: 3600 }));
    const [{ id }] = (await database.executeSql(`select id::text as id from ${JOB_SCHEMA}.job where name = 'orphan-work'`)).rows as [{ id: string }];
    await database.executeSql(`update ${JOB_SCHEMA}.job set state = 'active', started_on = now() - interval '1 minute', start_after = now() - interval '1 minute' where id = $1`, [id]);
    await database.executeSql(`insert into job_nodes (id, host, pid, beat_at, job_ids) values ($1, 'gone', 1, now() - interval '1 minute', $2::uuid[])`, [randomUUID(), `{${id}}`]);

    await expect.poll(() => handled, { timeout: 10_000, interval: 100 }).toEqual(['left-behind']);
    await expect.poll(async () => (await job(id))?.state, { timeout: 5_000, interval: 100 }).toBe('completed');
    // The dead node's row is gone; this node's own is there.
    const nodes = (await database.executeSql(`select host from job_nodes`)).rows as { host: string }[];
    expect(nodes.map((node) => node.host)).not.toContain('gone');
    expect(nodes).toHaveLength(1);
  }, 30_000);

  it('lets a periodic task run again when a dead node left its run active', async () => {
    await expect.poll(() => ticks.length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    // The run a killed node was in the middle of (the singleton allows one active run at a time).
    let stuck: string | undefined;
    await expect
      .poll(
        async () => {
          try {
            const inserted = await database.executeSql(
              `insert into ${JOB_SCHEMA}.job (name, state, started_on, singleton_key, policy, retry_limit)
                 values ('tick', 'active', now() - interval '1 minute', 'tick', 'singleton', 0) returning id::text as id`,
            );
            stuck = (inserted.rows[0] as { id: string }).id;
            return true;
          } catch {
            // This node's own run was active at that moment: try again.
            return false;
          }
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    const since = Date.now();
    await expect.poll(() => ticks.filter((at) => at > since).length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(await job(stuck!)).toMatchObject({ state: 'failed', output: { message: DEAD_NODE_MESSAGE } });
  }, 30_000);

  it('never takes a job from the live node running it, however long it runs', async () => {
    const before = sweptLines().length;
    await database.db.transaction((tx) => jobs.sendInTransaction(tx, 'long-work', { key: 'slow' }));
    await expect.poll(() => longRuns, { timeout: 15_000, interval: 100 }).toEqual(['slow']);
    const longJob = async () =>
      (await database.executeSql(`select state::text as state, retry_count as retries from ${JOB_SCHEMA}.job where name = 'long-work'`)).rows[0] as { state: string; retries: number };
    await expect.poll(longJob, { timeout: 5_000, interval: 100 }).toEqual({ state: 'completed', retries: 0 });
    // Run once, never failed and retried by a sweep.
    expect(longRuns).toEqual(['slow']);
    expect(sweptLines().length).toBe(before);
    expect(lines.join('\n')).not.toMatch(/"level":50/);
  }, 30_000);
});
