import { z } from 'zod';
import { REFERRAL_CODE_SHAPE, REFERRAL_SIGNUP_WINDOW_DAYS, REFERRAL_STATUSES } from '../../constants/referral-rules';
import { defineContract } from '../define-contract';

/** SPEC §7 generateReferralCode: the caller's one code and the sign-up link that carries it. */
export const generateReferralCode = defineContract({
  name: 'generateReferralCode',
  summary:
    "The caller's referral code, made the first time they ask and the same ever after, and the sign-up link that carries it (`/signup?ref={code}`). Errors read \"Failed to generate referral code: {reason}\".",
  access: 'user',
  failureMessage: 'Failed to generate referral code',
  input: z.strictObject({}).default({}),
  output: z.object({ success: z.literal(true), code: z.string(), link: z.string() }),
});

/** SPEC §7 processReferralSignup (referralCode, newUserId): a new account names the member who sent it. */
export const processReferralSignup = defineContract({
  name: 'processReferralSignup',
  summary: `A new account names who sent it, by their referral code (any letter case): the caller's own account only (\`newUserId\`), within ${REFERRAL_SIGNUP_WINDOW_DAYS} days of signing up, once, and never with their own code. A sign-up that looks like farming (the same device or address as the referrer, two accounts referring each other, a burst from one referrer) is recorded as held, and earns nothing until an admin approves it. Errors read "Failed to process referral signup: {reason}".`,
  access: 'user',
  rateLimit: 'auth',
  failureMessage: 'Failed to process referral signup',
  input: z.strictObject({
    referralCode: z
      .string({ message: 'referralCode: must be text' })
      .trim()
      .regex(REFERRAL_CODE_SHAPE, 'referralCode: 4 to 16 letters and digits, as the link gave it'),
    newUserId: z.string({ message: 'newUserId: must be text' }).trim().min(1, 'newUserId is required').max(64, 'newUserId is at most 64 characters'),
  }),
  output: z.object({
    success: z.literal(true),
    referral: z.object({ referrerId: z.string(), referrerName: z.string(), status: z.enum(REFERRAL_STATUSES), createdAt: z.string() }),
  }),
});
