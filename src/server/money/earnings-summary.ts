import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, tips, type LedgerBook } from '../db/schema';
import { accountBalance } from './account-balance';
import { creatorEarnings } from './ledger-accounts';

export interface EarningsSummary {
  totalEarnings: number;
  totalTips: number;
  averageTip: number;
  totalWithdrawn: number;
  pendingWithdrawals: number;
  availableBalance: number;
  balance: number;
}

/**
 * ORIGINAL-FACTS' earnings summary for one creator and book, from the ledger: what tips (and tips
 * from others' earnings) credited to their earnings since `since`, less refunds taken back in that
 * time. No withdrawal exists yet (issue 15), so nothing is withdrawn or pending, and the available
 * balance is the balance; the test book's is never available.
 */
export async function earningsSummary(db: Db, creatorId: string, book: LedgerBook, since: Date | null): Promise<EarningsSummary> {
  const account = creatorEarnings(book, creatorId);
  const inPeriod = since ? gte(ledgerEntries.createdAt, since) : undefined;
  const [earned] = await db
    .select({ total: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.book, book),
        eq(ledgerAccounts.kind, account.kind),
        eq(ledgerAccounts.ownerId, creatorId),
        // A tip sent out of one's own earnings is spending, not negative earning.
        sql`(${ledgerTransactions.kind} in ('tip', 'refund') or (${ledgerTransactions.kind} = 'earnings_tip' and ${ledgerEntries.amount} < 0))`,
        inPeriod,
      ),
    );
  const [received] = await db
    .select({ count: sql<string>`count(*)`, average: sql<string>`coalesce(round(avg(${tips.amount})), 0)` })
    .from(tips)
    .where(and(eq(tips.toUserId, creatorId), eq(tips.book, book), since ? gte(tips.createdAt, since) : undefined));
  const balance = await accountBalance(db, account);
  return {
    totalEarnings: Number(earned?.total ?? 0),
    totalTips: Number(received?.count ?? 0),
    averageTip: Number(received?.average ?? 0),
    totalWithdrawn: 0,
    pendingWithdrawals: 0,
    availableBalance: book === 'live' ? Math.max(0, balance) : 0,
    balance,
  };
}
