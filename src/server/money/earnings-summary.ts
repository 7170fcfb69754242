import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerAccountTotals, ledgerAccounts, ledgerEntries, tipTotals, tips, type LedgerBook } from '../db/schema';
import { naturalBalance, type LedgerAccountKind } from './ledger-accounts';

export interface EarningsSummary {
  totalEarnings: number;
  totalTips: number;
  averageTip: number;
  totalWithdrawn: number;
  pendingWithdrawals: number;
  referralRewards: number;
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
async function sumOfEntries(db: Db, account: Account | undefined, since: Date, which: ReturnType<typeof sql>): Promise<number> {
  if (!account) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account.id), gte(ledgerEntries.createdAt, since), which));
  return Number(row?.total ?? 0);
}

/** The summary's sums since the account opened: its running totals by kind, one short read. */
async function allTimeSums(db: Db, earnings: Account | undefined, holds: Account | undefined): Promise<{ earned: number; paid: number; reversed: number; rewarded: number }> {
  const ids = [earnings?.id, holds?.id].filter((id): id is number => id !== undefined);
  const rows = ids.length === 0 ? [] : await db.select().from(ledgerAccountTotals).where(inArray(ledgerAccountTotals.accountId, ids));
  const of = (account: Account | undefined, kind: string) => rows.find((row) => row.accountId === account?.id && row.kind === kind) ?? { debits: 0, credits: 0 };
  const net = (account: Account | undefined, kind: string) => of(account, kind).debits + of(account, kind).credits;
  return {
    // As sumOfEntries' conditions below: tips and refunds, and tips received out of others' earnings.
    earned: net(earnings, 'tip') + net(earnings, 'refund') + of(earnings, 'earnings_tip').credits,
    paid: net(holds, 'withdrawal_paid'),
    reversed: net(earnings, 'withdrawal_reversed'),
    // Net: a refunded friend's tip takes its 5 % share back as a debit of the same kind.
    rewarded: net(earnings, 'referral_reward'),
  };
}

/** The tips received in a period: counted and averaged from the index, or since the first, from their running total. */
async function tipsReceived(db: Db, creatorId: string, book: LedgerBook, since: Date | null): Promise<{ count: number; average: number }> {
  if (!since) {
    const [row] = await db.select().from(tipTotals).where(and(eq(tipTotals.toUserId, creatorId), eq(tipTotals.book, book)));
    return row && row.tips > 0 ? { count: row.tips, average: Math.round(row.amount / row.tips) } : { count: 0, average: 0 };
  }
  const [row] = await db
    .select({ count: sql<string>`count(*)`, average: sql<string>`coalesce(round(avg(${tips.amount})), 0)` })
    .from(tips)
    .where(and(eq(tips.toUserId, creatorId), eq(tips.book, book), gte(tips.createdAt, since)));
  return { count: Number(row?.count ?? 0), average: Number(row?.average ?? 0) };
}

/**
 * ORIGINAL-FACTS' earnings summary for one creator and book, from the ledger: what tips (and tips
 * from others' earnings) credited to their earnings since `since`, less refunds taken back in that
 * time; what withdrawals paid out in that time (less any the bank sent back); what unpaid
 * withdrawals hold now. The available balance (earned − withdrawn − pending) is the earnings
 * account's balance, as reservations move money out of it; the test book's is never available.
 * Each figure of a period is one index range (decision 035); all time reads the running totals
 * (decision 037): fast at 100,000 tips either way.
 */
export async function earningsSummary(db: Db, creatorId: string, book: LedgerBook, since: Date | null): Promise<EarningsSummary> {
  const accounts = await accountsOf(db, creatorId, book);
  const earnings = accounts.get('creator_earnings');
  const holds = accounts.get('withdrawal_holds');
  // A tip sent out of one's own earnings is spending, not negative earning.
  const earnedKinds = sql`(${ledgerEntries.kind} in ('tip', 'refund') or (${ledgerEntries.kind} = 'earnings_tip' and ${ledgerEntries.amount} < 0))`;
  const [sums, received] = await Promise.all([
    since
      ? Promise.all([
          sumOfEntries(db, earnings, since, earnedKinds),
          // Paid: debits of the holds; sent back by the bank: credits of the earnings (negative).
          sumOfEntries(db, holds, since, sql`${ledgerEntries.kind} = 'withdrawal_paid'`),
          sumOfEntries(db, earnings, since, sql`${ledgerEntries.kind} = 'withdrawal_reversed'`),
          // Referral rewards (decision 080): paid by the platform, in the balance, never counted as tips.
          sumOfEntries(db, earnings, since, sql`${ledgerEntries.kind} = 'referral_reward'`),
        ]).then(([earned, paid, reversed, rewarded]) => ({ earned, paid, reversed, rewarded }))
      : allTimeSums(db, earnings, holds),
    tipsReceived(db, creatorId, book, since),
  ]);
  const { earned, paid, reversed, rewarded } = sums;
  const balance = naturalBalance('creator_earnings', earnings?.balance ?? 0);
  return {
    totalEarnings: -earned,
    totalTips: received.count,
    averageTip: received.average,
    totalWithdrawn: book === 'live' ? paid + reversed : 0,
    pendingWithdrawals: book === 'live' ? naturalBalance('withdrawal_holds', holds?.balance ?? 0) : 0,
    referralRewards: -rewarded,
    availableBalance: book === 'live' ? Math.max(0, balance) : 0,
    balance,
  };
}
