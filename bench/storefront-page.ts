// A storefront page (/store/url/{customUrl}) rendered by the real (built) server at a million
// models: a creator with 2,000 models, 20 featured, a banner and six storefront collections of 30.
// The page is asked over HTTP from this process (the server runs in its own), one warm-up pass, then
// N requests C at a time; beside it, in the same run, the creator's profile page (the same kind of
// server render) as the baseline, and the storefront's API answer alone. Issue 30's target: p95 < 50 ms.
// Load the models first (bench/load-models.ts), then:
//   DATABASE_URL=postgres://…/meshmandi_bench_1m node --import tsx bench/storefront-page.ts [N=1000] [C=4] [--lighthouse]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { makeDataDir, startServer } from '../e2e/support/server';
import { makeBannerVariants } from '../src/server/images/banner-variants';
import { lighthouseFigures } from './support/lighthouse';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database bench/load-models.ts filled.');
const N = Number(process.argv[2] ?? 1000);
const C = Number(process.argv[3] ?? 4);
const CREATOR = 'bustore';
const CUSTOM_URL = 'bench-store';

const server = await startServer({
  env: { LOG_LEVEL: 'error', NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT_PER_MINUTE: '100000000', DATABASE_URL: url },
});
const client = new pg.Client({ connectionString: url });
await client.connect();

/** The storefront's creator and everything on it, made once (the models moved to them are the bench catalogue's). */
async function seed(): Promise<void> {
  await client.query(`insert into users (id, email, username, display_name, bio, is_verified, created_at)
    values ($1, 'store@example.in', 'bench_store', 'Bench Storekeeper', 'I print temples.', true, now() - interval '400 days') on conflict (id) do nothing`, [CREATOR]);
  await client.query(`update models set user_id = $1 where id in (
      select id from models where id like 'bm%' and user_id <> $1 order by id
      limit greatest(0, 2000 - (select count(*) from models where user_id = $1)))`, [CREATOR]);
  await client.query(`insert into creator_tiers (user_id, tier, set_by) values ($1, 'pro', 'review') on conflict (user_id) do update set tier = 'pro', keeps_until = null`, [CREATOR]);
  await client.query(`insert into storefronts (user_id, name, description, custom_url, custom_url_key, theme, social_links)
    values ($1, 'Bench Temple Works', 'Two thousand models to print, twenty of them picked.', $2, $2, 'terracotta', '[{"platform":"instagram","url":"https://instagram.com/bench"}]')
    on conflict (user_id) do nothing`, [CREATOR, CUSTOM_URL]);
  await client.query(`delete from storefront_featured_models where user_id = $1`, [CREATOR]);
  await client.query(`insert into storefront_featured_models (user_id, model_id, position)
    select $1, id, (row_number() over (order by downloads desc, id)) - 1 from (
      select id, downloads from models where user_id = $1 and visibility = 'public' and not analysis_failed order by downloads desc, id limit 20) m`, [CREATOR]);
  await client.query(`insert into collections (id, user_id, name, storefront_type, model_count)
    select 'bcstore' || n, $1, 'Temple set ' || n, 'series', 30 from generate_series(1, 6) n on conflict (id) do nothing`, [CREATOR]);
  await client.query(`insert into collection_models (collection_id, model_id, position)
    select 'bcstore' || c, m.id, m.rn from generate_series(1, 6) c cross join lateral (
      select id, (row_number() over (order by id)) - 1 as rn from models where user_id = $1 order by id offset c * 30 limit 30) m
    on conflict do nothing`, [CREATOR]);
  // A banner, as a real storefront has: re-encoded by the app's own code, stored where the server's
  // local storage keeps it (DATA_DIR/files/storefronts/{userId}/).
  const version = randomBytes(8).toString('hex');
  const picture = await sharp({ create: { width: 1800, height: 600, channels: 3, background: { r: 190, g: 90, b: 40 } } }).png().toBuffer();
  const folder = path.join(server.dataDir, 'files', 'storefronts', CREATOR);
  fs.mkdirSync(folder, { recursive: true });
  for (const { width, data } of await makeBannerVariants(picture)) fs.writeFileSync(path.join(folder, `${version}-${width}.webp`), data);
  await client.query(`update storefronts set banner_version = $2 where user_id = $1`, [CREATOR, version]);
  for (const table of ['users', 'models', 'creator_tiers', 'storefronts', 'storefront_featured_models', 'storefront_past_urls', 'collections', 'collection_models']) {
    await client.query(`vacuum analyze ${table}`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** N requests, C at a time; each one's time to the last byte. */
async function measure(name: string, request: () => Promise<Response>, expectText: string): Promise<void> {
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (next < N) {
        next += 1;
        const t0 = performance.now();
        const response = await request();
        const body = await response.text();
        times.push(performance.now() - t0);
        if (response.status !== 200 || !body.includes(expectText)) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  const ms = (x: number) => x.toFixed(1).padStart(6);
  console.log(`${name.padEnd(34)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))} ms  ${(N / seconds).toFixed(0).padStart(5)} req/s  failed ${failed}`);
}

try {
  await seed();
  const page = () => fetch(`${server.url}/store/url/${CUSTOM_URL}`);
  const profile = () => fetch(`${server.url}/profile/${CREATOR}`);
  const api = () =>
    fetch(`${server.url}/api/fn/getCreatorStorefront`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { customUrl: CUSTOM_URL } }) });
  const counts = await client.query(`select (select count(*) from models)::int as models, (select count(*) from models where user_id = $1)::int as own`, [CREATOR]);
  console.log(`${counts.rows[0].models.toLocaleString('en-IN')} models; the storefront's creator has ${counts.rows[0].own.toLocaleString('en-IN')}, 20 featured, 6 collections of 30`);
  for (const warm of [page, profile, api]) for (let i = 0; i < 50; i++) await (await warm()).text();
  console.log(`${N} requests each, ${C} at a time, over HTTP from a separate process`);
  await measure('profile page (baseline, server render)', profile, 'Bench Storekeeper');
  await measure('storefront page /store/url/…', page, 'Bench Temple Works');
  await measure('getCreatorStorefront (API)', api, 'Bench Temple Works');
  if (process.argv.includes('--lighthouse')) {
    const workDir = makeDataDir();
    lighthouseFigures(`${server.url}/about`, workDir);
    const runs = Array.from({ length: 3 }, () => lighthouseFigures(`${server.url}/store/url/${CUSTOM_URL}`, workDir)).sort((a, b) => a.score - b.score);
    const m = runs[1]!;
    console.log(`Lighthouse mobile (median of 3): score ${m.score}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)} (scores ${runs.map((r) => r.score).join(', ')})`);
  }
} finally {
  await client.end();
  await server.stop();
}
