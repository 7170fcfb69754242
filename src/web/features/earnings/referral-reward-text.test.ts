import { describe, expect, it } from 'vitest';
import { referralRewardText } from './referral-reward-text';

describe('referralRewardText', () => {
  it('names what each referral posting was for, and the other member', () => {
    expect(referralRewardText({ reward: 'tip_share', amount: 1_062, role: 'referrer' }, 'Kavya')).toBe('5 % of a tip to Kavya');
    expect(referralRewardText({ reward: 'tip_share', amount: -425, role: 'referrer' }, 'Kavya')).toBe('Taken back: a tip to Kavya was refunded');
    expect(referralRewardText({ reward: 'first_model', amount: 2_500, role: 'referrer' }, 'Kavya')).toBe('Kavya published their first public model');
    expect(referralRewardText({ reward: 'first_model', amount: 2_500, role: 'friend' }, 'Asha')).toBe('Your first public model, after joining with Asha’s invitation');
    expect(referralRewardText({ reward: 'downloads_100', amount: 5_000, role: 'referrer' }, 'Kavya')).toBe('Kavya’s models reached 100 downloads');
    expect(referralRewardText({ reward: 'downloads_1000', amount: 10_000, role: 'referrer' }, 'Kavya')).toBe('Kavya’s models reached 1,000 downloads');
  });
});
