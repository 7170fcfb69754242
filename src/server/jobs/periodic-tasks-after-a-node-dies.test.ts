import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../test/server-node';
import { freshTestDatabase } from '../test/test-database';
import { DEAD_NODE_MESSAGE } from './job-node-liveness';
import { JOB_SCHEMA } from './job-queue';

// Issue 27 item 14: a node SIGKILLed in the middle of a periodic task left its run active, and
// the task stopped on every node until pg-boss's 15-minute expiry. Several nodes share one
// PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('a periodic task after the node running it is killed', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const secret = randomBytes(32).toString('hex');
    const node = { databaseUrl: database.source.url, authSecret: secret, env: { TRENDING_REFRESH_SECONDS: '1' } };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
    client = new pg.Client({ connectionString: database.source.url });
    await client.connect();
  }, 200_000);

  afterAll(async () => {
    await client?.query('rollback').catch(() => undefined);
    await Promise.all(nodes.map((node) => node.stop()));
    await client?.end();
    await database?.dispose();
  });

  const completedSince = async (since: Date) =>
    Number(
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'trending-refresh' and state = 'completed' and started_on > $1`,
          [since],
        )
      ).rows[0]!.n,
    );

  it('runs again on the other node within seconds', async () => {
    await expect.poll(() => completedSince(new Date(0)), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);

    // The refresh reads model_views: holding that table makes the next run wait where the test wants it.
    await client.query('begin');
    await client.query('lock table model_views in access exclusive mode');
    // Found through the heartbeats: the node that has the active run among its jobs, once that run's
    // statement waits on the lock. The task is a singleton, so the run active then is the waiting one,
    // whether it started before the lock was taken or after (a run that began just before the lock
    // and waits on it holds back every later one).
    const running = async () => {
      // Inside a transaction, pg_stat_activity is read from one snapshot unless it is cleared; its query
      // text is cut at 1 KB, so the refresh is known by its first lines.
      await client.query('select pg_stat_clear_snapshot()');
      return (
        await client.query<{ id: string; pid: number }>(
          `select j.id::text as id, n.pid from ${JOB_SCHEMA}.job j join job_nodes n on j.id = any(n.job_ids)
            where j.name = 'trending-refresh' and j.state = 'active'
              and exists (select 1 from pg_stat_activity a where a.wait_event_type = 'Lock' and a.query like '%with activity as%')`,
        )
      ).rows[0];
    };
    await expect.poll(running, { timeout: 30_000, interval: 100 }).toBeDefined();
    const { id, pid } = (await running())!;
    const victim = nodes.find((node) => node.child.pid === pid)!;
    expect(victim).toBeDefined();
    victim.child.kill('SIGKILL');
    await victim.stop();
    const killedAt = new Date();
    await client.query('commit');

    // The other node: after the dead node's heartbeat has gone quiet (10 s), not 15 minutes.
    await expect.poll(() => completedSince(killedAt), { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    expect(Date.now() - killedAt.getTime()).toBeLessThan(30_000);
    const [killedRun] = (await client.query(`select state::text as state, output from ${JOB_SCHEMA}.job where id = $1`, [id])).rows as [{ state: string; output: unknown }];
    expect(killedRun).toMatchObject({ state: 'failed', output: { message: DEAD_NODE_MESSAGE } });
    const survivor = nodes.find((node) => node !== victim)!;
    expect(survivor.output()).not.toMatch(/"level":50|job queue error/);
  }, 120_000);
});
