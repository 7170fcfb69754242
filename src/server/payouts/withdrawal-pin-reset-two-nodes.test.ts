import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../test/server-node';
import { TestClient } from '../test/test-client';
import { freshTestDatabase } from '../test/test-database';

// Several nodes share one PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('a forgotten withdrawal PIN reset across two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const node = { databaseUrl: database.source.url, authSecret: randomBytes(32).toString('hex') };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
    client = new pg.Client({ connectionString: database.source.url });
    await client.connect();
  }, 200_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await client?.end();
    await database?.dispose();
  });

  it('takes the code asked for on one node on the other, once', async () => {
    const [a, b] = nodes.map((node) => new TestClient(node.url)) as [TestClient, TestClient];
    const email = `pin-reset-${randomBytes(3).toString('hex')}@example.in`;
    const password = 'Kaveri-River-Bend-42';
    expect((await a.postJson('/api/auth/sign-up/email', { email, password, name: 'Asha Rao', username: `asha_${randomBytes(3).toString('hex')}` })).status).toBe(200);
    expect((await a.postJson('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    // One browser, its requests spread over both nodes by the load balancer.
    for (const [name, value] of a.cookies) b.cookies.set(name, value);

    const lastCode = async () => {
      const mail = await client.query<{ text: string }>(`select text from mail_outbox where "to" = $1 and kind = 'otp' order by id desc limit 1`, [email]);
      return mail.rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
    };
    // The first PIN is confirmed with an e-mailed code (decision 047), asked on one node, taken on the other.
    expect((await a.call('requestStepUpCode', { purpose: 'set-withdrawal-pin' })).status).toBe(200);
    expect((await b.call('setWithdrawalPin', { pin: '1357', code: await lastCode() })).status).toBe(200);
    expect((await a.call('requestWithdrawalPinReset')).status).toBe(200);
    // The other node refuses a second code within the minute: the first is in the database, not in a node's memory.
    expect((await b.call('requestWithdrawalPinReset')).status).toBe(429);
    const code = await lastCode();
    expect(code).toMatch(/^\d{6}$/);

    expect((await b.call('resetWithdrawalPin', { code, pin: '8642' })).status).toBe(200);
    const again = await a.call('resetWithdrawalPin', { code, pin: '1111' });
    expect([again.status, again.error?.message]).toEqual([400, 'code: this code has expired, was used, or a newer one was sent; ask for a new code']);
    // The new PIN holds on the first node.
    expect((await a.call('setWithdrawalPin', { pin: '2468', currentPin: '8642' })).status).toBe(200);
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50/);
  }, 60_000);
});
