import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/open-test-database';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue';

// Decision 073: a node looks for due jobs in all its queues with one statement, and wakes only the
// workers that have work; pg-boss's poll per queue is a fallback thirty seconds apart.
describe('one look for due jobs in all of a node’s queues', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let jobs: JobQueue;
  const statements: string[] = [];
  const ran: { queue: string; at: number }[] = [];
  const QUEUES = Array.from({ length: 20 }, (_, i) => `quiet-${i}`);

  beforeAll(async () => {
    opened = await openTestDatabase();
    const real = opened.database;
    // The job queue's statements all go through the background connection: count them.
    const counted: Database = {
      ...real,
      background: {
        db: real.background.db,
        executeSql: (text, values) => {
          statements.push(text);
          return real.background.executeSql(text, values);
        },
      },
    };
    jobs = createJobQueue(counted, pino({ level: 'silent' }));
    await jobs.start({
      periodic: [{ name: 'hourly-sweep', periodMs: 60 * 60 * 1000, run: async () => void ran.push({ queue: 'hourly-sweep', at: Date.now() }) }],
      queues: QUEUES.map((name) => ({
        name,
        async handle() {
          ran.push({ queue: name, at: Date.now() });
        },
      })),
    });
  }, 60_000);

  afterAll(async () => {
    await jobs?.stop();
    await opened?.close();
  });

  const send = (queue: string, startAfterSeconds?: number) =>
    opened.database.db.transaction((tx) => jobs.sendInTransaction(tx, queue, { at: Date.now() }, { startAfterSeconds }));

  it('asks the database a few things a second while nothing is due, not one thing per queue', async () => {
    // The periodic task's first run is due at once; then nothing is until the hour is up.
    await expect.poll(() => ran.length, { timeout: 10_000, interval: 50 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    statements.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const fetches = statements.filter((text) => /FOR UPDATE SKIP LOCKED/i.test(text));
    // Twenty-one queues each polled every second would be 63 fetches here.
    expect(fetches).toHaveLength(0);
    expect(statements.filter((text) => text.includes('unnest($1::text[])')).length).toBeGreaterThanOrEqual(2);
    expect(statements.length).toBeLessThan(15);
  }, 30_000);

  it('starts a job sent to any queue within about a second, not at the workers’ thirty-second fallback', async () => {
    await send('quiet-13');
    await expect.poll(() => ran.filter((run) => run.queue === 'quiet-13').length, { timeout: 5_000, interval: 50 }).toBe(1);
    expect(ran.map((run) => run.queue)).toEqual(['hourly-sweep', 'quiet-13']);
  }, 30_000);

  it('starts a job that waits once its wait is over, and not before', async () => {
    const sentAt = Date.now();
    await send('quiet-4', 2);
    await expect.poll(() => ran.filter((run) => run.queue === 'quiet-4').length, { timeout: 8_000, interval: 50 }).toBe(1);
    expect(ran.find((run) => run.queue === 'quiet-4')!.at - sentAt).toBeGreaterThanOrEqual(2_000);
  }, 30_000);

  it('leaves every job it started completed', async () => {
    const { rows } = await opened.database.executeSql(
      `select name, state from ${JOB_SCHEMA}.job where name = any($1) order by name`,
      [QUEUES],
    );
    await expect
      .poll(async () => (await opened.database.executeSql(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = any($1) and state = 'completed'`, [QUEUES])).rows[0])
      .toEqual({ n: 2 });
    expect(rows).toHaveLength(2);
  }, 30_000);
});
