/**
 * Referrals (ORIGINAL-FACTS "Money", issue 31, decision 080): how codes look and how long a new
 * account has to name who sent it.
 */

/** Codes are read aloud and typed from a phone: no 0/O or 1/I/L to mistake for each other. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** What a typed code may be before it is looked up: letters and digits, any case. */
export const REFERRAL_CODE_SHAPE = /^[A-Za-z0-9]{4,16}$/;
/** A new account names its referrer within this many days of being made, or not at all. */
export const REFERRAL_SIGNUP_WINDOW_DAYS = 7;
/** More friends than this from one referrer in a day holds each further one for a look. */
export const REFERRALS_A_DAY_BEFORE_REVIEW = 10;

/** Why a referral waits for an admin before anything is paid (decisions 080, 085). */
export const REFERRAL_SIGNALS = ['same_device', 'same_address', 'referred_each_other', 'many_in_a_day', 'same_payout_destination'] as const;
export type ReferralSignal = (typeof REFERRAL_SIGNALS)[number];

/** counted: nothing looked wrong; held: a signal, waiting for an admin; approved/declined: their answer. */
export const REFERRAL_STATUSES = ['counted', 'held', 'approved', 'declined'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * ORIGINAL-FACTS' rewards, each paid once by the platform (decision 080): ₹25 to the friend and ₹25
 * to the referrer at the friend's first public model, and ₹50 and ₹100 to the referrer when the
 * friend's models reach 100 and 1,000 downloads. Paise.
 */
export const REFERRAL_MILESTONE_REWARDS = [
  { reward: 'first_model', to: 'friend', paise: 2_500 },
  { reward: 'first_model', to: 'referrer', paise: 2_500 },
  { reward: 'downloads_100', to: 'referrer', paise: 5_000, downloads: 100 },
  { reward: 'downloads_1000', to: 'referrer', paise: 10_000, downloads: 1_000 },
] as const;
export type ReferralReward = (typeof REFERRAL_MILESTONE_REWARDS)[number]['reward'];

/**
 * ORIGINAL-FACTS: the referrer's 5 % of the friend's tip earnings, for life, paid by the platform on
 * top of the friend's whole share (decision 080). In basis points of the friend's share of each tip.
 */
export const REFERRAL_TIP_SHARE_BPS = 500;

/** The referrer's part of a friend's share of a tip: rounded down, so the platform never pays a paisa more than 5 %. */
export function referralTipShare(friendSharePaise: number): number {
  return Math.floor((friendSharePaise * REFERRAL_TIP_SHARE_BPS) / 10_000);
}
