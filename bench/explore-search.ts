// Explore search latency through the HTTP API of the real (built) server: N mixed requests
// (bench/support/search-mix.ts, default 200), N of issue 10's hard classes (search-mix-hard.ts) and
// N of issue 28's (below: words spelt by their sound, phrases in titles, words common in tags),
// one at a time, after a warm-up pass; then the slowest requests of each mix. Load the models
// first (bench/load-models.ts), then:
//   DATABASE_URL=postgres://… node --import tsx bench/explore-search.ts [N]
//   DATA_DIR=/tmp/meshmandi-100k node --import tsx bench/explore-search.ts [N]     (PGlite)
// On PostgreSQL it says how much of each mix was read from disk, and with PREWARM=1 loads the
// models table and its indexes into shared_buffers first when they fit (decision 066).
import { startServer } from '../e2e/support/server';
import { openDatabaseCache } from './support/database-cache';
import { searchMix, type BenchQuery } from './support/search-mix';
import { hardSearchMix } from './support/search-mix-hard';
import { ADJECTIVES, NOUNS, TAGS } from './support/catalogue-words';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database bench/load-models.ts filled.');
const server = await startServer({
  ...(dataDir ? { dataDir } : {}),
  env: { LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '1000000', ...(url ? { DATABASE_URL: url } : {}) },
});

async function search(data: object): Promise<{ nextCursor: string | null; total: { count: number; exact: boolean } }> {
  const response = await fetch(`${server.url}/api/fn/searchModels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: { nextCursor: string | null; total: { count: number; exact: boolean } }; error?: unknown };
  if (!response.ok || !body.result) throw new Error(`searchModels ${JSON.stringify(data)} answered ${response.status}: ${JSON.stringify(body.error)}`);
  return body.result;
}

async function timed(query: BenchQuery): Promise<number> {
  let data: object = query.filters;
  const page = query.page ?? (query.secondPage ? 2 : 1);
  for (let at = 1; at < page; at++) {
    const before = await search(data);
    if (!before.nextCursor) break;
    data = { ...query.filters, cursor: before.nextCursor };
  }
  const started = performance.now();
  await search(data);
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const requests = Number(process.argv[2] ?? 200);

/** Catalogue words spelt as they sound, which no edit-distance rule corrects (decision 055), and nonsense. */
const SOUND_ALIKES = ['elefant', 'rikshaw', 'ganeshaa', 'dinasor', 'mushrum', 'kabinet', 'teepot', 'fone stand', 'peecock', 'fosil', 'xyzzyqq', 'blorptang'];

/** Issue 28's classes, in turn: a sound-alike, a catalogue phrase (adjective and noun), a noun that is also a tag. */
function rankingMix(count: number): BenchQuery[] {
  const tagNouns = NOUNS.filter((noun) => (TAGS as readonly string[]).includes(noun));
  const makers: ((i: number) => BenchQuery)[] = [
    (i) => ({ kind: 'sound-alike', filters: { q: SOUND_ALIKES[i % SOUND_ALIKES.length]! } }),
    (i) => ({ kind: 'title phrase', filters: { q: `${ADJECTIVES[(i * 7) % ADJECTIVES.length]} ${NOUNS[(i * 13) % NOUNS.length]}` } }),
    (i) => ({ kind: 'word in tags', filters: { q: tagNouns[i % tagNouns.length]! }, ...(i % 2 ? { secondPage: true } : {}) }),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!(Math.floor(i / makers.length)));
}

const cache = url ? await openDatabaseCache(url) : null;

async function run(name: string, mix: BenchQuery[]) {
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  const slowest: { took: number; query: BenchQuery }[] = [];
  const timeAll = async () => {
    for (const query of mix) {
      const took = await timed(query);
      all.push(took);
      slowest.push({ took, query });
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), took]);
    }
  };
  const blocks = cache ? await cache.during(timeAll) : (await timeAll(), null);
  console.log(`${name}, ${all.length} requests: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(Math.max(...all))}`);
  if (blocks) console.log(`  ${blocks}`);
  for (const [kind, times] of byKind) console.log(`  ${kind.padEnd(15)} n=${String(times.length).padStart(3)}  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}`);
  console.log('  slowest:');
  for (const { took, query } of slowest.sort((a, b) => b.took - a.took).slice(0, 8)) {
    console.log(`    ${ms(took).padStart(9)}  ${query.kind}: ${JSON.stringify(query.filters)}${query.page ? ` page ${query.page}` : query.secondPage ? ' page 2' : ''}`);
  }
}

try {
  if (cache) {
    console.log(await cache.describe());
    if (process.env.PREWARM === '1') console.log(await cache.prewarm());
  }
  for (const query of [...searchMix(40, 7), ...hardSearchMix(40, 77), ...rankingMix(30)]) await timed(query);
  const models = await search({});
  console.log(`database: ${url ? 'PostgreSQL' : 'PGlite'}; public models: ${models.total.exact ? models.total.count : `more than ${models.total.count}`}`);
  await run('first mix', searchMix(requests));
  await run('hard mix (issue 10)', hardSearchMix(requests));
  await run('ranking mix (issue 28)', rankingMix(requests));
} finally {
  await cache?.close();
  await server.stop();
}
