import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { startServerNode, type ServerNode } from '../../test/server-node';
import { TestClient } from '../../test/test-client';
import { freshTestDatabase } from '../../test/test-database';
import { NOTIFICATION_STREAM_PATH } from '../../http/notification-stream-route';
import { SseReader, countInEvent } from './sse-reader';

/** A person signed in on one node (sessions live in the shared database, so any node knows them). */
async function signedIn(node: ServerNode, tag: string): Promise<{ client: TestClient; id: string }> {
  const client = new TestClient(node.url);
  const email = `${tag}${randomBytes(3).toString('hex')}@example.in`;
  const signUp = await client.postJson('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: tag, username: `${tag}_${randomBytes(3).toString('hex')}` });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const signIn = await client.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  return { client, id: signUp.body.user.id as string };
}

// Several nodes share one PostgreSQL in production, and a tab's stream may be on any of them.
describe.skipIf(!inject('postgresTemplate'))('the unread stream across two server nodes', () => {
  let database: Awaited<ReturnType<typeof freshTestDatabase>>;
  let nodes: ServerNode[] = [];

  beforeAll(async () => {
    database = await freshTestDatabase();
    if (database.source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const node = { databaseUrl: database.source.url, authSecret: randomBytes(32).toString('hex') };
    nodes = await Promise.all([startServerNode(node), startServerNode(node)]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.dispose();
  });

  it('a like and a mark-all-read on one node reach the stream open on the other', async () => {
    const [first, second] = nodes as [ServerNode, ServerNode];
    const asha = await signedIn(first, 'asha');
    const ravi = await signedIn(first, 'ravi');
    const model = await createModelViaApi(asha.client, { title: 'Gear Train' });

    // Asha's tab is connected to the second node, with her session from the first.
    const onSecond = new TestClient(second.url);
    for (const [name, value] of asha.client.cookies) onSecond.cookies.set(name, value);
    const abort = new AbortController();
    const response = await onSecond.fetch(NOTIFICATION_STREAM_PATH, { signal: abort.signal });
    expect(response.status).toBe(200);
    const stream = new SseReader(response);
    // (Her upload may have earned her an achievement notification already.)
    const before = countInEvent(await stream.next());
    const until = async (wanted: (count: number) => boolean) => {
      for (;;) {
        const count = countInEvent(await stream.next(20_000));
        if (wanted(count)) return count;
      }
    };

    // Ravi likes it through the first node: the event's consumer writes the notification (on
    // whichever node runs the job) and announces it over LISTEN/NOTIFY.
    expect((await ravi.client.call('toggleLike', { modelId: model.id })).status).toBe(200);
    expect(await until((count) => count > before)).toBeGreaterThan(before);

    expect((await asha.client.call('markAllNotificationsRead', {})).status).toBe(200);
    expect(await until((count) => count === 0)).toBe(0);
    abort.abort();
    for (const node of nodes) expect(node.output()).not.toMatch(/"level":50/);
  }, 90_000);
});
