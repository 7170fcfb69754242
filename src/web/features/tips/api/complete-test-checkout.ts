import type { ContractInput, ContractOutput } from '../../../../shared/contracts/define-contract';
import type { completeTestCheckout as completeTestCheckoutContract, TEST_CHECKOUT_FAILURES } from '../../../../shared/contracts/payments/tips';
import { callByName } from '../../../lib/api-client';

export type TestCheckoutRequest = ContractInput<typeof completeTestCheckoutContract>;
export type TestCheckoutAnswer = ContractOutput<typeof completeTestCheckoutContract>;
export type TestCheckoutFailure = keyof typeof TEST_CHECKOUT_FAILURES;

/** The built-in test checkout's "UPI app": pays or fails a test-mode order, answering as Razorpay's checkout would. */
export function completeTestCheckout(request: TestCheckoutRequest): Promise<TestCheckoutAnswer> {
  return callByName<typeof completeTestCheckoutContract>('completeTestCheckout', request);
}
