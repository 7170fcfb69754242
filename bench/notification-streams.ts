// Issue 13's live-badge benchmark: many open unread-count streams (Server-Sent Events) on one
// server node in its own process, this process being the load generator (the browsers). Reports
// the node's memory per open stream (RSS before and after opening them), and the time from an
// event to every affected stream's fresh count (p95; target under 1 s) while likes arrive at a
// steady rate on other models. Each event is a follow of a watcher, whose tabs all get the count.
//   DATABASE_URL=postgres://… node --import tsx bench/notification-streams.ts [streams=1000] [tabsPerWatcher=10] [likesPerSecond=200] [seconds=10]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { SseReader } from '../src/server/notifications/live/sse-reader';
import { startServerNode } from '../src/server/test/server-node';
import { createBenchDatabase } from './support/bench-database';
import { seedOneModel, startBenchSite } from './support/bench-site';

const streams = Number(process.argv[2] ?? 1000);
const tabsPerWatcher = Number(process.argv[3] ?? 10);
const likesPerSecond = Number(process.argv[4] ?? 200);
const seconds = Number(process.argv[5] ?? 10);
const watchers = Math.ceil(streams / tabsPerWatcher);
const models = 10;
const likers = Math.ceil((likesPerSecond * seconds) / models);

const bench = await createBenchDatabase('streams');
process.env.DATABASE_URL = bench.url;
const secret = randomBytes(32).toString('hex');
const seeder = await startBenchSite({ AUTH_SECRET: secret });
const modelIds: string[] = [];
for (let i = 0; i < models; i += 1) modelIds.push(await seedOneModel(seeder));
await seeder.close();
const server = await startServerNode({
  databaseUrl: bench.url,
  authSecret: secret,
  env: { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000', COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000000' },
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: server.url }, body: JSON.stringify(body) });
}

async function signedIn(tag: string): Promise<{ cookie: string; id: string }> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.in`;
  const password = 'Kaveri-River-Bend-42';
  const up = await post('/api/auth/sign-up/email', { email, password, name: tag, username: `${tag}_${randomBytes(3).toString('hex')}`.replace(/-/g, '_') });
  if (!up.ok) throw new Error(`sign-up ${up.status}: ${await up.text()}`);
  const id = ((await up.json()) as { user: { id: string } }).user.id;
  const inn = await post('/api/auth/sign-in/email', { email, password });
  if (!inn.ok) throw new Error(`sign-in ${inn.status}: ${await inn.text()}`);
  return { cookie: inn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id };
}

async function many<T>(count: number, make: (i: number) => Promise<T>, batch = 10): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += batch) out.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, k) => make(i + k)))));
  return out;
}

const abort = new AbortController();
try {
  const started = performance.now();
  const watching = await many(watchers, (i) => signedIn(`watcher-${i}`));
  const liking = await many(likers, (i) => signedIn(`liker-${i}`));
  console.log(`${watchers} watchers and ${likers} likers signed in in ${((performance.now() - started) / 1000).toFixed(0)} s (PostgreSQL, one node in its own process)`);

  // Each tab: the time every "unread" event arrived.
  const arrivals = new Map<string, number[][]>();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBefore = rssMb();
  const readers: SseReader[] = [];
  for (const watcher of watching) {
    const tabs: number[][] = [];
    arrivals.set(watcher.id, tabs);
    await Promise.all(
      Array.from({ length: tabsPerWatcher }, async () => {
        const response = await fetch(`${server.url}/api/notifications/stream`, { headers: { cookie: watcher.cookie }, signal: abort.signal });
        if (response.status !== 200) throw new Error(`stream ${response.status}`);
        const times: number[] = [];
        tabs.push(times);
        const reader = new SseReader(response, () => times.push(performance.now()));
        readers.push(reader);
        await reader.next(30_000);
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssAfter = rssMb();
  console.log(`${readers.length} streams open: server RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after: ${(((rssAfter - rssBefore) * 1024) / readers.length).toFixed(1)} KB per stream`);

  // The storm: likes at the rate asked, each a new like by one liker on one of the models.
  const likeAnswers: number[] = [];
  const likeTimes: number[] = [];
  const pairs = liking.flatMap((liker) => modelIds.map((modelId) => ({ liker, modelId }))).slice(0, likesPerSecond * seconds);
  const storm = Promise.all(
    pairs.map(async ({ liker, modelId }, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / likesPerSecond));
      const sent = performance.now();
      likeAnswers.push((await post('/api/fn/toggleLike', { data: { modelId } }, liker.cookie)).status);
      likeTimes.push(performance.now() - sent);
    }),
  );
  // Meanwhile, ten events a second, each on a watcher of its own (so its tabs' next count is its):
  // even ones a follow through the API (the whole path: the domain event, its consumer job, the
  // notification, the announcement), odd ones an announcement on the channel straight from the
  // database (what the consumer sends after its commit: the fan-out alone).
  const notifier = new pg.Client({ connectionString: bench.url });
  await notifier.connect();
  const viaApi: number[] = [];
  const followTimes: number[] = [];
  const afterAnswer: number[] = [];
  const viaChannel: number[] = [];
  const count = Math.min(watchers, seconds * 10);
  const events = Array.from({ length: count }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, 500 + i * 100));
    const watcher = watching[i]!;
    const t0 = performance.now();
    let answeredAfter = 0;
    if (i % 2 === 0) {
      const answer = await post('/api/fn/followUser', { data: { userId: watcher.id } }, liking[i]!.cookie);
      if (answer.status !== 200) throw new Error(`followUser ${answer.status}`);
      answeredAfter = performance.now() - t0;
      followTimes.push(answeredAfter);
    } else {
      await notifier.query('select pg_notify($1, $2)', ['notifications-changed', watcher.id]);
    }
    const deadline = t0 + 60_000;
    for (const times of arrivals.get(watcher.id)!) {
      while (!times.some((t) => t > t0) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      const first = times.find((t) => t > t0);
      (i % 2 === 0 ? viaApi : viaChannel).push(first === undefined ? Number.POSITIVE_INFINITY : first - t0);
      if (i % 2 === 0) afterAnswer.push(first === undefined ? Number.POSITIVE_INFINITY : first - t0 - answeredAfter);
    }
  });
  await Promise.all([storm, ...events]);
  await notifier.end();
  const fmt = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'never');
  const summary = (delays: number[]) => {
    delays.sort((a, b) => a - b);
    const at = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]!;
    return { text: `${delays.length}: p50 ${fmt(at(0.5))}, p95 ${fmt(at(0.95))}, max ${fmt(at(1))}`, p95: at(0.95) };
  };
  console.log(`${pairs.length} likes at ${likesPerSecond}/s, ${likeAnswers.filter((s) => s !== 200).length} failed`);
  const api = summary(viaApi);
  const channel = summary(viaChannel);
  console.log(`like call answered (the request alone): ${summary(likeTimes).text}`);
  console.log(`follow call answered (the request alone): ${summary(followTimes).text}`);
  console.log(`follow answered to every tab of the person followed (the consumer job, the notification, the announcement): ${summary(afterAnswer).text} (target p95 < 1000 ms)`);
  console.log(`follow call to every tab of the person followed (whole path, the request included): ${api.text}`);
  console.log(`announcement on the channel to every tab of the person (the fan-out): ${channel.text} (target p95 < 1000 ms)`);
  if (!(channel.p95 < 1000)) process.exitCode = 1;
} finally {
  abort.abort();
  await server.stop();
  await bench.drop();
}
