// The referral rewards' periodic sweep (decision 080) at scale: REFERRALS friends, each with a
// referrer, a tenth of them already published and paid. Times the sweep when nothing is due (what
// every minute costs), then with the given share newly due, paid by two nodes side by side, and
// checks that each reward was posted once and the ledger balances. Run by hand on PostgreSQL (it
// makes a database of its own next to DATABASE_URL's):
//   DATABASE_URL=postgres://… node --import tsx bench/referral-rewards.ts [referrals=100000] [due=0.01]
import { sql } from 'drizzle-orm';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { payReferralRewards } from '../src/server/referrals';
import { createBenchDatabase } from './support/bench-database';
import { inProcessNode } from './support/in-process-node';

const REFERRALS = Number(process.argv[2] ?? 100_000);
const DUE = Number(process.argv[3] ?? 0.01);
const bench = await createBenchDatabase('referrals');

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

const [a, b] = [await inProcessNode(bench.url, 'referrals'), await inProcessNode(bench.url, 'referrals')];
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
