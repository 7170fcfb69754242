// Issue 12's like benchmark: 1,000 signed-in people toggling their like of one model at once, ten
// rounds, on PostgreSQL. After each round the model's live likes must equal its like rows exactly;
// at the end the roll-up (decision 027) must leave the same figure on the models row. Reports the
// toggle's latency. The server runs in its own process; the load comes from this one. By hand:
//   DATABASE_URL=postgres://… node --import tsx bench/like-storm.ts [people=1000] [rounds=10]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { modelLikes, models } from '../src/server/db/schema';
import { liveCounts } from '../src/server/models/counters/live-counts';
import { rollUpCounters } from '../src/server/models/counters/roll-up-counters';
import { startBenchSite } from './support/bench-site';
import { oneModelOnItsOwnNode } from './support/one-model-node';

const people = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 10);
const site = await oneModelOnItsOwnNode('likes', { AUTH_RATE_LIMIT_PER_MINUTE: '100000000', COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000000' });
const { modelId, secret, server } = site;

async function post(path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: server.url }, body: JSON.stringify(body) });
}

/** A person signed up and in over HTTP, as the app's own tests make them: their session cookie. */
async function signedIn(i: number): Promise<string> {
  const email = `fan${i}-${randomBytes(3).toString('hex')}@example.in`;
  const password = 'Kaveri-River-Bend-42';
  const up = await post('/api/auth/sign-up/email', { email, password, name: `Fan ${i}`, username: `fan_${i}_${randomBytes(2).toString('hex')}` });
  if (!up.ok) throw new Error(`sign-up ${up.status}: ${await up.text()}`);
  const inn = await post('/api/auth/sign-in/email', { email, password });
  if (!inn.ok) throw new Error(`sign-in ${inn.status}: ${await inn.text()}`);
  return inn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const check = await startBenchSite({ AUTH_SECRET: secret });
const likeRows = async () => (await check.services.db.select({ n: count() }).from(modelLikes).where(eq(modelLikes.modelId, modelId)))[0]!.n;

try {
  const started = performance.now();
  const cookies: string[] = [];
  for (let i = 0; i < people; i += 20) cookies.push(...(await Promise.all(Array.from({ length: Math.min(20, people - i) }, (_, k) => signedIn(i + k)))));
  console.log(`${people} people signed in in ${((performance.now() - started) / 1000).toFixed(0)} s; PostgreSQL, one model, ${rounds} rounds`);
  const latencies: number[] = [];
  let exact = true;
  for (let round = 1; round <= rounds; round++) {
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const t0 = performance.now();
        const response = await post('/api/fn/toggleLike', { data: { modelId } }, cookie);
        latencies.push(performance.now() - t0);
        return response.status;
      }),
    );
    const failed = answers.filter((s) => s !== 200).length;
    const [rows, live] = [await likeRows(), (await liveCounts(check.services.db, modelId))?.likes];
    exact &&= rows === live && failed === 0;
    console.log(`round ${round}: ${failed} failed; like rows ${rows}, live likes ${live}${rows === live ? '' : '  MISMATCH'}`);
  }
  await rollUpCounters(check.services.db, check.services.jobs);
  const [row] = await check.services.db.select({ likes: models.likes }).from(models).where(eq(models.id, modelId));
  const rows = await likeRows();
  exact &&= row?.likes === rows;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(`after the roll-up: models.likes ${row?.likes}, like rows ${rows}; exact throughout: ${exact}`);
  console.log(`toggleLike, ${latencies.length} calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
} finally {
  await check.close();
  await site.drop();
}
