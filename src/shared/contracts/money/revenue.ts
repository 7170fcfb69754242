import { z } from 'zod';
import { defineContract } from '../define-contract';
import { EarningsBook, EarningsTimeRange } from '../payments/earnings-chart';

/** One period's platform money, in paise, as the ledger has it. */
export const RevenueFigures = z.object({
  /** The platform's 15% of tips to creators. */
  feesFromTips: z.number().int(),
  /** The processing fees of paid withdrawals (less those of reversed ones). */
  feesFromWithdrawals: z.number().int(),
  /** Tips given to the platform itself. */
  platformTips: z.number().int(),
  /** What refunds took back from the platform's share. */
  refunds: z.number().int(),
  /** Paid out to creators (net of fees; reversals taken off). */
  payouts: z.number().int(),
  /** The platform's own costs, such as ₹1 test payouts and referral rewards. */
  expenses: z.number().int(),
  /** What creators' sponsored placements spent (decision 082). */
  adRevenue: z.number().int(),
  /** Fees, platform tips and ad revenue, less refunds and expenses. */
  netRevenue: z.number().int(),
});
export type RevenueFigures = z.infer<typeof RevenueFigures>;

export const RevenuePoint = RevenueFigures.extend({ start: z.string() });

export const getRevenueReport = defineContract({
  name: 'getRevenueReport',
  summary:
    "Admins: the platform's money from the ledger for a period (IST days; weeks or months for long spans): fees from tips and withdrawals, platform tips, ad revenue from sponsored placements, refunds, payouts and expenses per bucket and in total, and the balances now (the platform's, and what it owes creators). The test book is kept apart.",
  access: 'admin',
  input: z
    .strictObject({ timeRange: EarningsTimeRange.default('30d'), book: EarningsBook.default('live') })
    .default({ timeRange: '30d', book: 'live' }),
  output: z.object({
    success: z.literal(true),
    book: EarningsBook,
    bucket: z.enum(['day', 'week', 'month']),
    series: z.array(RevenuePoint),
    total: RevenueFigures,
    balances: z.object({
      platformFees: z.number().int(),
      platformTips: z.number().int(),
      platformExpenses: z.number().int(),
      owedToCreators: z.number().int(),
      heldForWithdrawals: z.number().int(),
      /** Creators' budgets held for sponsored placements, not yet spent or returned. */
      heldForSponsored: z.number().int(),
      adRevenue: z.number().int(),
    }),
  }),
});

export const REVENUE_CSV_PATH = '/api/admin/revenue.csv';
export const RevenueCsvQuery = z.strictObject({ timeRange: EarningsTimeRange.default('30d'), book: EarningsBook.default('live') });
