// Issue 11's counter benchmark: many visitors viewing one model at once, on PostgreSQL. Every
// request is a new visitor (no cookie kept), so every view is counted and each one updates the
// model's counter. The baseline, in the same run and at the same concurrency, is getModel: a read
// of the same model. Counts go to shard rows and a job rolls them up (decision 027), as in
// production. The server runs in its own process (src/server/main.ts through tsx); the load comes
// from this one. Run by hand, on a quiet machine:
//   DATABASE_URL=postgres://… node --import tsx bench/view-counter.ts [seconds=20] [connections=200]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import autocannon from 'autocannon';
import { liveCounts } from '../src/server/models/counters/live-counts';
import { startBenchSite } from './support/bench-site';
import { oneModelOnItsOwnNode } from './support/one-model-node';

const duration = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 200);
const site = await oneModelOnItsOwnNode('views', { COUNTS_PER_IP_PER_DAY: '1000000000' });
const { modelId, secret, server } = site;
const base = server.url;

async function run(title: string, callable: string): Promise<autocannon.Result> {
  const result = await autocannon({
    url: `${base}/api/fn/${callable}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { modelId } }),
    connections,
    duration,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(`${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${bad}`);
  return result;
}

try {
  console.log(`PostgreSQL, ${connections} connections, ${duration} s each, one model`);
  await run('getModel (baseline, a read)', 'getModel');
  const views = await run('recordModelView (every request a new visitor)', 'recordModelView');
  const check = await startBenchSite({ AUTH_SECRET: secret });
  // The row's figure plus what still waits in the counter shards (decision 027).
  const counted = await liveCounts(check.services.db, modelId);
  await check.close();
  // Requests still in flight when the run ends are counted by the server but not by autocannon.
  console.log(`views counted: ${counted?.views}; requests answered within the run: ${views.requests.total}`);
} finally {
  await site.drop();
}
