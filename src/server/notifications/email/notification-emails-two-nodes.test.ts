import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../../test/server-node';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { freshTestDatabase } from '../../test/test-database';

const PEOPLE = 6;
const EACH = 5;

// Several nodes share one PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('notification e-mails on two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  let client: pg.Client;
  let peer: SmtpPeer;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    peer = await startSmtpPeer();
    const node = { databaseUrl: database.source.url, authSecret: randomBytes(32).toString('hex'), env: { SMTP_URL: peer.url, NOTIFICATION_EMAIL_SECONDS: '1' } };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
    client = new pg.Client({ connectionString: database.source.url });
    await client.connect();
  }, 200_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await client?.end();
    await peer?.close();
    await database?.dispose();
  });

  it('mail each due notification once, whichever node claims it', async () => {
    const addresses: string[] = [];
    for (let p = 0; p < PEOPLE; p += 1) {
      const id = randomUUID();
      const email = `node-reader-${p}-${randomBytes(3).toString('hex')}@example.in`;
      addresses.push(email);
      await client.query('insert into users (id, email, display_name, is_verified) values ($1, $2, $3, true)', [id, email, `Reader ${p}`]);
      for (let n = 0; n < EACH; n += 1) {
        await client.query(
          `insert into notifications (id, recipient_id, type, category, message, action_url, email_state, email_due_at)
           values ($1, $2, 'review', 'reviews', $3, '/model/m1', 'due', now())`,
          [randomUUID(), id, `Review ${n} for reader ${p}`],
        );
      }
    }
    await expect
      .poll(async () => (await client.query<{ n: number }>(`select count(*)::int as n from notifications where email_state = 'sent'`)).rows[0]!.n, { timeout: 30_000, interval: 250 })
      .toBe(PEOPLE * EACH);
    // Claimed rows are sent after their claim commits: wait for the peer to have them all, then a little longer for any second sending.
    const total = () => addresses.reduce((sum, address) => sum + peer.to(address).length, 0);
    await expect.poll(total, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(PEOPLE * EACH);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(total(), nodes.map((node) => node.output()).join('\n')).toBe(PEOPLE * EACH);
    for (const [p, address] of addresses.entries()) {
      const mail = peer.to(address);
      expect(mail).toHaveLength(EACH);
      const bodies = mail.map((m) => /Review (\d) for reader/.exec(m.decoded)?.[1]).sort();
      expect(bodies, `reader ${p}`).toEqual(['0', '1', '2', '3', '4']);
    }
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50|job queue error/);
  }, 60_000);
});
