import { z } from 'zod';
import { defineContract } from '../define-contract';

/** The periods of the earnings page, as getCreatorEarnings has them (SPEC §9: default 30d). */
export const EarningsTimeRange = z.enum(['7d', '30d', '90d', 'all'], { message: 'must be 7d, 30d, 90d or all' });
export type EarningsTimeRange = z.infer<typeof EarningsTimeRange>;

/** The ledger's two books: real money, and test-mode money that is never withdrawable. */
export const EarningsBook = z.enum(['live', 'test'], { message: "must be 'live' or 'test'" });
export type EarningsBook = z.infer<typeof EarningsBook>;

/** How many models the by-model chart names; the rest are summed as one. */
export const EARNINGS_CHART_TOP_MODELS = 10;

const Figures = {
  /** The creator's share of the tips, less the share refunds took back, in paise. */
  earnings: z.number().int(),
  tips: z.number().int(),
};

export const EarningsPoint = z.object({
  /** The first day of the bucket (a day, a Monday or the 1st of a month), YYYY-MM-DD in India's time. */
  start: z.string(),
  ...Figures,
});
export type EarningsPoint = z.infer<typeof EarningsPoint>;

export const ModelEarnings = z.object({
  modelId: z.string(),
  /** Null when the model is gone, or the caller may no longer see it. */
  title: z.string().nullable(),
  slug: z.string().nullable(),
  ...Figures,
});
export type ModelEarnings = z.infer<typeof ModelEarnings>;

export const getEarningsChart = defineContract({
  name: 'getEarningsChart',
  summary:
    "A creator's earnings over time and by model, for the earnings page's charts (issue 15 item 1), from their tips in one book (live by default; test is never withdrawable): the creator's share less what refunds took back, in paise, counted on the day the tip was made. Days are India's (Asia/Kolkata); 7d, 30d and 90d are that many days up to today, a point per day with empty days as 0; 'all' starts at the first tip and is by day up to 90 days, by week (Mondays) up to 104 weeks, else by month (the answer's `bucket` says which). By model: the 10 that earned most, then the other models together, then tips not for a model. Own only; admins anyone's.",
  access: 'user',
  input: z.strictObject({
    userId: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
    timeRange: EarningsTimeRange.default('30d'),
    book: EarningsBook.default('live'),
  }),
  output: z.object({
    success: z.literal(true),
    book: EarningsBook,
    timeRange: EarningsTimeRange,
    bucket: z.enum(['day', 'week', 'month']),
    /** Oldest first, every bucket of the period, empty ones as 0. */
    series: z.array(EarningsPoint),
    /** Every figure below together. */
    total: z.object(Figures),
    /** Most earned first, at most 10. */
    topModels: z.array(ModelEarnings),
    /** The models after the first 10, together. */
    otherModels: z.object(Figures),
    /** Tips not for a model (from a profile, or out of someone's earnings). */
    withoutModel: z.object(Figures),
  }),
});

/** Where the earnings page's CSV export lives (a streamed GET, not a callable: a file for the browser to save). */
export const TIPS_CSV_PATH = '/api/earnings/tips.csv';

/** Its query: the signed-in member's own tips only, so there is no userId. */
export const TipsCsvQuery = z.strictObject({
  type: z.enum(['received', 'sent'], { message: "must be 'received' or 'sent'" }).default('received'),
  book: EarningsBook.default('live'),
  timeRange: EarningsTimeRange.default('30d'),
});
export type TipsCsvQuery = z.input<typeof TipsCsvQuery>;
