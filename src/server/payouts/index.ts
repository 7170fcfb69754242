/**
 * The payouts domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { mayRevealAccounts } from './account-reveal';
export { getWithdrawalHistoryFunction } from './callables/get-withdrawal-history';
export { payoutsCallables } from './callables';
export { forgetPayoutDetails } from './forget-payout-details';
export { builtInPayoutQueue } from './payout-built-in';
export type { PayoutGateway } from './payout-gateway';
export { createPayoutKeys } from './payout-keys';
export type { PayoutKeys } from './payout-keys';
export { createPayoutGatewayFor } from './payout-modes';
export { readWithdrawalQueue } from './payout-queue';
export { payoutRedriveTask } from './payout-redrive-task';
export { handlePayoutEvent } from './payout-webhooks';
export type { PayoutWebhookBody } from './payout-webhooks';
export { RazorpayXEnv, payoutsConfigFrom, realMoneyPayoutsRefusal } from './payouts-config';
export type { PayoutsConfig } from './payouts-config';
export { checkStepUp, spendStepUp } from './step-up';
export type { StepUpProof } from './step-up';
export { createScheduledWithdrawals } from './withdrawal-schedule';
export { PAYOUTS_EVENTS } from './events';
