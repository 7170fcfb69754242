import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, tips, type LedgerBook } from '../db/schema';
import { accountBalance } from './account-balance';
import { creatorEarnings, withdrawalHolds } from './ledger-accounts';

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
 * time; what withdrawals paid out in that time (less any the bank sent back); what unpaid
 * withdrawals hold now. The available balance (earned − withdrawn − pending) is the earnings
 * account's balance, as reservations move money out of it; the test book's is never available.
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
  const [withdrawn] =
    book === 'live'
      ? await db
          .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(
            and(
              eq(ledgerAccounts.book, 'live'),
              eq(ledgerAccounts.ownerId, creatorId),
              // Paid: a debit of the holds; sent back: a credit of the earnings (negative), netted.
              sql`((${ledgerAccounts.kind} = 'withdrawal_holds' and ${ledgerTransactions.kind} = 'withdrawal_paid') or (${ledgerAccounts.kind} = 'creator_earnings' and ${ledgerTransactions.kind} = 'withdrawal_reversed'))`,
              inPeriod,
            ),
          )
      : [{ total: '0' }];
  const pending = book === 'live' ? await accountBalance(db, withdrawalHolds(creatorId)) : 0;
  return {
    totalEarnings: Number(earned?.total ?? 0),
    totalTips: Number(received?.count ?? 0),
    averageTip: Number(received?.average ?? 0),
    totalWithdrawn: Number(withdrawn?.total ?? 0),
    pendingWithdrawals: pending,
    availableBalance: book === 'live' ? Math.max(0, balance) : 0,
    balance,
  };
}
