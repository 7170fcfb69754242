import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNodes, notifications, sessions } from '../db/schema';
import { publishNotificationChange } from '../notifications/live/notification-changes';
import { createNotificationStreamHub } from '../notifications/live/notification-stream-hub';
import { SseReader, countInEvent } from '../notifications/live/sse-reader';
import { createStreamSeats, STREAMS_PER_ACCOUNT } from '../notifications/live/stream-seats';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { NOTIFICATION_STREAM_PATH } from './notification-stream-route';

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t);
  ravi = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

/** What an event consumer does: write a notification, then say so on the channel. */
async function notify(recipientId: string, fields: Partial<typeof notifications.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await t.services.db.insert(notifications).values({ id, recipientId, type: 'like', category: 'likes', message: 'Someone liked your model', actionUrl: '/notifications', ...fields });
  await publishNotificationChange(t.services.notifier, recipientId);
  return id;
}

async function open(user: TestUser, init: RequestInit = {}): Promise<{ reader: SseReader; response: Response; abort: AbortController }> {
  const abort = new AbortController();
  const response = await user.client.fetch(NOTIFICATION_STREAM_PATH, { signal: abort.signal, ...init });
  return { reader: new SseReader(response), response, abort };
}

const openStreams = () => (t.app as unknown as { notificationStreams?: { size(): number } }).notificationStreams;

describe('GET /api/notifications/stream', () => {
  it('refuses someone signed out with 401 and no stream', async () => {
    const response = await fetch(`${t.url}${NOTIFICATION_STREAM_PATH}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    const forged = await fetch(`${t.url}${NOTIFICATION_STREAM_PATH}`, { headers: { cookie: 'better-auth.session_token=forged' } });
    expect(forged.status).toBe(401);
  });

  it('sends the unread count first, uncompressed even when the browser accepts gzip, with a retry hint', async () => {
    await notify(asha.user.id);
    await notify(asha.user.id, { read: true });
    const { reader, response, abort } = await open(asha, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(countInEvent(await reader.next())).toBe(1);
    abort.abort();
  });

  it("a change for that person sends the fresh count; someone else's change sends nothing", async () => {
    const { reader, abort } = await open(ravi);
    expect(countInEvent(await reader.next())).toBe(0);
    await notify(asha.user.id);
    expect(await reader.quietFor(400)).toBe(true);
    const id = await notify(ravi.user.id);
    expect(countInEvent(await reader.next())).toBe(1);
    // Read elsewhere (another tab): the count goes down here too.
    await t.services.db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
    await publishNotificationChange(t.services.notifier, ravi.user.id);
    expect(countInEvent(await reader.next())).toBe(0);
    abort.abort();
  });

  it('a burst of changes is read once, and the last count is the true one', async () => {
    const { reader, abort } = await open(ravi);
    const start = countInEvent(await reader.next());
    await Promise.all(Array.from({ length: 20 }, () => notify(ravi.user.id)));
    const counts: number[] = [];
    while (counts.at(-1) !== start + 20) counts.push(countInEvent(await reader.next()));
    expect(counts.length).toBeLessThan(20);
    abort.abort();
  });

  it('every tab of the person gets the count; closing a tab removes its listener', async () => {
    const hub = openStreams();
    expect(hub).toBeDefined();
    // The earlier tests' aborted streams are gone once their connections have closed.
    await expect.poll(() => hub!.size()).toBe(0);
    const before = 0;
    const first = await open(asha);
    const second = await open(asha);
    const a = countInEvent(await first.reader.next());
    expect(countInEvent(await second.reader.next())).toBe(a);
    expect(hub!.size()).toBe(before + 2);
    await notify(asha.user.id);
    // (The second tab's opening may also have sent the first a fresh, equal count.)
    const reach = async (reader: SseReader) => {
      for (let count = a; count !== a + 1; count = countInEvent(await reader.next())) expect(count).toBe(a);
    };
    await reach(first.reader);
    await reach(second.reader);
    first.abort.abort();
    await expect.poll(() => hub!.size()).toBe(before + 1);
    second.abort.abort();
    await expect.poll(() => hub!.size()).toBe(before);
  });
});

describe('streams per account (issue 27 item 15)', () => {
  it('refuses an account more than 10 open streams with 429, counted with the seats other nodes hold', async () => {
    const hub = openStreams()!;
    await expect.poll(() => hub.size()).toBe(0);
    const kiran = await createUser(t);
    // Three of kiran's streams are open on another, live node.
    const otherNode = randomUUID();
    await t.services.db.insert(jobNodes).values({ id: otherNode, host: 'elsewhere', pid: 1 });
    const elsewhere = createStreamSeats(t.services.db, otherNode);
    for (let i = 0; i < 3; i += 1) expect(await elsewhere.take(kiran.user.id)).not.toBeNull();
    const tabs = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT - 3; i += 1) tabs.push(await open(kiran));
    expect(tabs.map((tab) => tab.response.status)).toEqual(Array(STREAMS_PER_ACCOUNT - 3).fill(200));
    const refused = await kiran.client.fetch(NOTIFICATION_STREAM_PATH);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^Too many notification streams are open for your account \(at most 10\)/);
    // Someone else is not affected.
    const ravis = await open(ravi);
    expect(ravis.response.status).toBe(200);
    ravis.abort.abort();
    // A closed tab gives its seat back; so does a node that died (its heartbeat stops).
    tabs.pop()!.abort.abort();
    await expect
      .poll(async () => {
        const reopened = await open(kiran);
        if (reopened.response.status === 200) tabs.push(reopened);
        return reopened.response.status;
      })
      .toBe(200);
    expect((await open(kiran)).response.status).toBe(429);
    await t.services.db.update(jobNodes).set({ beatAt: new Date(Date.now() - 60_000) }).where(eq(jobNodes.id, otherNode));
    const afterDeath = await Promise.all([open(kiran), open(kiran), open(kiran), open(kiran)]);
    expect(afterDeath.map((tab) => tab.response.status).sort()).toEqual([200, 200, 200, 429]);
    for (const tab of [...tabs, ...afterDeath]) tab.abort.abort();
  });

  it('ends every stream of a session at once when it is deleted (a ban, a pause, a sign-out elsewhere), not at the heartbeat', async () => {
    const meera = await createUser(t);
    const first = await open(meera);
    const second = await open(meera);
    await first.reader.next();
    await second.reader.next();
    const startedAt = Date.now();
    // What a ban or a pause does (apply-user-status), as every sign-out and revocation does too.
    await t.services.db.delete(sessions).where(eq(sessions.userId, meera.user.id));
    // Read to its end (the heartbeat's check would take up to 25 s): no event for 5 s fails.
    const ended = async (reader: SseReader) => {
      while ((await reader.next(5_000)) !== null);
    };
    await ended(first.reader);
    await ended(second.reader);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});

describe('the stream hub', () => {
  it('ends the stream of a session that is signed out or deleted, at the next heartbeat', async () => {
    const hub = createNotificationStreamHub({ notifier: t.services.notifier, db: t.services.db, log: t.services.log, heartbeatMs: 100 });
    const [session] = await t.services.db.select().from(sessions).where(eq(sessions.userId, asha.user.id)).limit(1);
    const written: string[] = [];
    let ended = false;
    hub.add({ userId: asha.user.id, sessionId: session!.id, write: (chunk) => written.push(chunk), end: () => (ended = true) });
    await expect.poll(() => written.some((chunk) => chunk.startsWith('event: unread'))).toBe(true);
    await expect.poll(() => written.some((chunk) => chunk.startsWith(': heartbeat'))).toBe(true);
    expect(ended).toBe(false);
    await t.services.db.delete(sessions).where(eq(sessions.id, session!.id));
    await expect.poll(() => ended).toBe(true);
    hub.close();
  });

  it('reads again soon after a failed read, waiting longer after each failure in a row, with no change needed', async () => {
    const reads: number[] = [];
    const hub = createNotificationStreamHub({
      notifier: t.services.notifier,
      db: t.services.db,
      log: t.services.log,
      retryMs: 40,
      readCount: async () => {
        reads.push(Date.now());
        if (reads.length <= 3) throw new Error('database away');
        return 7;
      },
    });
    const written: string[] = [];
    hub.add({ userId: ravi.user.id, sessionId: 'x', write: (chunk) => written.push(chunk), end: () => undefined });
    // Three failed reads, then the fourth answers: the stream gets its count without any change.
    await expect.poll(() => written).toEqual(['event: unread\ndata: {"count":7}\n\n']);
    expect(reads).toHaveLength(4);
    // 40, then 80, then 160 ms apart (at least: timers do not fire early).
    expect(reads[2]! - reads[1]!).toBeGreaterThanOrEqual(75);
    expect(reads[3]! - reads[2]!).toBeGreaterThanOrEqual(155);
    hub.close();
  });
});
