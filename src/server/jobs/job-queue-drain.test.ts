import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/open-test-database';
import { createJobQueue, JOB_SCHEMA, type JobQueue } from './job-queue';

// Issue 29: in tests, jobs run when the test drains them, not when a polling worker gets to them,
// so a check that something did not happen is exact rather than a wait.
describe('job queue on demand', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: Database;
  let jobs: JobQueue;
  const ran: string[] = [];
  let periodicRuns = 0;

  beforeAll(async () => {
    opened = await openTestDatabase();
    database = opened.database;
    jobs = createJobQueue(database, pino({ level: 'silent' }));
    await jobs.start({
      onDemand: true,
      periodic: [{ name: 'tick', periodMs: 1000, run: async () => void (periodicRuns += 1) }],
      queues: [
        {
          name: 'first',
          async handle(data) {
            const { key } = data as { key: string };
            ran.push(`first:${key}`);
            // A job that sends another, as an event's consumer records a further event.
            await database.db.transaction((tx) => jobs.sendInTransaction(tx, 'second', { key }));
          },
        },
        {
          name: 'second',
          batchSize: 5,
          async handle(data) {
            const { key } = data as { key: string };
            if (key === 'bad') throw new Error('the second step fails');
            ran.push(`second:${key}`);
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await opened?.close();
  });

  const send = (queue: string, key: string, startAfterSeconds?: number) =>
    database.db.transaction((tx) => jobs.sendInTransaction(tx, queue, { key }, startAfterSeconds ? { startAfterSeconds } : {}));
  const states = async (queue: string) => {
    const { rows } = await database.db.execute(sql.raw(`select state from ${JOB_SCHEMA}.job where name = '${queue}' order by created_on`));
    return (rows as { state: string }[]).map((row) => row.state);
  };

  it('runs nothing by itself: a sent job waits, and no periodic task is offered', async () => {
    await send('first', 'a');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toEqual([]);
    expect(await states('first')).toEqual(['created']);
    expect(periodicRuns).toBe(0);
    expect(await states('tick')).toEqual([]);
  });

  it('drains every due job and the jobs they send, then finds nothing left', async () => {
    expect(await jobs.drain()).toBe(2);
    expect(ran).toEqual(['first:a', 'second:a']);
    expect(await states('first')).toEqual(['completed']);
    expect(await states('second')).toEqual(['completed']);
    expect(await jobs.drain()).toBe(0);
  });

  it('leaves a job that is not due yet for later', async () => {
    await send('second', 'later', 3600);
    expect(await jobs.drain()).toBe(0);
    expect(ran).not.toContain('second:later');
  });

  it('runs a job due within the given seconds, as if that time had passed, and not one due later', async () => {
    await send('second', 'soon', 30);
    await send('second', 'next-hour', 3600);
    expect(await jobs.drain({ dueWithinSeconds: 60 })).toBe(1);
    expect(ran).toContain('second:soon');
    expect(ran).not.toContain('second:next-hour');
  });

  it("throws a handler's failure and fails its job, to be retried as a worker's would be", async () => {
    await send('second', 'bad');
    await expect(jobs.drain()).rejects.toThrow('the second step fails');
    expect(await states('second')).toContain('retry');
  });
});
