import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/open-test-database';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue';

// Issue 13's storm: the notifications queues take jobs in batches, run a few at once, fetch again
// at once after a full batch, and run a batch's same-work jobs once.
describe('job queue batches', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: Database;
  let jobs: JobQueue;
  const lines: string[] = [];
  const runs: { key: string; at: number }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const batches: number[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase();
    database = opened.database;
    jobs = createJobQueue(database, pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }));
    await jobs.start({
      periodic: [],
      queues: [
        {
          name: 'storm',
          batchSize: 10,
          concurrency: 3,
          async handle(data) {
            running += 1;
            mostAtOnce = Math.max(mostAtOnce, running);
            runs.push({ key: (data as { key: string }).key, at: Date.now() });
            await new Promise((resolve) => setTimeout(resolve, 20));
            running -= 1;
          },
        },
        {
          name: 'whole-batch',
          batchSize: 10,
          async handle() {
            throw new Error('a queue with handleBatch is given whole batches');
          },
          async handleBatch(data) {
            batches.push(data.length);
          },
        },
        {
          name: 'same-work',
          batchSize: 10,
          sameWorkKey: (data) => (data as { key: string }).key,
          async handle(data) {
            runs.push({ key: `same:${(data as { key: string }).key}`, at: Date.now() });
          },
        },
      ],
    });
    // In one transaction: the workers' next fetch finds them all at once.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 40; i += 1) await jobs.sendInTransaction(tx, 'storm', { key: `k${i}` });
      for (let i = 0; i < 10; i += 1) await jobs.sendInTransaction(tx, 'same-work', { key: 'one', i });
      for (let i = 0; i < 25; i += 1) await jobs.sendInTransaction(tx, 'whole-batch', { i });
    });
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await opened?.close();
  });

  const completed = async (queue: string) =>
    Number((await database.executeSql(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state = 'completed'`, [queue])).rows[0].n);

  it('runs every job of a full batch, a few at once, and fetches the next batch without waiting for the poll', async () => {
    await expect.poll(() => completed('storm'), { timeout: 20_000, interval: 100 }).toBe(40);
    const storm = runs.filter((run) => run.key.startsWith('k'));
    expect(new Set(storm.map((run) => run.key)).size).toBe(40);
    expect(mostAtOnce).toBe(3);
    // Four full batches: waiting out a one-second poll between them would take three seconds or more.
    const spread = storm.at(-1)!.at - storm[0]!.at;
    expect(spread).toBeLessThan(2500);
    expect(lines.join('\n')).not.toMatch(/"level":50/);
  }, 30_000);

  it('runs a batch of jobs with the same work once, and completes them all', async () => {
    await expect.poll(() => completed('same-work'), { timeout: 20_000, interval: 100 }).toBe(10);
    expect(runs.filter((run) => run.key === 'same:one')).toHaveLength(1);
  }, 30_000);

  it('gives a queue that takes whole batches its jobs ten at a time', async () => {
    await expect.poll(() => completed('whole-batch'), { timeout: 20_000, interval: 100 }).toBe(25);
    expect(batches).toEqual([10, 10, 5]);
  }, 30_000);
});
