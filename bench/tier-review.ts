// The creator tier review (decisions 074, 075) after a day's events: 100,000 creators marked due at
// once, reviewed by the periodic task's function as two nodes would run it side by side. Reports
// the time, the SQL statements sent, creators moved and told, and checks that no creator was told
// twice. Run by hand on PostgreSQL (it makes a database of its own next to DATABASE_URL's):
//   DATABASE_URL=postgres://… node --import tsx bench/tier-review.ts [creators=100000]
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { reviewCreatorTiers } from '../src/server/tiers';
import { createBenchDatabase } from './support/bench-database';
import { inProcessNode } from './support/in-process-node';

const CREATORS = Number(process.argv[2] ?? 100_000);
const bench = await createBenchDatabase('tiers');

// Every statement any connection of this process sends, counted where node-postgres sends it.
let statements = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

const [a, b] = [await inProcessNode(bench.url, 'tiers'), await inProcessNode(bench.url, 'tiers')];
try {
  const { db } = a.services;
  const loadStarted = performance.now();
  // Creators of every age and reach: downloads skewed (most few, some thousands), 0–30 public models
  // each (one in ten featured), accounts made over the last 400 days. No earnings, so none reaches Pro.
  await db.execute(sql`insert into users (id, email, display_name, total_downloads, created_at)
    select 'tc' || lpad(n::text, 7, '0'), 'tc' || n || '@example.in', 'Creator ' || n,
           floor(power(random(), 4) * 5000)::int, now() - (random() * 400 || ' days')::interval
    from generate_series(1, ${CREATORS}::int) n`);
  await db.execute(sql`insert into models (id, user_id, title, slug, category, formats, featured)
    select 'tm' || u.n || '_' || k, 'tc' || lpad(u.n::text, 7, '0'), 'Model ' || k, 'model-' || k, '3D Printing', array['stl'], random() < 0.1
    from generate_series(1, ${CREATORS}::int) u(n) cross join lateral generate_series(1, floor(power(random(), 2) * 30)::int) k`);
  await db.execute(sql`insert into creator_tier_reviews (user_id, due_at) select id, now() - interval '1 minute' from users where id like 'tc%'`);
  for (const table of ['users', 'models', 'creator_tier_reviews', 'creator_tiers']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [{ models } = { models: 0 }] = (await db.execute<{ models: number }>(sql`select count(*)::int as models from models`)).rows;
  console.log(`${CREATORS.toLocaleString('en-IN')} creators, ${Number(models).toLocaleString('en-IN')} models, all marked due (loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s)`);

  statements = 0;
  const started = performance.now();
  let runs = 0;
  // Two nodes drain the marks side by side, as two periodic runs would if both started one.
  const drain = async (site: typeof a) => {
    let looked = 0;
    for (;;) {
      runs += 1;
      const n = await reviewCreatorTiers(site.services.db, site.services.jobs);
      looked += n;
      if (n === 0) return looked;
    }
  };
  const [byA, byB] = await Promise.all([drain(a), drain(b)]);
  const seconds = (performance.now() - started) / 1000;
  const told = await db.execute<{ tier: string; n: number; most: number }>(sql`select data->>'to' as tier, count(*)::int as n, max(per)::int as most from (
      select data, count(*) over (partition by subject_id) as per from domain_events where type = 'creator.tier_changed') e group by 1 order by 1`);
  console.log(`reviewed ${byA + byB} looks (node A ${byA}, node B ${byB}) in ${seconds.toFixed(1)} s over ${runs} runs: ${Math.round(CREATORS / seconds)} creators/s, ${statements.toLocaleString('en-IN')} statements (${(statements / CREATORS).toFixed(1)} a creator)`);
  for (const row of told.rows) console.log(`moved up to ${row.tier}: ${row.n} creators, each told ${row.most === 1 ? 'once' : `up to ${row.most} times (WRONG)`}`);
  const [{ left } = { left: 0 }] = (await db.execute<{ left: number }>(sql`select count(*)::int as left from creator_tier_reviews`)).rows;
  console.log(`marks left: ${left}`);
} finally {
  await a.close();
  await b.close();
  await bench.drop();
}
