/**
 * Issue 16 item 4's benchmark: getAnalyticsData on the 1M-model catalogue (bench/load-models.ts)
 * with a site's worth of activity over 400 days, bulk-loaded once straight into the raw tables: 20,000
 * accounts, 2M downloads, 100,000 live tips (tip_totals kept in step), and, within their 90-day
 * keep, 5M counted views, 300,000 sign-ins (180 days) and 1M tracked actions; the roll-up then
 * closes every past day (timed), VACUUM ANALYZE. Each timeRange is called 200 times over HTTP
 * after a warm-up against a server node in its own process; getRevenueReport, whose ledger reading
 * it shares, is measured beside it as the baseline. Target: p95 under 200 ms on PostgreSQL.
 *
 *   DATABASE_URL=postgres://…/bench1m nice -n 10 node --import tsx bench/admin-analytics.ts
 *
 * It adds rows (ids starting ban_/bv_/bsi_/bantip_) and the marker table bench_analytics_load to
 * the database it is given and removes nothing, so running it again measures without loading again.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeAnalyticsDays } from '../src/server/analytics/close-analytics-days';
import { openDatabase } from '../src/server/db/database';
import { users } from '../src/server/db/schema';
import { startServerNode } from '../src/server/test/server-node';
import { memberClient, signUpMember } from './support/bench-members';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL database holding the 1M models.');
const CALLS = 200;
const WARM_UP = 20;
const RANGES = ['7d', '30d', '90d', 'all'] as const;
const log = (line: string) => process.stdout.write(`${line}\n`);
const sql = async (text: string) => (await database.executeSql(text, [])).rows as Record<string, unknown>[];

// No server node while loading: its roll-up would close the back-dated days before their rows arrive.
const authSecret = randomBytes(32).toString('hex');
const env = { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
const database = await openDatabase({ kind: 'postgres', url }, { migrate: true });

await sql('create table if not exists bench_analytics_load (loaded_at timestamptz not null default now())');
if ((await sql('select 1 from bench_analytics_load')).length === 0) {
  const began = performance.now();
  const step = async (what: string, text: string) => {
    const at = performance.now();
    await sql(text);
    log(`  ${what}: ${Math.round((performance.now() - at) / 100) / 10} s`);
  };
  log('loading activity…');
  await step('accounts', `insert into users (id, email, display_name, created_at)
    select 'ban_' || g, 'ban_' || g || '@bench.invalid', 'Bench member ' || g, now() - random() * interval '400 days' from generate_series(1, 20000) g`);
  // 100,000 models get the activity, a few of them most of it (a cube of a uniform draw).
  await step('model sample', `create table if not exists bench_analytics_models as
    select id, user_id, row_number() over ()::int as n from (select id, user_id from models order by random() limit 100000) m`);
  const pick = `(1 + floor(100000 * power(random(), 3)))::int`;
  await step('downloads', `insert into downloads (model_id, user_id, visitor_key, day, downloaded_at)
    select m.id, case when x.signed then 'ban_' || (1 + floor(random() * 20000))::int end, 'bv_' || x.g, (x.at at time zone 'UTC')::date, x.at
    from (select g, random() < 0.5 as signed, now() - random() * interval '400 days' as at, ${pick} as n from generate_series(1, 2000000) g) x
    join bench_analytics_models m on m.n = x.n`);
  await step('counted views', `insert into counted_views (model_id, counted_at)
    select m.id, x.at from (select now() - random() * interval '90 days' as at, ${pick} as n from generate_series(1, 5000000) g) x
    join bench_analytics_models m on m.n = x.n`);
  await step('sign-ins', `insert into sign_ins (id, user_id, device_key, method, created_at)
    select 'bsi_' || g, 'ban_' || (1 + floor(random() * 20000))::int, 'bench', 'email', now() - random() * interval '180 days' from generate_series(1, 300000) g`);
  await step('tracked activity', `insert into user_activity (user_id, action, metadata, created_at)
    select case when random() < 0.6 then 'ban_' || (1 + floor(random() * 20000))::int end, 'page_view', '{"page":"explore"}', now() - random() * interval '90 days'
    from generate_series(1, 1000000) g`);
  await step('tips', `insert into tips (payment_id, book, from_user_id, to_user_id, model_id, amount, creator_amount, platform_fee, created_at)
    select 'bantip_' || x.g, 'live', 'ban_' || (1 + floor(random() * 20000))::int, m.user_id, m.id, x.amount, x.amount * 85 / 100, x.amount - x.amount * 85 / 100, x.at
    from (select g, (100 * (10 + floor(random() * 990)))::bigint as amount, now() - random() * interval '400 days' as at, ${pick} as n from generate_series(1, 100000) g) x
    join bench_analytics_models m on m.n = x.n`);
  await step('tip totals', `insert into tip_totals (to_user_id, book, tips, amount)
    select to_user_id, 'live', count(*), sum(amount) from tips where payment_id like 'bantip\\_%' group by to_user_id
    on conflict (to_user_id, book) do update set tips = tip_totals.tips + excluded.tips, amount = tip_totals.amount + excluded.amount`);
  // The load back-dated rows into days a roll-up may have closed already (closed days never change):
  // the roll-up tables are derived, so they are emptied and every day closed again from the raw rows.
  await sql('truncate analytics_days, analytics_model_days, analytics_creator_days, analytics_tops');
  const rollUp = performance.now();
  const closed = await closeAnalyticsDays(database.db);
  log(`  roll-up of ${closed.length} days: ${Math.round((performance.now() - rollUp) / 100) / 10} s`);
  await sql('insert into bench_analytics_load default values');
  log(`loaded in ${Math.round((performance.now() - began) / 1000)} s`);
} else {
  const closed = await closeAnalyticsDays(database.db);
  log(`already loaded; the roll-up closed ${closed.length} more days`);
}
for (const table of ['users', 'models', 'downloads', 'counted_views', 'sign_ins', 'user_activity', 'tips', 'analytics_days', 'analytics_model_days', 'analytics_creator_days', 'analytics_tops']) {
  await sql(`vacuum analyze ${table}`);
}
const counts = (await sql(`select (select count(*) from models) as models, (select count(*) from downloads) as downloads, (select count(*) from counted_views) as views,
  (select count(*) from tips) as tips, (select count(*) from analytics_model_days) as model_days`))[0];
log(`rows: ${JSON.stringify(counts)}`);

const node = await startServerNode({ databaseUrl: url, authSecret, env });
const analyst = await signUpMember(node.url, 'Analyst', async (id) => {
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
});
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const figures: Record<string, Record<string, { p50: number; p95: number; p99: number }>> = {};
for (const name of ['getAnalyticsData', 'getRevenueReport'] as const) {
  figures[name] = {};
  for (const timeRange of RANGES) {
    const call = () => memberClient(node.url, analyst).call(name, { timeRange });
    for (let i = 0; i < WARM_UP; i++) {
      const answer = await call();
      if (answer.status !== 200) throw new Error(`${name} ${timeRange} answered ${answer.status}: ${answer.error?.message}`);
    }
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const began = performance.now();
      const answer = await call();
      times.push(performance.now() - began);
      if (answer.status !== 200) throw new Error(`${name} ${timeRange} answered ${answer.status}`);
    }
    times.sort((a, b) => a - b);
    figures[name]![timeRange] = { p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), p99: round(quantile(times, 0.99)) };
    log(`${name} ${timeRange}: ${JSON.stringify(figures[name]![timeRange])}`);
  }
}
await node.stop();
await database.close();
const missed = RANGES.filter((r) => figures.getAnalyticsData![r]!.p95 >= 200);
console.log(JSON.stringify({ callsPerRange: CALLS, rows: counts, milliseconds: figures, targetP95Ms: 200, met: missed.length === 0 }, null, 2));
process.exit(missed.length === 0 ? 0 : 1);
