// Issue 14's ledger benchmark, on PostgreSQL:
//  1. Tips posted per second by 50 concurrent payers through the ledger module (postTip, one
//     transaction each: the tip, its three entries, three cached balances), for a few seconds,
//     against a baseline in the same run: the same 50 payers committing a one-row transaction.
//     Tips go to 200 creators, so the book's clearing and fee rows are the shared, hot ones.
//  2. The reconciliation check's time at 1,000,000 entries (bulk-loaded as balanced tips through
//     the database's own triggers, then VACUUM ANALYZE).
// This process is the ledger's caller (as a server node is); the database is its own.
//   DATABASE_URL=postgres://… node --import tsx bench/ledger-throughput.ts [payers=50] [seconds=10] [entries=1000000]
// It makes a database of its own next to DATABASE_URL's and drops it at the end.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { postTip } from '../src/server/money/post-tip';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';
import { createBenchDatabase } from './support/bench-database';
import { TIER_BENEFITS } from '../src/shared/constants/creator-tiers';

const payers = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 10);
const targetEntries = Number(process.argv[4] ?? 1_000_000);
const bench = await createBenchDatabase('ledger');
const database = await openDatabase({ kind: 'postgres', url: bench.url, poolSize: payers }, { migrate: true });

async function during(work: (payer: number, i: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: payers }, async (_, payer) => {
      for (let i = 0; performance.now() < until; i += 1) {
        await work(payer, i);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

try {
  await database.executeSql('create table bench_baseline (id bigserial primary key, payer int not null, at timestamptz not null default now())');
  const baseline = await during((payer) => database.db.transaction((tx) => tx.execute(sql`insert into bench_baseline (payer) values (${payer})`)));
  const tips = await during((payer, i) =>
    database.db.transaction((tx) =>
      postTip(tx, { book: 'live', paymentId: `pay_${payer}_${i}`, orderId: `order_${payer}_${i}`, amountPaise: 1000 + ((payer * 7919 + i) % 100_000), payerId: `payer_${payer}`, creatorId: `creator_${(payer * 31 + i) % 200}`, creatorTier: { tier: 'basic', tipShareBps: TIER_BENEFITS.basic.tipShareBps }, modelId: null, message: '' }),
    ),
  );
  console.log(`${payers} concurrent payers, ${seconds} s each (PostgreSQL):`);
  console.log(`  baseline, a one-row transaction: ${baseline.toFixed(0)} per second`);
  console.log(`  tips posted through the ledger: ${tips.toFixed(0)} per second`);
  const sound = await reconcileLedger(database.db);
  console.log(`  reconciled after the run: ${sound.balanced ? 'every book sums to zero' : 'NOT BALANCED'} (${sound.entries} entries)`);

  // Bulk load: balanced tips of three entries each, through the same tables and triggers.
  const started = performance.now();
  const [{ count }] = (await database.executeSql('select count(*)::int as count from ledger_entries')).rows as [{ count: number }];
  const more = Math.max(0, Math.ceil((targetEntries - count) / 3));
  const chunk = 50_000;
  for (let from = 0; from < more; from += chunk) {
    const n = Math.min(chunk, more - from);
    await database.executeSql(`
      with accounts as (
        insert into ledger_accounts (book, kind, owner_id) values ('live', 'provider_clearing', ''), ('live', 'platform_fees', '')
        on conflict (book, kind, owner_id) do update set kind = excluded.kind returning id, kind),
      creators as (
        insert into ledger_accounts (book, kind, owner_id) select 'live', 'creator_earnings', 'bulk_' || g from generate_series(0, 999) g
        on conflict (book, kind, owner_id) do update set kind = excluded.kind returning id, owner_id),
      tx as (
        insert into ledger_transactions (book, kind, idempotency_key, details)
        select 'live', 'tip', 'tip:bulk_${from}_' || g, jsonb_build_object('amount', 10000, 'creatorShare', 8500, 'platformFee', 1500) from generate_series(1, ${n}) g
        returning id)
      insert into ledger_entries (transaction_id, account_id, amount, kind)
      select tx.id, a.id, v.amount, 'tip' from tx
        cross join lateral (values ('provider_clearing', 10000), ('platform_fees', -1500)) v(kind, amount)
        join accounts a on a.kind = v.kind
      union all
      select tx.id, (select id from creators where owner_id = 'bulk_' || (tx.id % 1000)), -8500, 'tip' from tx`);
  }
  // The cached balances follow the entries the bulk load wrote.
  await database.executeSql(`
    update ledger_accounts a set balance = s.total, entry_count = s.n
      from (select account_id, sum(amount) as total, count(*) as n from ledger_entries group by account_id) s
     where s.account_id = a.id`);
  await database.executeSql('vacuum analyze');
  console.log(`bulk load to ${targetEntries.toLocaleString('en-IN')} entries: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const times: number[] = [];
  let last = sound;
  for (let i = 0; i < 3; i += 1) {
    const t0 = performance.now();
    last = await reconcileLedger(database.db);
    times.push(performance.now() - t0);
  }
  console.log(`reconciliation at ${last.entries.toLocaleString('en-IN')} entries, ${last.transactions.toLocaleString('en-IN')} transactions: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')} (${last.balanced ? 'balanced' : 'NOT BALANCED'})`);
} finally {
  await database.close();
  await bench.drop();
}
