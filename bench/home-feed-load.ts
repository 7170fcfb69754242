// The home page's API call (getHomeFeed) under load: autocannon, 50 connections, 20 s, against the
// real (built) server, once as configured (feed reused for 60 s) and once reading the database on
// every request (HOME_FEED_CACHE_SECONDS=0), the worst case. Load the models first
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

for (const cacheSeconds of ['60', '0']) {
  const server = await startServer({
    ...(dataDir ? { dataDir } : {}),
    env: { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '100000000', HOME_FEED_CACHE_SECONDS: cacheSeconds, ...(url ? { DATABASE_URL: url } : {}) },
  });
  try {
    const result = await autocannon({
      url: `${server.url}/api/fn/getHomeFeed`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
      connections,
      duration,
    });
    const bad = result.non2xx + result.errors;
    console.log(
      `getHomeFeed, feed reused for ${cacheSeconds} s: ${result.requests.average.toFixed(0)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${bad} (${url ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s)`,
    );
  } finally {
    await server.stop();
  }
}
