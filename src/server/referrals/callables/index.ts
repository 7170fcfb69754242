import type { Implementation } from '../../callables/implement';
import { generateReferralCodeFunction } from './generate-referral-code';
import { listHeldReferralsFunction } from './list-held-referrals';
import { listMyReferralRewardsFunction } from './list-my-referral-rewards';
import { listMyReferralsFunction } from './list-my-referrals';
import { processReferralSignupFunction } from './process-referral-signup';
import { reviewReferralFunction } from './review-referral';

/** The referrals callables; composition/callable-registry.ts collects every area's list. */
export const referralsCallables: readonly Implementation[] = [generateReferralCodeFunction, processReferralSignupFunction, listMyReferralsFunction, listMyReferralRewardsFunction, listHeldReferralsFunction, reviewReferralFunction];
