import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../test/server-node';
import { createTestApp, type TestApp } from '../test/test-app';
import { TestClient } from '../test/test-client';
import { freshTestDatabase } from '../test/test-database';
import { pruneRateLimitHits } from './database-rate-limit-store';

// The request budgets are counted in the shared database, so several nodes keep one budget.
describe('the database rate limit store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => t?.close());

  const statuses = async (client: TestClient, n: number) => {
    const answers: number[] = [];
    for (let i = 0; i < n; i++) answers.push((await client.call('getSiteInfo')).status);
    return answers;
  };

  it('refuses past the budget, starts a new window once the old one has passed, and keeps callables apart', async () => {
    const client = t.client();
    expect(await statuses(client, 5)).toEqual([200, 200, 200, 429, 429]);
    // Another callable has its own budget.
    expect((await client.call('getSession')).status).toBe(200);
    await t.services.db.execute(sql`update rate_limit_hits set window_start = now() - interval '61 seconds'`);
    expect(await statuses(client, 4)).toEqual([200, 200, 200, 429]);
  });

  it('prunes counters whose windows ended over an hour ago, and no others', async () => {
    await t.client().call('getSiteInfo');
    await t.services.db.execute(sql`update rate_limit_hits set window_start = now() - interval '2 hours' where key like '%getSiteInfo%'`);
    const before = Number((await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits`)).rows[0]!.n);
    expect(await pruneRateLimitHits(t.services.db)).toBeGreaterThan(0);
    const after = Number((await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits`)).rows[0]!.n);
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
  });
});

// PGlite is one process's own database; several nodes share PostgreSQL.
describe.skipIf(!inject('postgresTemplate'))('the rate limit on two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const node = { databaseUrl: database.source.url, authSecret: randomBytes(32).toString('hex'), env: { RATE_LIMIT_PER_MINUTE: '4' } };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.dispose();
  });

  it('is one budget across both, not one per node', async () => {
    const [a, b] = nodes.map((node) => new TestClient(node.url)) as [TestClient, TestClient];
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await (i % 2 ? b : a).call('getSiteInfo')).status);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  }, 60_000);
});
