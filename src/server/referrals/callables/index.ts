import type { Implementation } from '../../callables/implement';
import { generateReferralCodeFunction } from './generate-referral-code';
import { processReferralSignupFunction } from './process-referral-signup';

/** The referrals callables; composition/callable-registry.ts collects every area's list. */
export const referralsCallables: readonly Implementation[] = [generateReferralCodeFunction, processReferralSignupFunction];
