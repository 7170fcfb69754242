import { describe, expect, it } from 'vitest';
import type { ReferredFriend } from '../../../shared/contracts/referrals/referrals';
import { rewardSteps, rewardTerms, tipShareText } from './referral-progress';

const friend = (over: Partial<ReferredFriend>): ReferredFriend => ({
  friendId: 'f1',
  name: 'Kavya',
  photoURL: null,
  joinedAt: '2026-11-01T00:00:00.000Z',
  status: 'counted',
  published: false,
  downloads: 0,
  rewards: [],
  tipShare: { amount: 0, tips: 0 },
  ...over,
});

describe('rewardSteps', () => {
  it('walks the three rewards: paid from the ledger, reached, or how far along', () => {
    const steps = rewardSteps(friend({ published: true, downloads: 140, rewards: [{ reward: 'first_model', amount: 2500, paidAt: '2026-11-02T00:00:00.000Z' }] }));
    expect(steps.map((s) => [s.label, s.amount, s.state.kind])).toEqual([
      ['First public model', 2500, 'paid'],
      ['100 downloads', 5000, 'reached'],
      ['1,000 downloads', 10000, 'ahead'],
    ]);
    expect(steps[2]!.state).toEqual({ kind: 'ahead', text: '140 of 1,000 downloads', percent: 14 });
  });

  it('says a friend without a public model has none yet, and shows a declined referral no road at all', () => {
    expect(rewardSteps(friend({}))[0]!.state).toEqual({ kind: 'ahead', text: 'No public model yet', percent: 0 });
    expect(rewardSteps(friend({ status: 'declined', published: true }))).toEqual([]);
  });
});

describe('rewardTerms', () => {
  it('promises exactly what the ledger pays', () => {
    expect(rewardTerms()).toEqual([
      '₹25 to you and ₹25 to your friend when they publish their first public model',
      '₹50 to you when their models reach 100 downloads',
      '₹100 to you when their models reach 1,000 downloads',
      '5 % of what your friend earns from tips, for life, on top of their own share',
    ]);
  });
});

describe('tipShareText', () => {
  it('says nothing before a tip, then the share net of refunds and how many tips paid it', () => {
    expect(tipShareText(friend({}))).toBeNull();
    expect(tipShareText(friend({ tipShare: { amount: 1_062, tips: 1 } }))).toBe('5 % of their tips: ₹10.62 from 1 tip');
    expect(tipShareText(friend({ tipShare: { amount: 250_000, tips: 1_500 } }))).toBe('5 % of their tips: ₹2,500.00 from 1,500 tips');
    // Every tip refunded: the share is back to nothing, and still said.
    expect(tipShareText(friend({ tipShare: { amount: 0, tips: 2 } }))).toBe('5 % of their tips: ₹0.00 from 2 tips');
  });
});
