// Issue 13's grouping benchmark: 500 signed-in people like one model within a minute, through the
// HTTP API of a server node in its own process, on PostgreSQL. The notifications consumer and the
// grouping job run on that node and on this process's checking site (two nodes on one database).
// Done when the owner has exactly one grouped like notification standing for all 500 likes, none
// left loose, and no like notified twice. Reports the like calls' latency and how long after the
// last like the group was complete. By hand:
//   DATABASE_URL=postgres://… node --import tsx bench/notification-grouping-storm.ts [people=500] [seconds=50]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { models, notifications } from '../src/server/db/schema';
import { startBenchSite } from './support/bench-site';
import { oneModelOnItsOwnNode } from './support/one-model-node';

const people = Number(process.argv[2] ?? 500);
const spreadSeconds = Number(process.argv[3] ?? 50);
const site = await oneModelOnItsOwnNode('grouping', { AUTH_RATE_LIMIT_PER_MINUTE: '100000000', COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000000' });
const { modelId, secret, server } = site;

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: server.url }, body: JSON.stringify(body) });
}

/** A person signed up and in over HTTP: their session cookie. */
async function signedIn(i: number): Promise<string> {
  const email = `liker${i}-${randomBytes(3).toString('hex')}@example.in`;
  const password = 'Kaveri-River-Bend-42';
  const up = await post('/api/auth/sign-up/email', { email, password, name: `Liker ${i}`, username: `liker_${i}_${randomBytes(2).toString('hex')}` });
  if (!up.ok) throw new Error(`sign-up ${up.status}: ${await up.text()}`);
  const inn = await post('/api/auth/sign-in/email', { email, password });
  if (!inn.ok) throw new Error(`sign-in ${inn.status}: ${await inn.text()}`);
  return inn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const check = await startBenchSite({ AUTH_SECRET: secret });
const { db } = check.services;
const [model] = await db.select({ ownerId: models.userId }).from(models).where(eq(models.id, modelId));
const ownerId = model!.ownerId;

/** The owner's like notifications: groups listed, loose ones listed, members, duplicates by event. */
async function figures() {
  const [row] = await db
    .select({
      groups: sql<number>`count(*) filter (where grouped and grouped_into is null)::int`,
      groupCount: sql<number>`coalesce(sum(group_count) filter (where grouped and grouped_into is null), 0)::int`,
      loose: sql<number>`count(*) filter (where not grouped and grouped_into is null)::int`,
      members: sql<number>`count(*) filter (where not grouped)::int`,
      events: sql<number>`count(distinct source_event_id)::int`,
    })
    .from(notifications)
    .where(and(eq(notifications.recipientId, ownerId), eq(notifications.type, 'like')));
  return row!;
}

try {
  const started = performance.now();
  const cookies: string[] = [];
  for (let i = 0; i < people; i += 20) cookies.push(...(await Promise.all(Array.from({ length: Math.min(20, people - i) }, (_, k) => signedIn(i + k)))));
  console.log(`${people} people signed in in ${((performance.now() - started) / 1000).toFixed(0)} s; PostgreSQL, one model, likes spread over ${spreadSeconds} s`);

  const latencies: number[] = [];
  const stormStart = performance.now();
  const answers = await Promise.all(
    cookies.map(async (cookie, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * spreadSeconds * 1000) / people));
      const t0 = performance.now();
      const response = await post('/api/fn/toggleLike', { data: { modelId } }, cookie);
      latencies.push(performance.now() - t0);
      return response.status;
    }),
  );
  const lastLike = performance.now();
  const failed = answers.filter((s) => s !== 200).length;
  console.log(`${people} likes in ${((lastLike - stormStart) / 1000).toFixed(1)} s, ${failed} failed`);

  let last = await figures();
  const deadline = Date.now() + 10 * 60_000;
  while (!(last.groups === 1 && last.groupCount === people && last.loose === 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = await figures();
  }
  const settled = (performance.now() - lastLike) / 1000;
  const [listed] = await db
    .select({ message: notifications.message, ids: sql<number>`cardinality(${notifications.groupIds})::int`, distinctIds: sql<number>`(select count(distinct x) from unnest(${notifications.groupIds}) x)::int` })
    .from(notifications)
    .where(and(eq(notifications.recipientId, ownerId), eq(notifications.grouped, true), isNull(notifications.groupedInto)));
  const exact = last.groups === 1 && last.groupCount === people && last.loose === 0 && last.members === people && last.events === people && listed?.ids === people && listed.distinctIds === people && failed === 0;
  console.log(`owner's like notifications: ${last.groups} group(s) standing for ${last.groupCount}, ${last.loose} loose, ${last.members} written for ${last.events} events; group ids ${listed?.ids} (${listed?.distinctIds} distinct)`);
  console.log(`group text: "${listed?.message}"`);
  console.log(`complete ${settled.toFixed(1)} s after the last like; exactly one group, no duplicates: ${exact}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(`toggleLike, ${latencies.length} calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
  if (!exact) process.exitCode = 1;
} finally {
  await check.close();
  await site.drop();
}
