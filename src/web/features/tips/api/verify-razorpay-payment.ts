import type { ContractInput, ContractOutput } from '../../../../shared/contracts/define-contract';
import type { verifyRazorpayPayment as verifyRazorpayPaymentContract } from '../../../../shared/contracts/payments/tips';
import { callByName } from '../../../lib/api-client';

export type TipVerifyRequest = ContractInput<typeof verifyRazorpayPaymentContract>;
export type VerifiedTip = ContractOutput<typeof verifyRazorpayPaymentContract>;

/** SPEC §7: the server checks the checkout's signature and the payment, then posts the tip once. */
export function verifyRazorpayPayment(request: TipVerifyRequest): Promise<VerifiedTip> {
  return callByName<typeof verifyRazorpayPaymentContract>('verifyRazorpayPayment', request);
}
