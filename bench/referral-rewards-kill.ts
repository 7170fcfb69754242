// Issue 31's fault test for referral rewards (decisions 080, 085): FRIENDS referred friends, each
// at 99 downloads with the first-model rewards paid, all reach 100 at once. Each 100th download is
// recorded twice at the same moment (the event duplicated: it must count once), before the nodes
// start; two server nodes in their own processes then roll all the counts up in one go (the moment
// every friend reaches 100) and run the rewards sweep every second (one run at a time
// across nodes, as production does); this process sweeps too, side by side with them, so two
// sweeps race over the same rewards. Once a node's run has paid a quarter, that node is killed with
// SIGKILL. SHARED more friends, whose referrer was given the same payout destination after their
// first reward (written straight to the table, so only the sweep's own look can catch it), must be
// held and paid nothing. At the end every reward due is posted exactly once (postings counted per
// key), nothing else is, and the ledger reconciles (`npm run ledger:reconcile` on the database).
// By hand, on PostgreSQL; it makes a database of its own next to DATABASE_URL's and drops it:
//   DATABASE_URL=postgres://… node --import tsx bench/referral-rewards-kill.ts [friends=1000] [shared=50]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordDownload } from '../src/server/models';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { payReferralRewards } from '../src/server/referrals';
import { startServerNode, type ServerNode } from '../src/server/test/server-node';
import { createBenchDatabase } from './support/bench-database';
import { inProcessNode } from './support/in-process-node';

const FRIENDS = Number(process.argv[2] ?? 1_000);
const SHARED = Number(process.argv[3] ?? 50);
const ALL = FRIENDS + SHARED;
/** Everything due must be paid within this long of the downloads, or the run fails. */
const DEADLINE_MS = 180_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stdout.write(`${line}\n`);

const bench = await createBenchDatabase('refkill');
const site = await inProcessNode(bench.url, 'refkill');
const { db, jobs } = site.services;
const nodes: ServerNode[] = [];
let failed: boolean;

const count = async (query: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(query)).rows[0]!.n);
const downloadRewardsPaid = () => count(sql`select count(*)::int as n from ledger_transactions where kind = 'referral_reward' and idempotency_key like 'referral:%:downloads_100:%'`);

try {
  // A referrer for every ten friends; each friend one public model at 99 downloads.
  await db.execute(sql`insert into users (id, email, display_name) select 'kr' || n, 'kr' || n || '@example.in', 'Referrer ' || n from generate_series(1, ${Math.ceil(ALL / 10)}::int) n`);
  await db.execute(sql`insert into users (id, email, display_name, total_downloads) select 'kf' || n, 'kf' || n || '@example.in', 'Friend ' || n, 99 from generate_series(1, ${ALL}::int) n`);
  await db.execute(sql`insert into referrals (friend_id, referrer_id, code, status) select 'kf' || n, 'kr' || (1 + (n - 1) / 10), 'CODE' || (1 + (n - 1) / 10), 'counted' from generate_series(1, ${ALL}::int) n`);
  await db.execute(sql`insert into models (id, user_id, title, slug, category, formats, downloads)
    select 'km' || n, 'kf' || n, 'Model ' || n, 'model-' || n, '3D Printing', array['stl'], 99 from generate_series(1, ${ALL}::int) n`);
  let firstPaid = 0;
  for (let n = await payReferralRewards(db, jobs); n > 0; n = await payReferralRewards(db, jobs)) firstPaid += n;
  // After their first reward, the last SHARED friends and their referrers have one UPI id between them.
  await db.execute(sql`insert into payout_destinations (id, user_id, method, upi_id, fingerprint)
    select 'kd' || who || n, case when who = 'f' then 'kf' || n else 'kr' || (1 + (n - 1) / 10) end, 'upi', 'shared' || n || '@okaxis', 'bench-shared-' || n
      from generate_series(${FRIENDS + 1}::int, ${ALL}::int) n, (values ('f'), ('r')) w(who)
    on conflict do nothing`);
  for (const table of ['users', 'models', 'referrals', 'payout_destinations', 'ledger_transactions', 'ledger_entries']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  log(`${ALL.toLocaleString('en-IN')} friends at 99 downloads (${SHARED} sharing a UPI id with their referrer); ${firstPaid.toLocaleString('en-IN')} first-model rewards paid to start`);

  // Every friend's 100th download, each recorded twice at once, 20 friends at a time. The counts
  // wait in the counter shards until a node's roll-up, which takes all of them in one transaction:
  // that is the moment all the friends reach 100 at once.
  const recording = performance.now();
  let counted = 0;
  let next = 1;
  const record = (n: number) => recordDownload(db, jobs, { modelId: `km${n}`, ownerId: `kf${n}`, visitor: { userId: null, key: `a:bench-${n}`, ipKey: `bench-ip-${n}`, setCookie: null }, ceiling: 1_000_000 });
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next <= ALL) {
        const n = next++;
        for (const one of await Promise.all([record(n), record(n)])) if (one) counted += 1;
      }
    }),
  );
  log(`${(ALL * 2).toLocaleString('en-IN')} downloads recorded (each twice) in ${(performance.now() - recording).toFixed(0)} ms: ${counted} counted`);

  const env = { REFERRAL_REWARDS_SECONDS: '1', COUNTER_ROLLUP_SECONDS: '1', LOG_LEVEL: 'warn' };
  const authSecret = randomBytes(32).toString('hex');
  const started = performance.now();
  nodes.push(...(await Promise.all([startServerNode({ databaseUrl: bench.url, authSecret, env }), startServerNode({ databaseUrl: bench.url, authSecret, env })])));
  log(`two server nodes up in ${(performance.now() - started).toFixed(0)} ms (pids ${nodes.map((n) => n.child.pid).join(', ')}), each rolling up counts and sweeping rewards every second`);

  // This process's own sweep, racing the nodes' once theirs has begun paying.
  let racing = true;
  let racerPaid = 0;
  const racer = (async () => {
    while (racing && (await downloadRewardsPaid()) === 0) await wait(20);
    while (racing) racerPaid += await payReferralRewards(db, jobs);
  })();

  // Kill the node running the sweep once a quarter is paid and its run is under way.
  let killed: { pid: number; atPaid: number; atMs: number; at: Date } | null = null;
  for (;;) {
    const paid = await downloadRewardsPaid();
    if (!killed && paid >= FRIENDS / 4) {
      const running = await db.execute<{ pid: number }>(sql`
        select n.pid from pgboss.job j join job_nodes n on j.id = any(n.job_ids) where j.name = 'referral-rewards' and j.state = 'active'`);
      const victim = nodes.find((node) => running.rows.some((row) => row.pid === node.child.pid));
      if (victim) {
        victim.child.kill('SIGKILL');
        killed = { pid: victim.child.pid!, atPaid: paid, atMs: performance.now() - started, at: new Date() };
        log(`SIGKILL to node ${killed.pid} in the middle of its sweep, with ${paid} of ${FRIENDS} download rewards paid`);
      }
    }
    if (paid >= FRIENDS && killed) break;
    if (performance.now() - started > DEADLINE_MS) throw new Error(`only ${paid} of ${FRIENDS} download rewards paid after ${DEADLINE_MS / 1000} s${killed ? '' : ', and no node was seen running the sweep to kill'}`);
    await wait(25);
  }
  const allPaidMs = performance.now() - started;
  racing = false;
  await racer;
  // The survivor's sweeps go on: the killed node's run is failed by the heartbeats (10 s) and the
  // next runs start on the other node. They must find nothing more to pay.
  const killedAt = killed!.at;
  await wait(15_000);
  const laterRuns = await count(sql`select count(*)::int as n from pgboss.job where name = 'referral-rewards' and state = 'completed' and started_on > ${killedAt.toISOString()}::timestamptz`);
  const deadRun = await count(sql`select count(*)::int as n from pgboss.job where name = 'referral-rewards' and state = 'failed' and started_on < ${killedAt.toISOString()}::timestamptz and completed_on > ${killedAt.toISOString()}::timestamptz`);

  // Every reward due, exactly once; nothing else.
  const postings = await db.execute<{ key: string; n: number }>(sql`select idempotency_key as key, count(*)::int as n from ledger_transactions where kind = 'referral_reward' group by 1`);
  const byKey = new Map(postings.rows.map((row) => [row.key, row.n]));
  const due: string[] = [];
  for (let n = 1; n <= ALL; n++) {
    const referrer = `kr${1 + Math.floor((n - 1) / 10)}`;
    due.push(`referral:kf${n}:first_model:kf${n}`, `referral:kf${n}:first_model:${referrer}`);
    if (n <= FRIENDS) due.push(`referral:kf${n}:downloads_100:${referrer}`);
  }
  const notOnce = due.filter((key) => byKey.get(key) !== 1);
  const dueSet = new Set(due);
  const extra = [...byKey.keys()].filter((key) => !dueSet.has(key));
  const held = await count(sql`select count(*)::int as n from referrals where status = 'held' and 'same_payout_destination' = any(signals) and friend_id in (select 'kf' || n from generate_series(${FRIENDS + 1}::int, ${ALL}::int) n)`);
  const heldOthers = await count(sql`select count(*)::int as n from referrals where status <> 'counted' and friend_id in (select 'kf' || n from generate_series(1, ${FRIENDS}::int) n)`);
  const downloadsOff = await count(sql`select count(*)::int as n from users where id like 'kf%' and total_downloads <> 100`);
  const notices = await count(sql`select count(*)::int as n from domain_events where type = 'referral.rewarded'`);
  const postingsTotal = postings.rows.reduce((sum, row) => sum + row.n, 0);
  const [span] = (
    await db.execute<{ seconds: number }>(sql`select extract(epoch from max(created_at) - min(created_at))::float8 as seconds from ledger_transactions where kind = 'referral_reward' and idempotency_key like 'referral:%:downloads_100:%'`)
  ).rows;
  const reconciliation = await reconcileLedger(db);
  const script = spawnSync('npm', ['run', '-s', 'ledger:reconcile'], { env: { ...process.env, DATABASE_URL: bench.url, LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  const scriptSays = script.stdout.trim().split('\n').at(-1);

  const report = {
    friends: FRIENDS,
    sharingAPayoutDestination: SHARED,
    downloadsRecorded: ALL * 2,
    downloadsCounted: counted,
    friendsNotAtExactly100Downloads: downloadsOff,
    killed: { pid: killed!.pid, afterDownloadRewardsPaid: killed!.atPaid, secondsAfterTheNodesStarted: Number((killed!.atMs / 1000).toFixed(1)) },
    secondsFromTheNodesStartingToEveryDownloadRewardPaid: Number((allPaidMs / 1000).toFixed(1)),
    secondsFromTheFirstDownloadRewardToTheLast: Number(span!.seconds.toFixed(1)),
    paidByThisProcessesSweep: racerPaid,
    paidByTheNodes: FRIENDS - racerPaid,
    killedRunFailedByTheHeartbeats: deadRun,
    sweepsCompletedAfterTheKill: laterRuns,
    rewardsDue: due.length,
    postedExactlyOnce: due.length - notOnce.length,
    notExactlyOnce: notOnce.slice(0, 10),
    extraPostings: extra.length,
    sharedDestinationHeld: held,
    otherReferralsNotCounted: heldOthers,
    rewardNotices: notices,
    postings: postingsTotal,
    ledgerBalanced: reconciliation.balanced,
    ledgerReconcileScript: { exitCode: script.status, says: scriptSays },
  };
  log(JSON.stringify(report, null, 2));
  failed =
    notOnce.length > 0 || extra.length > 0 || held !== SHARED || heldOthers > 0 || downloadsOff > 0 || counted !== ALL || notices !== postingsTotal || !reconciliation.balanced || script.status !== 0;
  log(failed ? 'FAILED' : 'Every reward due was paid exactly once, nothing else was, and the ledger reconciles.');
} finally {
  for (const node of nodes) await node.stop().catch(() => undefined);
  await site.close();
  await bench.drop();
}
process.exit(failed ? 1 : 0);
