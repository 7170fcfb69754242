import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export interface LedgerReconciliation {
  /** True when every check below found nothing. */
  balanced: boolean;
  entries: number;
  transactions: number;
  /** Each book's entries in all: zero in a sound ledger. */
  books: { book: string; total: number }[];
  /** Transactions whose entries do not sum to zero, or that have none. */
  unbalancedTransactions: { id: number; total: number; entries: number }[];
  /** Accounts whose cached balance or entry count differs from their entries. */
  mismatchedAccounts: { id: number; book: string; kind: string; ownerId: string; cached: number; actual: number; cachedCount: number; actualCount: number }[];
  /** Entries on an account of another book than their transaction's. */
  crossBookEntries: number;
  /** Entries whose copy of their transaction's kind differs from it (the period figures read the copy). */
  misfiledEntries: number;
  /** Creators whose withdrawal holds differ from the amounts of their pending and processing withdrawals (issue 15). */
  mismatchedHolds: { ownerId: string; held: number; unpaid: number }[];
  /** Accounts' running totals by kind that differ from their entries, and creators' tip totals that differ from their tips. */
  mismatchedTotals: { accountId: number; kind: string }[];
  mismatchedTipTotals: { toUserId: string; book: string }[];
  milliseconds: number;
}

const n = (value: unknown) => Number(value);

/**
 * Issue 14's proof that no paisa was lost or made: every book sums to zero, every transaction
 * balances, no entry crosses books, and every account's cached balance and count equal its
 * entries; and issue 15's: every creator's withdrawal holds equal their unpaid withdrawals, and
 * the running totals the all-time figures read equal the entries and tips they stand for.
 * Read-only, in one snapshot (repeatable read), so postings going on meanwhile are seen
 * whole or not at all. Run by `npm run ledger:reconcile` and hourly by the ledger-reconcile job.
 */
export async function reconcileLedger(db: Db): Promise<LedgerReconciliation> {
  const started = performance.now();
  return db.transaction(
    async (tx) => {
      const books = await tx.execute<{ book: string; total: string }>(sql`
        select a.book, coalesce(sum(e.amount), 0)::text as total
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
         group by a.book order by a.book`);
      const counts = await tx.execute<{ entries: string; transactions: string }>(sql`
        select (select count(*) from ledger_entries)::text as entries, (select count(*) from ledger_transactions)::text as transactions`);
      const unbalanced = await tx.execute<{ id: string; total: string; entries: string }>(sql`
        select t.id::text, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as entries
          from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
         group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
         limit 100`);
      const mismatched = await tx.execute<{ id: string; book: string; kind: string; owner_id: string; balance: string; entry_count: number; actual: string; actual_count: string }>(sql`
        select a.id::text, a.book, a.kind, a.owner_id, a.balance::text, a.entry_count, coalesce(s.total, 0)::text as actual, coalesce(s.count, 0)::text as actual_count
          from ledger_accounts a
          left join (select account_id, sum(amount) as total, count(*) as count from ledger_entries group by account_id) s on s.account_id = a.id
         where a.balance <> coalesce(s.total, 0) or a.entry_count <> coalesce(s.count, 0)
         limit 100`);
      const crossBook = await tx.execute<{ count: string; misfiled: string }>(sql`
        select count(*) filter (where a.book <> t.book)::text as count, count(*) filter (where e.kind <> t.kind)::text as misfiled from ledger_entries e
          join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
         where a.book <> t.book or e.kind <> t.kind`);
      // What the holds keep back is exactly what unpaid withdrawals asked for: a reservation without
      // its request (or the reverse) is money stuck or about to be paid twice. Holds are credit-normal.
      const holds = await tx.execute<{ owner_id: string; held: string; unpaid: string }>(sql`
        select coalesce(h.owner_id, w.user_id) as owner_id, coalesce(-h.balance, 0)::text as held, coalesce(w.total, 0)::text as unpaid
          from (select owner_id, balance from ledger_accounts where book = 'live' and kind = 'withdrawal_holds') h
          full join (select user_id, sum(amount) as total from withdrawal_requests where status in ('pending', 'processing') group by user_id) w
            on w.user_id = h.owner_id
         where coalesce(-h.balance, 0) <> coalesce(w.total, 0)
         limit 100`);
      // The all-time figures read these instead of the entries: each must be the entries' sum.
      const totals = await tx.execute<{ account_id: string; kind: string }>(sql`
        select coalesce(t.account_id, s.account_id)::text as account_id, coalesce(t.kind, s.kind) as kind
          from ledger_account_totals t
          full join (select account_id, kind, coalesce(sum(amount) filter (where amount > 0), 0) as debits, coalesce(sum(amount) filter (where amount < 0), 0) as credits
                       from ledger_entries group by account_id, kind) s
            on s.account_id = t.account_id and s.kind = t.kind
         where t.debits is distinct from s.debits or t.credits is distinct from s.credits
         limit 100`);
      const tipTotals = await tx.execute<{ to_user_id: string; book: string }>(sql`
        select coalesce(t.to_user_id, s.to_user_id) as to_user_id, coalesce(t.book, s.book) as book
          from tip_totals t
          full join (select to_user_id, book, count(*) as tips, sum(amount) as amount from tips where to_user_id is not null group by to_user_id, book) s
            on s.to_user_id = t.to_user_id and s.book = t.book
         where t.tips is distinct from s.tips or t.amount is distinct from s.amount
         limit 100`);
      const report: LedgerReconciliation = {
        balanced: false,
        entries: n(counts.rows[0]?.entries ?? 0),
        transactions: n(counts.rows[0]?.transactions ?? 0),
        books: books.rows.map((row) => ({ book: row.book, total: n(row.total) })),
        unbalancedTransactions: unbalanced.rows.map((row) => ({ id: n(row.id), total: n(row.total), entries: n(row.entries) })),
        mismatchedAccounts: mismatched.rows.map((row) => ({
          id: n(row.id),
          book: row.book,
          kind: row.kind,
          ownerId: row.owner_id,
          cached: n(row.balance),
          actual: n(row.actual),
          cachedCount: n(row.entry_count),
          actualCount: n(row.actual_count),
        })),
        crossBookEntries: n(crossBook.rows[0]?.count ?? 0),
        misfiledEntries: n(crossBook.rows[0]?.misfiled ?? 0),
        mismatchedHolds: holds.rows.map((row) => ({ ownerId: row.owner_id, held: n(row.held), unpaid: n(row.unpaid) })),
        mismatchedTotals: totals.rows.map((row) => ({ accountId: n(row.account_id), kind: row.kind })),
        mismatchedTipTotals: tipTotals.rows.map((row) => ({ toUserId: row.to_user_id, book: row.book })),
        milliseconds: 0,
      };
      report.balanced =
        report.books.every((book) => book.total === 0) && report.unbalancedTransactions.length === 0 && report.mismatchedAccounts.length === 0 && report.crossBookEntries === 0 && report.misfiledEntries === 0 &&
        report.mismatchedHolds.length === 0 &&
        report.mismatchedTotals.length === 0 &&
        report.mismatchedTipTotals.length === 0;
      report.milliseconds = Math.round(performance.now() - started);
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
