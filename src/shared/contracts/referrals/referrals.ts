import { z } from 'zod';
import { REFERRAL_CODE_SHAPE, REFERRAL_SIGNALS, REFERRAL_SIGNUP_WINDOW_DAYS, REFERRAL_STATUSES } from '../../constants/referral-rules';
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

/** A page of a list: the cursor the previous page answered, or none for the first. */
const PageInput = z
  .strictObject({
    cursor: z.string({ message: 'cursor: must be text' }).max(200, 'cursor is at most 200 characters').optional(),
  })
  .default({});

const RewardPaid = z.object({
  reward: z.enum(['first_model', 'downloads_100', 'downloads_1000']),
  /** Paise paid to the caller for it. */
  amount: z.number().int(),
  paidAt: z.string(),
});

export const ReferredFriend = z.object({
  friendId: z.string(),
  name: z.string(),
  photoURL: z.string().nullable(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** Progress toward the rewards: a public model yet, and downloads of their models. */
  published: z.boolean(),
  downloads: z.number().int(),
  /** What the caller was paid for this friend's milestones, oldest first. */
  rewards: z.array(RewardPaid),
  /** The caller's 5 % of this friend's tip earnings: paise net of refunds, over how many tips. */
  tipShare: z.object({ amount: z.number().int(), tips: z.number().int() }),
});
export type ReferredFriend = z.infer<typeof ReferredFriend>;

/** The referral dashboard's list: the caller's friends, newest first, with their progress and what was paid. */
export const listMyReferrals = defineContract({
  name: 'listMyReferrals',
  summary:
    "The caller's referral code and link, how many friends joined with it and what their rewards paid in all, and the friends themselves, newest first, 20 a page: each with whether the referral counts (or is held for a look, or declined), their progress (a public model yet, downloads) each milestone reward paid to the caller for them, and their 5 % share of the friend's tips so far.",
  access: 'user',
  input: PageInput,
  output: z.object({
    success: z.literal(true),
    code: z.string(),
    link: z.string(),
    totals: z.object({ friends: z.number().int(), earned: z.number().int() }),
    friends: z.array(ReferredFriend),
    nextCursor: z.string().nullable(),
  }),
});

/** Admins' queue of referrals held for a look, newest first (decision 080). */
export const listHeldReferrals = defineContract({
  name: 'listHeldReferrals',
  summary:
    'Admins: referrals held because they looked farmed (the same device, address or payout destination as the referrer, accounts naming each other, a burst from one referrer), newest first, 20 a page, each with both members and the signals seen.',
  access: 'admin',
  input: PageInput,
  output: z.object({
    success: z.literal(true),
    referrals: z.array(
      z.object({
        friend: z.object({ id: z.string(), name: z.string(), joinedAt: z.string() }),
        referrer: z.object({ id: z.string(), name: z.string() }),
        signals: z.array(z.enum(REFERRAL_SIGNALS)),
        createdAt: z.string(),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
});

/** Admins answer a held referral: approved, it earns from now on (and is paid what it already reached); declined, never. */
export const reviewReferral = defineContract({
  name: 'reviewReferral',
  summary:
    'Admins: approve (`approve: true`) a held referral, so its rewards are paid, those already reached within a minute; or decline it (`approve: false`, saying why, 1–500 characters), so it never earns. Only a held referral can be answered. Audited.',
  access: 'admin',
  failureMessage: 'Failed to review referral',
  input: z
    .strictObject({
      friendId: z.string({ message: 'friendId: must be text' }).trim().min(1, 'friendId is required').max(64, 'friendId is at most 64 characters'),
      approve: z.boolean({ message: 'approve: must be true or false' }),
      reason: z.string({ message: 'reason: must be text' }).trim().max(500, 'reason: at most 500 characters').optional(),
    })
    .refine((input) => input.approve || (input.reason ?? '').length > 0, 'reason: say why you are declining this referral'),
  output: z.object({ success: z.literal(true), friendId: z.string(), status: z.enum(REFERRAL_STATUSES) }),
});

/** One referral posting on the caller's earnings: a milestone reward, a 5 % tip share, or a share taken back by a refund. */
export const ReferralRewardItem = z.object({
  /** The ledger transaction: unique, and the order of the list. */
  id: z.string(),
  reward: z.enum(['first_model', 'downloads_100', 'downloads_1000', 'tip_share']),
  /** Paise: positive when paid, negative when a refund of the friend's tip took a share back. */
  amount: z.number().int(),
  /** referrer: earned by a friend the caller referred; friend: the caller's own reward for joining through someone. */
  role: z.enum(['referrer', 'friend']),
  /** The other member: the referred friend, or for the caller's own reward, who referred them. */
  person: z.object({ uid: z.string(), name: z.string(), photoURL: z.string().nullable() }),
  createdAt: z.string(),
});
export type ReferralRewardItem = z.infer<typeof ReferralRewardItem>;

/** The referral rewards the ledger paid the caller, for the tip history's third tab (decision 080). */
export const listMyReferralRewards = defineContract({
  name: 'listMyReferralRewards',
  summary:
    "The referral rewards paid into the caller's earnings, newest first, 20 a page: milestone rewards (₹25 at a friend's first public model, to both; ₹50 and ₹100 at 100 and 1,000 downloads), the 5 % share of each referred friend's tips, and any share a refund took back, each with the other member (the friend, or who referred the caller). Read from the ledger's postings, so it lists only what was paid.",
  access: 'user',
  input: PageInput,
  output: z.object({ success: z.literal(true), rewards: z.array(ReferralRewardItem), nextCursor: z.string().nullable() }),
});
