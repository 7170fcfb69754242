import type { Implementation } from '../../callables/implement';
import { processWithdrawalFunction } from './process-withdrawal';
import { listWithdrawalQueueFunction } from './list-withdrawal-queue';
import { revealWithdrawalAccountFunction } from './reveal-withdrawal-account';
import { verifyUpiVpaFunction } from './verify-upi-vpa';
import { initiateMicroPayoutFunction } from './initiate-micro-payout';
import { getPayoutSettingsFunction } from './get-payout-settings';
import { updatePayoutSettingsFunction } from './update-payout-settings';
import { addPayoutBankAccountFunction } from './add-payout-bank-account';
import { removePayoutDestinationFunction } from './remove-payout-destination';
import { updateKycLiteFunction } from './update-kyc-lite';
import { getUserDownloadsAndVerificationFunction } from './get-user-downloads-and-verification';
import { setWithdrawalPinFunction } from './set-withdrawal-pin';
import { requestWithdrawalPinResetFunction } from './request-withdrawal-pin-reset';
import { resetWithdrawalPinFunction } from './reset-withdrawal-pin';
import { requestStepUpCodeFunction } from './request-step-up-code';
import { createWithdrawalRequestFunction } from './create-withdrawal-request';
import { createWithdrawRequestFunction } from './create-withdraw-request';
import { getWithdrawalHistoryFunction } from './get-withdrawal-history';

/** The payouts callables; composition/callable-registry.ts collects every area's list. */
export const payoutsCallables: readonly Implementation[] = [
  processWithdrawalFunction,
  listWithdrawalQueueFunction,
  revealWithdrawalAccountFunction,
  verifyUpiVpaFunction,
  initiateMicroPayoutFunction,
  getPayoutSettingsFunction,
  updatePayoutSettingsFunction,
  addPayoutBankAccountFunction,
  removePayoutDestinationFunction,
  updateKycLiteFunction,
  getUserDownloadsAndVerificationFunction,
  setWithdrawalPinFunction,
  requestWithdrawalPinResetFunction,
  resetWithdrawalPinFunction,
  requestStepUpCodeFunction,
  createWithdrawalRequestFunction,
  createWithdrawRequestFunction,
  getWithdrawalHistoryFunction,
];
