/**
 * The money domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { accountBalance } from './account-balance';
export { revenueCallables } from './callables';
export { holdSponsoredBudget, returnSponsoredBudget, settleSponsoredSpend } from './sponsored-postings';
export { readEarningsChart } from './earnings-chart';
export { earningsSummary } from './earnings-summary';
export { INDIA_TIME_ZONE, bucketForSpan, bucketStart, bucketsBetween, firstDayOf, indiaDay, indiaDayStart, nextIndiaMonthStart } from './india-days';
export type { Bucket, TimeRange } from './india-days';
export { creatorEarnings } from './ledger-accounts';
export { postEarningsTip } from './post-earnings-tip';
export { postReferralReward, referralRewardKey } from './post-referral-reward';
export type { ReferralRewardPosting } from './post-referral-reward';
export { postRefund } from './post-refund';
export { postReferralTipShare } from './referral-tip-share';
export { postTip } from './post-tip';
export { reconcileLedgerAndReport } from './reconcile-ledger-job';
export { lastReconciliationStatus } from './ledger-reconciliation-status';
export type { ReconciliationStatus } from './ledger-reconciliation-status';
export { postRefusedPayment, postRefusedPaymentReturned, refusedPaymentOwed } from './refused-payments';
export { readRevenueReport } from './revenue-report';
export { takesRealMoney } from './takes-real-money';
export { approvalRefusal, closeHolds, holdForDispute, releaseHold } from './withdrawal-holds';
export { payVerificationPayout, payWithdrawal, releaseWithdrawal, reserveWithdrawal, reverseWithdrawal } from './withdrawal-postings';
export type { WithdrawalMoney } from './withdrawal-postings';
