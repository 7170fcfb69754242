// The model page's API (getModel) under load, against a bare Fastify route that runs the same
// main SQL query (model joined with its creator), in the same process and run. Run by hand:
//   node --import tsx bench/model-page-api.ts [seconds=20] [connections=50]
// With DATABASE_URL set it runs on PostgreSQL, else on PGlite.
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { models, users } from '../src/server/db/schema';
import { seedOneModel, startBenchSite } from './support/bench-site';

const duration = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 50);

let modelId = '';
const site = await startBenchSite({}, (app, { db }) => {
  app.get('/bench/bare-model', async () => {
    const [row] = await db.select({ model: models, creator: users }).from(models).innerJoin(users, eq(users.id, models.userId)).where(eq(models.id, modelId)).limit(1);
    return { title: row?.model.title };
  });
});
modelId = await seedOneModel(site);
await site.app.listen({ port: 0, host: '127.0.0.1' });
const address = site.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration, ...options, url: `${base}${options.url}` });
  const bad = result.non2xx + result.errors;
  console.log(`${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx/errors ${bad}`);
  return result.requests.average;
}

console.log(`database: ${site.services.database.kind}, ${connections} connections, ${duration} s each`);
const bare = await run('bare route (same main query)', { url: '/bench/bare-model' });
const api = await run('getModel', {
  url: '/api/fn/getModel',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data: { modelId } }),
});
console.log(`ratio getModel / bare: ${(api / bare).toFixed(2)} (target at least 0.6)`);
await site.close();
