// The home page's API call (getHomeFeed) under load: autocannon, 50 connections, 20 s, against the
// real (built) server as configured (feed reused for 60 s); then the cost of one uncached read
// (HOME_FEED_CACHE_SECONDS=0, ten reads one after another), which each node pays once a minute.
// Load the models first
// (bench/load-models.ts), then:
//   DATABASE_URL=postgres://… node --import tsx bench/home-feed-load.ts [seconds=20] [connections=50]
//   DATA_DIR=/tmp/meshmandi-100k node --import tsx bench/home-feed-load.ts      (PGlite)
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';

const duration = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 50);
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database bench/load-models.ts filled.');

async function withServer(cacheSeconds: string, run: (base: string) => Promise<void>): Promise<void> {
  const server = await startServer({
    ...(dataDir ? { dataDir } : {}),
    env: { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000', HOME_FEED_CACHE_SECONDS: cacheSeconds, ...(url ? { DATABASE_URL: url } : {}) },
  });
  try {
    await run(server.url);
  } finally {
    await server.stop();
  }
}

const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: {} }) } as const;
const database = url ? 'PostgreSQL' : 'PGlite';

await withServer('60', async (base) => {
  const result = await autocannon({ url: `${base}/api/fn/getHomeFeed`, ...request, connections, duration });
  const bad = result.non2xx + result.errors;
  console.log(
    `getHomeFeed (feed reused for 60 s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, non-2xx/errors ${bad} (${database}, ${connections} connections, ${duration} s)`,
  );
});

await withServer('0', async (base) => {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/fn/getHomeFeed`, request);
    if (!response.ok) throw new Error(`getHomeFeed answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`one uncached getHomeFeed read: median ${times[5]!.toFixed(0)} ms, slowest ${times[9]!.toFixed(0)} ms (${database})`);
});
