import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RevenueFigures } from '../../shared/contracts/money/revenue';
import type { Db } from '../db/database';
import { ledgerAccounts, ledgerEntries, type LedgerBook } from '../db/schema';
import { bucketForSpan, bucketsBetween, firstDayOf, indiaDay, indiaDayStart, INDIA_TIME_ZONE, type Bucket, type TimeRange } from './india-days';
import { naturalBalance, type LedgerAccountKind } from './ledger-accounts';

/** The platform's own accounts whose entries the report reads; creators' are read only as balances. */
const PLATFORM_KINDS = ['platform_fees', 'platform_tips', 'platform_expenses', 'provider_clearing', 'ad_revenue'] as const;
const TIP_KINDS = new Set(['tip', 'earnings_tip']);
const WITHDRAWAL_KINDS = new Set(['withdrawal_paid', 'withdrawal_reversed']);

export interface RevenueReport {
  bucket: Bucket;
  series: (RevenueFigures & { start: string })[];
  total: RevenueFigures;
  balances: { platformFees: number; platformTips: number; platformExpenses: number; owedToCreators: number; heldForWithdrawals: number; heldForSponsored: number; adRevenue: number };
}

const zero = (): RevenueFigures => ({ feesFromTips: 0, feesFromWithdrawals: 0, platformTips: 0, refunds: 0, payouts: 0, expenses: 0, adRevenue: 0, netRevenue: 0 });

/** Adds one (account kind, transaction kind) sum of raw entry amounts to a period's figures, in their natural signs. */
function addSum(figures: RevenueFigures, account: string, kind: string, raw: number): void {
  if (account === 'platform_fees' && TIP_KINDS.has(kind)) figures.feesFromTips -= raw;
  else if (account === 'platform_fees' && WITHDRAWAL_KINDS.has(kind)) figures.feesFromWithdrawals -= raw;
  else if (account === 'platform_tips' && TIP_KINDS.has(kind)) figures.platformTips -= raw;
  else if ((account === 'platform_fees' || account === 'platform_tips') && kind === 'refund') figures.refunds += raw;
  else if (account === 'provider_clearing' && WITHDRAWAL_KINDS.has(kind)) figures.payouts -= raw;
  else if (account === 'platform_expenses') figures.expenses += raw;
  else if (account === 'ad_revenue') figures.adRevenue -= raw;
  figures.netRevenue = figures.feesFromTips + figures.feesFromWithdrawals + figures.platformTips + figures.adRevenue - figures.refunds - figures.expenses;
}

/**
 * Issue 16 item 9: the platform's money for a period, from its ledger accounts' entries, one
 * aggregate over ledger_entries_account_time_idx (a handful of accounts, a range of time each);
 * the balances are the accounts' kept balances (reconciled hourly against their entries).
 *
 * `since`, for 'all' only: the first day to report from, for a caller that buckets other figures
 * alongside (analytics, from the first account's day); without it, the oldest entry's day.
 */
export async function readRevenueReport(db: Db, input: { book: LedgerBook; timeRange: TimeRange; now?: Date; since?: string }): Promise<RevenueReport> {
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.book, input.book), eq(ledgerAccounts.ownerId, ''), inArray(ledgerAccounts.kind, [...PLATFORM_KINDS])));
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const today = indiaDay(input.now ?? new Date());
  const fixedFirst = firstDayOf(input.timeRange, today);
  const from = fixedFirst ?? input.since ?? null;
  const ids = accounts.map((a) => a.id);
  let first = from;
  if (!first) {
    const [oldest] = ids.length ? await db.select({ at: sql<Date | string | null>`min(${ledgerEntries.createdAt})` }).from(ledgerEntries).where(inArray(ledgerEntries.accountId, ids)) : [];
    first = oldest?.at ? indiaDay(new Date(oldest.at)) : today;
  }
  const bucket: Bucket = fixedFirst ? 'day' : bucketForSpan(first, today);
  const bucketAt = sql`date_trunc(${sql.raw(`'${bucket}'`)}, ${ledgerEntries.createdAt} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)})`;
  const rows = ids.length
    ? await db
        .select({ start: sql<string>`to_char(${bucketAt}, 'YYYY-MM-DD')`, accountId: ledgerEntries.accountId, kind: ledgerEntries.kind, sum: sql<string>`sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.accountId, ids), from ? gte(ledgerEntries.createdAt, indiaDayStart(from)) : undefined))
        .groupBy(bucketAt, ledgerEntries.accountId, ledgerEntries.kind)
    : [];
  const byStart = new Map(bucketsBetween(first, today, bucket).map((start) => [start, zero()]));
  const total = zero();
  for (const row of rows) {
    const account = kindOf.get(row.accountId) ?? '';
    const figures = byStart.get(row.start) ?? zero();
    byStart.set(row.start, figures);
    addSum(figures, account, row.kind, Number(row.sum));
    addSum(total, account, row.kind, Number(row.sum));
  }

  const balanceRows = await db
    .select({ kind: ledgerAccounts.kind, sum: sql<string>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.book, input.book))
    .groupBy(ledgerAccounts.kind);
  const balanceOf = (kind: LedgerAccountKind) => naturalBalance(kind, Number(balanceRows.find((r) => r.kind === kind)?.sum ?? 0));
  return {
    bucket,
    series: [...byStart].sort(([a], [b]) => a.localeCompare(b)).map(([start, figures]) => ({ start, ...figures })),
    total,
    balances: {
      platformFees: balanceOf('platform_fees'),
      platformTips: balanceOf('platform_tips'),
      platformExpenses: balanceOf('platform_expenses'),
      owedToCreators: balanceOf('creator_earnings'),
      heldForWithdrawals: balanceOf('withdrawal_holds'),
      heldForSponsored: balanceOf('sponsored_budgets'),
      adRevenue: balanceOf('ad_revenue'),
    },
  };
}
