import { z } from 'zod';
import { CREATOR_TIERS } from '../../constants/creator-tiers';
import { defineContract } from '../define-contract';

/** The periods of premium stats: that many closed India days, through the last one closed (decision 079). */
export const PREMIUM_STATS_RANGES = ['7d', '30d', '90d', '365d'] as const;
export const PremiumStatsRange = z.enum(PREMIUM_STATS_RANGES, { message: 'must be 7d, 30d, 90d or 365d' });
export type PremiumStatsRange = z.infer<typeof PremiumStatsRange>;
export const PREMIUM_STATS_RANGE_DAYS: Readonly<Record<PremiumStatsRange, number>> = { '7d': 7, '30d': 30, '90d': 90, '365d': 365 };
/** How many models the top list names. */
export const PREMIUM_STATS_TOP_MODELS = 10;

const Count = z.number().int().nonnegative();
const Figures = {
  /** Counted views of the creator's models (once per visitor's window, as the model's counter). */
  views: Count,
  /** Downloads of the creator's models (one per person, model and day). */
  downloads: Count,
  /** Likes made on the creator's models and still standing when the day closed. */
  likes: Count,
  /** New follows of the creator still standing when the day closed: followers gained, not net. */
  followers: Count,
  /** Real-money tips received, and their amount as given in paise (before the platform's share and any later refund). */
  tips: Count,
  tipPaise: Count,
};
export const PremiumStatsFigures = z.object(Figures);
export type PremiumStatsFigures = z.infer<typeof PremiumStatsFigures>;
export const PremiumStatsDay = z.object({ day: z.string(), ...Figures });
export type PremiumStatsDay = z.infer<typeof PremiumStatsDay>;

export const PremiumTopModel = z.object({ id: z.string(), title: z.string(), path: z.string(), views: Count, downloads: Count });
export type PremiumTopModel = z.infer<typeof PremiumTopModel>;

/** Issue 30 (SPEC §7 getPremiumCreatorStats, §8 'Failed to get premium creator stats'): a Pro or Elite creator's figures over time. */
export const getPremiumCreatorStats = defineContract({
  name: 'getPremiumCreatorStats',
  summary:
    "Premium stats for Pro and Elite creators: views of their models, downloads, likes, real-money tips (paise, as given) and new followers per India day over the last 7, 30, 90 or 365 closed days (`range`, default 30d), read from the analytics roll-up, so through the last closed day (`asOf`, normally yesterday; null before any day has closed); the totals, views-to-downloads and views-to-tips as fractions (null with no views), and their 10 most viewed models (then downloads). The creator's own, or anyone's for an admin; without `userId`, the caller's. Errors read \"Failed to get premium creator stats: {reason}\".",
  access: 'user',
  failureMessage: 'Failed to get premium creator stats',
  input: z
    .strictObject({
      userId: z.string({ message: 'userId: must be text' }).trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters').optional(),
      range: PremiumStatsRange.default('30d'),
    })
    .default({ range: '30d' }),
  output: z.object({
    success: z.literal(true),
    userId: z.string(),
    tier: z.enum(CREATOR_TIERS),
    range: PremiumStatsRange,
    /** The last closed India day the figures include, or null before the roll-up has closed one. */
    asOf: z.string().nullable(),
    /** One point per day of the range, oldest first, days without activity as zeros; empty while asOf is null. */
    days: z.array(PremiumStatsDay),
    totals: PremiumStatsFigures,
    /** Fractions of the range's views (may exceed 1: a download needs no counted view); null when there were no views. */
    conversions: z.object({ viewToDownload: z.number().nonnegative().nullable(), viewToTip: z.number().nonnegative().nullable() }),
    /** The creator's models most viewed over the range, then most downloaded; at most 10, only those with any. */
    topModels: z.array(PremiumTopModel),
  }),
});
