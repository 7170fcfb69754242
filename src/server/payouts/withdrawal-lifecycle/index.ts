// The withdrawal lifecycle (decision 058): the one door to a withdrawal's status.
export { lockWithdrawal } from './lock-withdrawal';
export { recordPayoutId } from './record-payout-id';
export { requestWithdrawal, type NewWithdrawal } from './request-withdrawal';
export type { WithdrawalChange, WithdrawalChanges } from './transition-effects';
export { transitionWithdrawal } from './transition-withdrawal';
export {
  assertMayTransition,
  refusalOf,
  WITHDRAWAL_TRANSITIONS,
  WithdrawalTransitionRefused,
  type WithdrawalRow,
  type WithdrawalStatus,
  type WithdrawalTransition,
} from './transitions';
