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
  milliseconds: number;
}

const n = (value: unknown) => Number(value);

/**
 * Issue 14's proof that no paisa was lost or made: every book sums to zero, every transaction
 * balances, no entry crosses books, and every account's cached balance and count equal its
 * entries. Read-only, in one snapshot (repeatable read), so postings going on meanwhile are seen
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
      const crossBook = await tx.execute<{ count: string }>(sql`
        select count(*)::text as count from ledger_entries e
          join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
         where a.book <> t.book`);
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
        milliseconds: 0,
      };
      report.balanced =
        report.books.every((book) => book.total === 0) && report.unbalancedTransactions.length === 0 && report.mismatchedAccounts.length === 0 && report.crossBookEntries === 0;
      report.milliseconds = Math.round(performance.now() - started);
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
