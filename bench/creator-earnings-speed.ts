/**
 * Issue 15's earnings benchmark: getCreatorEarnings for a creator with 100,000 live tips among
 * 1,000,000 (other creators', some in the test book), bulk-loaded straight into the tips and the
 * ledger (balanced, cached balances set; reconcileLedger checks it), VACUUM ANALYZE, then each
 * timeRange (7d, 30d, 90d, all) called 200 times over HTTP after a warm-up against a server node in
 * its own process. Target: p95 under 50 ms on PostgreSQL. Then EXPLAIN (ANALYZE, BUFFERS) of the
 * summary's queries for 'all' and '30d' (the plans in full with --plans).
 *
 *   DATABASE_URL=postgres://…/postgres nice -n 10 node --import tsx bench/creator-earnings-speed.ts [tips=1000000] [--plans] [--keep]
 *
 * --keep leaves the database (its URL is printed); REUSE_DATABASE_URL=… measures one left by --keep without loading again.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database';
import { users } from '../src/server/db/schema';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { startServerNode } from '../src/server/test/server-node';
import { createBenchDatabase } from './support/bench-database';
import { memberClient, signInMember, signUpMember, type BenchMember } from './support/bench-members';
import { loadTips } from './support/load-tips';

const args = process.argv.slice(2);
const total = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const showPlans = args.includes('--plans');
const keep = args.includes('--keep');
const CALLS = 200;
const WARM_UP = 20;
const RANGES = ['7d', '30d', '90d', 'all'] as const;
const log = (line: string) => process.stdout.write(`${line}\n`);

const reuse = process.env.REUSE_DATABASE_URL;
const bench = reuse ? { url: reuse, drop: async () => {} } : await createBenchDatabase('earnings');
const authSecret = randomBytes(32).toString('hex');
const env = { NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', COMMUNITY_RATE_LIMIT_PER_MINUTE: '100000000' };
let node = await startServerNode({ databaseUrl: bench.url, authSecret, env });

// The creator signs up over HTTP (a real session); a reused database keeps theirs in a table of the benchmark's own.
const database = await openDatabase({ kind: 'postgres', url: bench.url }, { migrate: false });
await database.executeSql('create table if not exists bench_earnings_creator (id text primary key, email text not null)', []);
const known = (await database.executeSql('select id, email from bench_earnings_creator limit 1', [])).rows[0] as { id: string; email: string } | undefined;
let creator: BenchMember;
if (known) creator = await signInMember(node.url, known.email);
else {
  creator = await signUpMember(node.url, 'Earner', async (id) => {
    await database.db.update(users).set({ totalDownloads: 1_500 }).where(eq(users.id, id));
  });
  await database.executeSql('insert into bench_earnings_creator (id, email) values ($1, $2)', [creator.id, creator.email]);
}
const loadedAlready = Number((await database.executeSql(`select count(*) as n from tips where payment_id like 'bpay\\_%'`, [])).rows[0].n);
if (loadedAlready < total) {
  log(`loading ${total.toLocaleString('en-IN')} tips (${(total / 10).toLocaleString('en-IN')} of them the creator's)…`);
  const seconds = await loadTips(bench.url, { creatorId: creator.id, total, otherCreators: 999, payers: 2_000 }, log);
  log(`loaded in ${Math.round(seconds)} s`);
}
const creatorId = creator.id;
const reconciled = await reconcileLedger(database.db);
log(`reconcileLedger: balanced ${reconciled.balanced}, ${reconciled.entries} entries, ${reconciled.transactions} transactions, ${Math.round(reconciled.milliseconds)} ms`);
if (!reconciled.balanced) {
  console.log(JSON.stringify(reconciled, null, 2));
  process.exit(1);
}
// A node started before the load has cold caches and stale plans for nothing: start afresh.
await node.stop();
node = await startServerNode({ databaseUrl: bench.url, authSecret, env });

const client = () => memberClient(node.url, creator);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const figures: Record<string, { p50: number; p95: number; p99: number; mean: number; totalTips: number; totalEarningsPaise: number }> = {};
for (const timeRange of RANGES) {
  let last: any;
  for (let i = 0; i < WARM_UP; i++) {
    const answer = await client().call('getCreatorEarnings', { timeRange });
    if (answer.status !== 200) throw new Error(`getCreatorEarnings ${timeRange} answered ${answer.status}: ${answer.error?.message}`);
    last = answer.result;
  }
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const began = performance.now();
    const answer = await client().call('getCreatorEarnings', { timeRange });
    times.push(performance.now() - began);
    if (answer.status !== 200) throw new Error(`getCreatorEarnings ${timeRange} answered ${answer.status}`);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  figures[timeRange] = {
    p50: round(quantile(times, 0.5)),
    p95: round(quantile(times, 0.95)),
    p99: round(quantile(times, 0.99)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    totalTips: last.summary.totalTips,
    totalEarningsPaise: last.summary.totalEarnings,
  };
  log(`${timeRange}: ${JSON.stringify(figures[timeRange])}`);
}
await node.stop();

// What each of the summary's queries costs (earnings-summary.ts, written out as drizzle sends it, with literals).
const explains: Record<string, { ms: number; plan: string }> = {};
const pgClient = new pg.Client({ connectionString: bench.url });
await pgClient.connect();
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
for (const [range, days] of [['all', null], ['30d', 30]] as const) {
  const since = days === null ? '' : `and e.created_at >= now() - interval '${days} days'`;
  const sinceTips = days === null ? '' : `and created_at >= now() - interval '${days} days'`;
  // The shapes earnings-summary.ts sends (decision 035): one account's entries by their own kind, no transaction lookup.
  const account = (book: string, kind: string) => `(select id from ledger_accounts where book = '${book}' and kind = '${kind}' and owner_id = ${literal(creatorId)})`;
  const earnedKinds = `(e.kind in ('tip', 'refund') or (e.kind = 'earnings_tip' and e.amount < 0))`;
  const queries = days === null ? {
    // All time reads the running totals (decision 037).
    totals: `select * from ledger_account_totals where account_id in (${account('live', 'creator_earnings')}, ${account('live', 'withdrawal_holds')})`,
    received: `select tips, amount from tip_totals where to_user_id = ${literal(creatorId)} and book = 'live'`,
  } : {
    earned: `select coalesce(sum(-e.amount), 0) from ledger_entries e where e.account_id = ${account('live', 'creator_earnings')} and ${earnedKinds} ${since}`,
    received: `select count(*), coalesce(round(avg(amount)), 0) from tips where to_user_id = ${literal(creatorId)} and book = 'live' ${sinceTips}`,
    withdrawn: `select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = ${account('live', 'withdrawal_holds')} and e.kind = 'withdrawal_paid' ${since}`,
    'test-book earned': `select coalesce(sum(-e.amount), 0) from ledger_entries e where e.account_id = ${account('test', 'creator_earnings')} and ${earnedKinds} ${since}`,
  };
  for (const [name, text] of Object.entries(queries)) {
    const result = await pgClient.query(`explain (analyze, buffers) ${text}`);
    const plan = result.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    explains[`${range} ${name}`] = { ms, plan };
  }
}
await pgClient.end();
await database.close();
if (keep) log(`kept the database: REUSE_DATABASE_URL=${bench.url}`);
else await bench.drop();

const missed = RANGES.filter((r) => figures[r]!.p95 >= 50);
if (showPlans || missed.length > 0) for (const [name, { plan }] of Object.entries(explains)) log(`\n--- ${name}\n${plan}`);
console.log(
  JSON.stringify(
    {
      tips: total,
      creatorTips: total / 10,
      callsPerRange: CALLS,
      milliseconds: figures,
      queryMilliseconds: Object.fromEntries(Object.entries(explains).map(([k, v]) => [k, v.ms])),
      target: 'p95 < 50 ms',
      missed,
    },
    null,
    2,
  ),
);
if (missed.length > 0) process.exit(1);
