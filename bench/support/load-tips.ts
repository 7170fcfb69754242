import pg from 'pg';
import { TIER_BENEFITS } from '../../src/shared/constants/creator-tiers';

const BATCH = 100_000;
const DAYS = 730;

export interface TipLoad {
  /** The creator whose earnings are measured: every `1 / share` tip is theirs, all in the live book. */
  creatorId: string;
  total: number;
  /** Other creators and the payers, made as users `bc…` and `bf…` (the tip history names the payer). */
  otherCreators: number;
  payers: number;
}

/**
 * Loads `total` captured tips straight into `tips`, `ledger_transactions`, `ledger_entries` and
 * `ledger_accounts`, as `postTip` posts each one (the provider's clearing debited the amount, the
 * creator's earnings and the platform's fees credited 85 % and 15 % rounded half up), with
 * set-based SQL, 100,000 tips a transaction (the deferred balance trigger checks every one at
 * commit). Tips are spread over the last two years, oldest first (ids grow with time, as they do
 * when they arrive); one in ten is `creatorId`'s (live), the rest other creators', one in seven of
 * those in the test book. The accounts' cached balances, counts and totals are set from their entries at the
 * end; a load cut short is resumed. Resolves with the seconds it took.
 */
export async function loadTips(url: string, load: TipLoad, log: (line: string) => void = () => {}): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, email, username, display_name, is_verified)
       select 'bc' || lpad(n::text, 6, '0'), 'bench-creator' || n || '@example.in', 'bench_creator_' || n, 'Bench Creator ' || n, true from generate_series(1, $1::int) n
       union all
       select 'bf' || lpad(n::text, 6, '0'), 'bench-fan' || n || '@example.in', 'bench_fan_' || n, 'Bench Fan ' || n, true from generate_series(1, $2::int) n
       on conflict (id) do nothing`,
      [load.otherCreators, load.payers],
    );
    await client.query(
      `insert into ledger_accounts (book, kind, owner_id)
       select book, kind, owner_id from (
         select b.book, 'provider_clearing' as kind, '' as owner_id from (values ('live'), ('test')) b(book)
         union all select b.book, 'platform_fees', '' from (values ('live'), ('test')) b(book)
         union all select 'live', 'creator_earnings', $1
         union all select b.book, 'creator_earnings', 'bc' || lpad(n::text, 6, '0') from generate_series(1, $2::int) n, (values ('live'), ('test')) b(book)
       ) wanted
       on conflict (book, kind, owner_id) do nothing`,
      [load.creatorId, load.otherCreators],
    );
    // A load cut short is taken up where it stopped (each batch commits whole).
    const loaded = Number((await client.query(`select count(*) as n from tips where payment_id like 'bpay\\_%'`)).rows[0].n);
    for (let start = loaded + 1; start <= load.total; start += BATCH) {
      const end = Math.min(start + BATCH - 1, load.total);
      await client.query('begin');
      await client.query(
        `create temp table tip_batch on commit drop as
         select payment_id, to_user_id, from_user_id, book, amount, fee, amount - fee as creator_amount, created_at
           from (
             select 'bpay_' || lpad(n::text, 9, '0') as payment_id,
                    case when n % 10 = 0 then $1 else 'bc' || lpad((1 + n % $2::int)::text, 6, '0') end as to_user_id,
                    'bf' || lpad((1 + (n::bigint * 7919) % $3::int)::text, 6, '0') as from_user_id,
                    case when n % 10 <> 0 and n % 7 = 0 then 'test' else 'live' end as book,
                    amount,
                    floor((amount * ${10_000 - TIER_BENEFITS.basic.tipShareBps} + 5000) / 10000)::bigint as fee,
                    now() - interval '1 day' * ${DAYS} * (($4::int - n + random()) / $4::int) as created_at
               from generate_series($5::int, $6::int) n,
                    lateral (select (1000 + floor(random() * random() * 99000))::bigint as amount where n > 0) a
           ) made`,
        [load.creatorId, load.otherCreators, load.payers, load.total, start, end],
      );
      await client.query(
        `insert into tips (payment_id, book, source, order_id, from_user_id, to_user_id, amount, creator_amount, platform_fee, message, created_at)
         select payment_id, book, 'payment', 'border_' || substr(payment_id, 6), from_user_id, to_user_id, amount, creator_amount, fee, '', created_at
           from tip_batch order by created_at`,
      );
      await client.query(
        `insert into ledger_transactions (book, kind, idempotency_key, details, created_at)
         select book, 'tip', 'tip:' || payment_id,
                jsonb_build_object('paymentId', payment_id, 'orderId', 'border_' || substr(payment_id, 6), 'payerId', from_user_id, 'creatorId', to_user_id,
                                   'modelId', null, 'message', '', 'amount', amount, 'creatorShare', creator_amount, 'platformFee', fee),
                created_at
           from tip_batch order by created_at`,
      );
      await client.query(
        `insert into ledger_entries (transaction_id, account_id, amount, kind, created_at)
         select t.id, a.id, e.amount, 'tip', b.created_at
           from tip_batch b
           join ledger_transactions t on t.idempotency_key = 'tip:' || b.payment_id
           cross join lateral (values ('provider_clearing', '', b.amount), ('creator_earnings', b.to_user_id, -b.creator_amount), ('platform_fees', '', -b.fee)) e(kind, owner_id, amount)
           join ledger_accounts a on a.book = b.book and a.kind = e.kind and a.owner_id = e.owner_id
          order by t.id, e.kind`,
      );
      await client.query('commit');
      log(`  ${end} of ${load.total} tips (${Math.round((performance.now() - started) / 1000)} s)`);
    }
    await client.query(
      `update ledger_accounts a set balance = s.total, entry_count = s.n
         from (select account_id, sum(amount) as total, count(*)::int as n from ledger_entries group by account_id) s
        where s.account_id = a.id`,
    );
    // The running totals postTransaction and insertTips keep, set from what was loaded (the reconciliation checks them).
    await client.query(
      `insert into ledger_account_totals (account_id, kind, debits, credits)
       select account_id, kind, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(sum(amount) filter (where amount < 0), 0)
         from ledger_entries group by account_id, kind
       on conflict (account_id, kind) do update set debits = excluded.debits, credits = excluded.credits`,
    );
    await client.query(
      `insert into tip_totals (to_user_id, book, tips, amount)
       select to_user_id, book, count(*), sum(amount) from tips where to_user_id is not null group by to_user_id, book
       on conflict (to_user_id, book) do update set tips = excluded.tips, amount = excluded.amount`,
    );
    log('  vacuum analyze');
    for (const table of ['users', 'tips', 'tip_totals', 'ledger_accounts', 'ledger_account_totals', 'ledger_transactions', 'ledger_entries']) await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
