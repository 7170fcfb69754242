import { describe, expect, it } from 'vitest';
import type { CommerceStats } from '../api/get-commerce-stats';
import {
  activityOf,
  commercePoints,
  commerceRangeFrom,
  describeCommercePoint,
  failureLead,
  formatClickThrough,
  formatCostPerClick,
  REFERRAL_CHARTS,
  SPONSORED_CHARTS,
} from './commerce-stats-view';

const zero = {
  views: 0,
  downloads: 0,
  likes: 0,
  followers: 0,
  tips: 0,
  tipPaise: 0,
  friendsJoined: 0,
  referralRewards: 0,
  referralRewardPaise: 0,
  sponsoredImpressions: 0,
  sponsoredClicks: 0,
  sponsoredSpendPaise: 0,
};
const days = [
  { day: '2026-03-09', ...zero },
  { day: '2026-03-10', ...zero, friendsJoined: 2, referralRewards: 3, referralRewardPaise: 7_500, sponsoredClicks: 4, sponsoredSpendPaise: 806 },
];
const noSponsoring = { impressions: 0, clicks: 0, spendPaise: 0, costPerClickPaise: null, clickThroughRate: null, campaigns: [] };

describe('the creator commerce view', () => {
  it('draws a figure by day, a money figure with its count beside it, and says each day in words', () => {
    const rewards = REFERRAL_CHARTS.find((chart) => chart.key === 'referralRewardPaise')!;
    const points = commercePoints(days, rewards);
    expect(points).toEqual([
      { label: '9 Mar', longLabel: '9 Mar 2026', earnings: 0, tips: 0 },
      { label: '10 Mar', longLabel: '10 Mar 2026', earnings: 7_500, tips: 3 },
    ]);
    expect(describeCommercePoint(rewards)(points[1]!)).toBe('₹75.00 from 3 rewards');
    expect(describeCommercePoint(rewards)({ ...points[1]!, earnings: 2_500, tips: 1 })).toBe('₹25.00 from 1 reward');
    const clicks = SPONSORED_CHARTS.find((chart) => chart.key === 'sponsoredClicks')!;
    expect(describeCommercePoint(clicks)(commercePoints(days, clicks)[1]!)).toBe('Sponsored clicks: 4');
    const spend = SPONSORED_CHARTS.find((chart) => chart.key === 'sponsoredSpendPaise')!;
    expect(describeCommercePoint(spend)(commercePoints(days, spend)[1]!)).toBe('Sponsored spend: ₹8.06');
  });

  it('says cost per click and click-through, and words where there is nothing to divide by', () => {
    expect([formatCostPerClick(203), formatCostPerClick(null)]).toEqual(['₹2.03', 'No clicks yet']);
    expect([formatClickThrough(0.4), formatClickThrough(0.025), formatClickThrough(0), formatClickThrough(null)]).toEqual(['40%', '2.5%', '0%', 'No impressions yet']);
  });

  it('keeps the period in the address, and says which parts had anything to chart', () => {
    expect([commerceRangeFrom('365d'), commerceRangeFrom('all'), commerceRangeFrom(null)]).toEqual(['365d', '30d', '30d']);
    const quiet = { totals: zero, sponsored: noSponsoring } as Pick<CommerceStats, 'totals' | 'sponsored'>;
    expect(activityOf(quiet)).toEqual({ audience: false, referrals: false, sponsored: false });
    // A refund's take-back alone is still something that happened to the referral money.
    expect(activityOf({ ...quiet, totals: { ...zero, referralRewardPaise: -125 } }).referrals).toBe(true);
    expect(activityOf({ ...quiet, totals: { ...zero, likes: 1 } }).audience).toBe(true);
  });

  it('puts SPEC §8’s words before a failure that does not already say them', () => {
    expect(failureLead('Failed to get social commerce analytics: You can only see your own commerce figures')).toBeUndefined();
    expect(failureLead('An unexpected error occurred')).toBe('Failed to get social commerce analytics:');
  });
});
