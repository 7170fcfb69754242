// The referral rewards' periodic sweep (decision 080) at scale: REFERRALS friends, each with a
// referrer, a tenth of them already published and paid. Times the sweep when nothing is due (what
// every minute costs), then with the given share newly due, paid by two nodes side by side, and
// checks that each reward was posted once and the ledger balances. Run by hand on PostgreSQL (it
// makes a database of its own next to DATABASE_URL's):
//   DATABASE_URL=postgres://… node --import tsx bench/referral-rewards.ts [referrals=100000] [due=0.01]
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createServices } from '../src/server/create-services';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { payReferralRewards } from '../src/server/referrals';
import { createBenchDatabase } from './support/bench-database';

const REFERRALS = Number(process.argv[2] ?? 100_000);
const DUE = Number(process.argv[3] ?? 0.01);
const bench = await createBenchDatabase('referrals');

/** One node: the app's services on the bench database, its background work left to this script. */
async function node() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-referrals-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789', DATABASE_URL: bench.url });
  const services = await createServices(config);
  const app = await buildApp(services, { webDistDir: path.join(dataDir, 'no-web'), jobsOnDemand: true });
  await app.ready();
  return { services, close: async () => (await app.close(), await services.database.close()) };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

const [a, b] = [await node(), await node()];
try {
  const { db } = a.services;
  // A referrer for every ten friends; downloads skewed (most few, some past 100 or 1,000).
  await db.execute(sql`insert into users (id, email, display_name, total_downloads)
    select 'rr' || n, 'rr' || n || '@example.in', 'Referrer ' || n, 0 from generate_series(1, ${Math.ceil(REFERRALS / 10)}::int) n`);
  await db.execute(sql`insert into users (id, email, display_name, total_downloads)
    select 'rf' || n, 'rf' || n || '@example.in', 'Friend ' || n, floor(power(random(), 6) * 3000)::int from generate_series(1, ${REFERRALS}::int) n`);
  await db.execute(sql`insert into referrals (friend_id, referrer_id, code, status)
    select 'rf' || n, 'rr' || (1 + (n - 1) / 10), 'CODE' || (1 + (n - 1) / 10), 'counted' from generate_series(1, ${REFERRALS}::int) n`);
  // A tenth have published; their rewards (and any download rewards they reached) are paid below.
  await db.execute(sql`insert into models (id, user_id, title, slug, category, formats)
    select 'rm' || n, 'rf' || n, 'Model ' || n, 'model-' || n, '3D Printing', array['stl'] from generate_series(1, ${REFERRALS}::int) n where n % 10 = 0`);
  for (const table of ['users', 'models', 'referrals', 'ledger_transactions']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  let paidBefore = 0;
  for (let n = await payReferralRewards(db, a.services.jobs); n > 0; n = await payReferralRewards(db, a.services.jobs)) paidBefore += n;
  // Everything due is paid now (the publishers' first-model rewards and every download milestone reached).
  for (const table of ['ledger_transactions', 'ledger_entries']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`${REFERRALS.toLocaleString('en-IN')} referrals, ${paidBefore.toLocaleString('en-IN')} rewards paid to start`);

  const [idle, idleMs] = await timed(() => payReferralRewards(db, a.services.jobs));
  console.log(`a sweep with nothing due: ${idleMs.toFixed(0)} ms (${idle} paid)`);

  // Newly due: that share of the friends who had not published, publish now.
  await db.execute(sql`insert into models (id, user_id, title, slug, category, formats)
    select 'rn' || n, 'rf' || n, 'New ' || n, 'new-' || n, '3D Printing', array['stl'] from generate_series(1, ${REFERRALS}::int) n
    where n % 10 <> 0 and random() < ${DUE}`);
  const [expected] = (await db.execute<{ n: number }>(sql`select count(*)::int * 2 as n from models where id like 'rn%'`)).rows;
  const drain = async (site: typeof a) => {
    let paid = 0;
    for (let n = await payReferralRewards(site.services.db, site.services.jobs); n > 0; n = await payReferralRewards(site.services.db, site.services.jobs)) paid += n;
    return paid;
  };
  const [[byA, byB], dueMs] = await timed(() => Promise.all([drain(a), drain(b)]));
  console.log(`${expected!.n.toLocaleString('en-IN')} rewards newly due, paid by two nodes side by side in ${dueMs.toFixed(0)} ms: node A ${byA}, node B ${byB}, together ${byA + byB} (${byA + byB === expected!.n ? 'each once' : 'WRONG'})`);
  const [twice] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from (select idempotency_key from ledger_transactions where kind = 'referral_reward' group by 1 having count(*) > 1) d`)).rows;
  console.log(`postings with one key twice: ${twice!.n}; ledger balanced: ${(await reconcileLedger(db)).balanced}`);
} finally {
  await a.close();
  await b.close();
  await bench.drop();
}
