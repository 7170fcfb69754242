/**
 * The referrals domain's door (issue 31, decision 080): what other server folders may use of it.
 * Its own files import each other directly; every other folder imports only from here (decision 069).
 */
export { referralsCallables } from './callables';
export { REFERRALS_EVENTS } from './events';
export { payReferralRewards } from './pay-referral-rewards';
export { REFERRALS_CONSUMERS } from './event-consumers';
export { holdReferralsSharingDestination, mayPayReferralNow } from './same-payout-destination';
export { readReferralResults, type ReferralResultDay } from './referral-results';
export { shareTipWithReferrer } from './share-tip-with-referrer';
