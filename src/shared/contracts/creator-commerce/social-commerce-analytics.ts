import { z } from 'zod';
import { AD_PLACEMENTS, CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from '../../constants/sponsored-rules';
import { defineContract } from '../define-contract';
import { PremiumStatsRange } from '../tiers/premium-creator-stats';

/** The periods are premium stats' own: that many closed India days through the last one closed (decisions 079, 083). */
export const CommerceTimeRange = PremiumStatsRange;
export type CommerceTimeRange = PremiumStatsRange;
/** How many of the creator's models the per-model table names, most viewed first. */
export const COMMERCE_MODEL_ROWS = 20;

const Count = z.number().int().nonnegative();
const Paise = z.number().int().nonnegative();
/** A fraction, or null when what it is a share of is zero (a share of nothing is no figure). */
const Share = z.number().nonnegative().nullable();

const DayFigures = {
  /** Counted views of the creator's models. */
  views: Count,
  /** Downloads of the creator's models. */
  downloads: Count,
  /** Likes made on the creator's models and still standing when the day closed. */
  likes: Count,
  /** Follows of the creator made that day and still standing when it closed: gained, not net. */
  followers: Count,
  /** Real-money tips received, and their paise as given (before the platform's share and any refund). */
  tips: Count,
  tipPaise: Paise,
  /** Members who named the creator's referral code that day, whatever an admin later decided. */
  friendsJoined: Count,
  /**
   * Referral rewards the ledger paid the creator that day (milestones, as friend or referrer, and
   * shares of friends' tips), and their paise net of shares taken back when such a tip was refunded:
   * a day with only a take-back is below zero.
   */
  referralRewards: Count,
  referralRewardPaise: z.number().int(),
  /** Counted impressions and clicks of the creator's sponsored campaigns, and what they cost. */
  sponsoredImpressions: Count,
  sponsoredClicks: Count,
  sponsoredSpendPaise: Paise,
};
export const CommerceDay = z.object({ day: z.string(), ...DayFigures });
export type CommerceDay = z.infer<typeof CommerceDay>;
export const CommerceTotals = z.object(DayFigures);
export type CommerceTotals = z.infer<typeof CommerceTotals>;

const SponsoredFigures = {
  impressions: Count,
  clicks: Count,
  spendPaise: Paise,
  /** Spend ÷ clicks in whole paise, whatever the campaign is billed by; null with no clicks. */
  costPerClickPaise: Paise.nullable(),
  /** Clicks ÷ impressions; null with no impressions; not capped at 1 (a click needs no counted impression). */
  clickThroughRate: Share,
};
export const CommerceCampaign = z.object({
  id: z.string(),
  title: z.string(),
  /** Null once the model was deleted. */
  modelId: z.string().nullable(),
  placement: z.enum(AD_PLACEMENTS),
  campaignType: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  ...SponsoredFigures,
});
export type CommerceCampaign = z.infer<typeof CommerceCampaign>;

export const CommerceModel = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  views: Count,
  downloads: Count,
  /** Likes made in the range on this model that still stand now. */
  likes: Count,
  /** Live tips given on this model's page in the range (tips to the profile count only in the totals). */
  tips: Count,
  tipPaise: Paise,
  sponsoredImpressions: Count,
  sponsoredClicks: Count,
  sponsoredSpendPaise: Paise,
});
export type CommerceModel = z.infer<typeof CommerceModel>;

/** Issue 31 item 5 (SPEC §7 getSocialCommerceAnalytics, §8 'Failed to get social commerce analytics'). */
export const getSocialCommerceAnalytics = defineContract({
  name: 'getSocialCommerceAnalytics',
  summary:
    "A creator's commerce over the last 7, 30, 90 or 365 closed India days (`timeRange`, default 30d), through the last closed day (`asOf`, normally yesterday; null before any day has closed): per day and in all, views, downloads, likes, real-money tips (paise, as given) and new followers from the analytics roll-up; friends who joined with their referral code and the referral rewards the ledger paid them; their sponsored campaigns' counted impressions, clicks and spend, with cost per click (null with no clicks) and click-through rate (null with no impressions), per campaign; and their 20 most viewed models with each one's figures. Any creator's own, whatever their tier, or anyone's for an admin; without `userId`, the caller's. Errors read \"Failed to get social commerce analytics: {reason}\".",
  access: 'user',
  failureMessage: 'Failed to get social commerce analytics',
  input: z
    .strictObject({
      userId: z.string({ message: 'userId: must be text' }).trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters').optional(),
      timeRange: z.enum(PremiumStatsRange.options, { message: 'must be 7d, 30d, 90d or 365d' }).default('30d'),
    })
    .default({ timeRange: '30d' }),
  output: z.object({
    success: z.literal(true),
    userId: z.string(),
    timeRange: CommerceTimeRange,
    /** The last closed India day the figures include, or null before the roll-up has closed one. */
    asOf: z.string().nullable(),
    /** One point per day of the range, oldest first, days without activity as zeros; empty while asOf is null. */
    days: z.array(CommerceDay),
    totals: CommerceTotals,
    sponsored: z.object({ ...SponsoredFigures, campaigns: z.array(CommerceCampaign) }),
    /** The creator's models with any figure in the range, most viewed first (then downloads, likes, tips); at most 20. */
    models: z.array(CommerceModel),
  }),
});
