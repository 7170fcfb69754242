import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerNode, type ServerNode } from '../../test/server-node';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { freshTestDatabase } from '../../test/test-database';

const PEOPLE = 24;

// Several nodes share one PostgreSQL in production; PGlite is one process's own database.
describe.skipIf(!inject('postgresTemplate'))('a campaign on two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];
  let client: pg.Client;
  let peer: SmtpPeer;

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    peer = await startSmtpPeer();
    // 300 a minute in runs a second apart: 5 a run, whichever node takes it.
    const env = { SMTP_URL: peer.url, CAMPAIGN_EMAIL_SECONDS: '1', CAMPAIGN_EMAILS_PER_MINUTE: '300' };
    const node = { databaseUrl: database.source.url, authSecret: randomBytes(32).toString('hex'), env };
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

  it('mails each recipient once, whichever node runs the sender', async () => {
    const campaignId = randomUUID();
    const subject = `Two nodes ${randomBytes(3).toString('hex')}`;
    const addresses: string[] = [];
    await client.query(`insert into email_campaigns (id, subject, body) values ($1, $2, 'Hello from **both** nodes')`, [campaignId, subject]);
    for (let p = 0; p < PEOPLE; p += 1) {
      const id = randomUUID();
      const email = `campaign-reader-${p}-${randomBytes(3).toString('hex')}@example.in`;
      addresses.push(email);
      await client.query('insert into users (id, email, display_name, is_verified) values ($1, $2, $3, true)', [id, email, `Reader ${p}`]);
      await client.query('insert into campaign_recipients (campaign_id, user_id, email) values ($1, $2, $3)', [campaignId, id, email]);
    }
    // As sendEmailCampaign leaves it: the recipients fixed, the campaign sending.
    await client.query(`update email_campaigns set status = 'sending', segment = 'all', started_at = now() where id = $1`, [campaignId]);
    await expect
      .poll(async () => (await client.query<{ status: string }>('select status from email_campaigns where id = $1', [campaignId])).rows[0]!.status, { timeout: 40_000, interval: 250 })
      .toBe('sent');
    const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from campaign_recipients where campaign_id = $1 group by status', [campaignId]);
    expect(rows).toEqual([{ status: 'sent', n: PEOPLE }]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const address of addresses) expect(peer.to(address).filter((m) => m.headers.get('subject') === subject), address).toHaveLength(1);
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50|job queue error/);
  }, 60_000);
});
