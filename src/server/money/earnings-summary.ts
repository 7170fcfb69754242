import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerAccounts, ledgerEntries, tips, type LedgerBook } from '../db/schema';
import { naturalBalance, type LedgerAccountKind } from './ledger-accounts';

export interface EarningsSummary {
  totalEarnings: number;
  totalTips: number;
  averageTip: number;
  totalWithdrawn: number;
  pendingWithdrawals: number;
  availableBalance: number;
  balance: number;
}

interface Account {
  id: number;
  balance: number;
}

/** The creator's accounts in one book, by kind (none until money first moves). */
async function accountsOf(db: Db, creatorId: string, book: LedgerBook): Promise<Map<LedgerAccountKind, Account>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.book, book), eq(ledgerAccounts.ownerId, creatorId)));
  return new Map(rows.map((row) => [row.kind as LedgerAccountKind, { id: row.id, balance: row.balance }]));
}

/**
 * The sum of one account's entries of some kinds since `since`, read from the (account, time)
 * index alone: it carries each entry's amount and its transaction's kind.
 */
async function sumOfEntries(db: Db, account: Account | undefined, since: Date | null, which: ReturnType<typeof sql>): Promise<number> {
  if (!account) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account.id), since ? gte(ledgerEntries.createdAt, since) : undefined, which));
  return Number(row?.total ?? 0);
}

/**
 * ORIGINAL-FACTS' earnings summary for one creator and book, from the ledger: what tips (and tips
 * from others' earnings) credited to their earnings since `since`, less refunds taken back in that
 * time; what withdrawals paid out in that time (less any the bank sent back); what unpaid
 * withdrawals hold now. The available balance (earned − withdrawn − pending) is the earnings
 * account's balance, as reservations move money out of it; the test book's is never available.
 * Each figure is one index range (decision 035): fast at 100,000 tips.
 */
export async function earningsSummary(db: Db, creatorId: string, book: LedgerBook, since: Date | null): Promise<EarningsSummary> {
  const accounts = await accountsOf(db, creatorId, book);
  const earnings = accounts.get('creator_earnings');
  const holds = accounts.get('withdrawal_holds');
  const [earned, paid, reversed, received] = await Promise.all([
    // A tip sent out of one's own earnings is spending, not negative earning.
    sumOfEntries(db, earnings, since, sql`(${ledgerEntries.kind} in ('tip', 'refund') or (${ledgerEntries.kind} = 'earnings_tip' and ${ledgerEntries.amount} < 0))`),
    // Paid: debits of the holds; sent back by the bank: credits of the earnings (negative).
    sumOfEntries(db, holds, since, sql`${ledgerEntries.kind} = 'withdrawal_paid'`),
    sumOfEntries(db, earnings, since, sql`${ledgerEntries.kind} = 'withdrawal_reversed'`),
    db
      .select({ count: sql<string>`count(*)`, average: sql<string>`coalesce(round(avg(${tips.amount})), 0)` })
      .from(tips)
      .where(and(eq(tips.toUserId, creatorId), eq(tips.book, book), since ? gte(tips.createdAt, since) : undefined))
      .then((rows) => rows[0]),
  ]);
  const balance = naturalBalance('creator_earnings', earnings?.balance ?? 0);
  return {
    totalEarnings: -earned,
    totalTips: Number(received?.count ?? 0),
    averageTip: Number(received?.average ?? 0),
    totalWithdrawn: book === 'live' ? paid + reversed : 0,
    pendingWithdrawals: book === 'live' ? naturalBalance('withdrawal_holds', holds?.balance ?? 0) : 0,
    availableBalance: book === 'live' ? Math.max(0, balance) : 0,
    balance,
  };
}
