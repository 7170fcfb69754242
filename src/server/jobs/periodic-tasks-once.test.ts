import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../test/server-node';
import { freshTestDatabase } from '../test/test-database';
import { JOB_SCHEMA } from './job-queue';

const PERIOD_SECONDS = 1;

// Several nodes share one PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('periodic tasks on two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const secret = randomBytes(32).toString('hex');
    const node = { databaseUrl: database.source.url, authSecret: secret, env: { TRENDING_REFRESH_SECONDS: String(PERIOD_SECONDS) } };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
    client = new pg.Client({ connectionString: database.source.url });
    await client.connect();
  }, 200_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await client?.end();
    await database?.dispose();
  });

  it('run once per period across both nodes, not once per node', async () => {
    const runs = async () =>
      (
        await client.query<{ slot: string; jobs: number; completed: number }>(
          `select singleton_on::text as slot, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed
             from ${JOB_SCHEMA}.job where name = 'trending-refresh' group by singleton_on order by singleton_on`,
        )
      ).rows;
    // Both nodes offer every run; wait for several periods' worth.
    await expect.poll(async () => (await runs()).filter((slot) => slot.completed === 1).length, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(4);
    const slots = await runs();
    // Since the first node offered the first run (the other may have started seconds later), by the database's clock.
    const [{ seconds }] = (
      await client.query<{ seconds: number }>(`select extract(epoch from now() - min(created_on))::float8 as seconds from ${JOB_SCHEMA}.job where name = 'trending-refresh'`)
    ).rows as [{ seconds: number }];
    // One job per period, each run once: two nodes each running it would make two per period.
    expect(slots.every((slot) => slot.jobs === 1)).toBe(true);
    const completed = slots.reduce((sum, slot) => sum + slot.completed, 0);
    expect(completed).toBeLessThanOrEqual(Math.ceil(seconds / PERIOD_SECONDS) + 3);
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50|job queue error/);
  }, 60_000);
});
