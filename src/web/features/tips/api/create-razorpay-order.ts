import type { ContractInput, ContractOutput } from '../../../../shared/contracts/define-contract';
import type { createRazorpayOrder as createRazorpayOrderContract } from '../../../../shared/contracts/payments/tips';
import { callByName } from '../../../lib/api-client';

export type TipOrderRequest = ContractInput<typeof createRazorpayOrderContract>;
export type TipOrder = ContractOutput<typeof createRazorpayOrderContract>;

/** SPEC §7's tip order; the answer says which checkout to open. By name with a type-only import: the dialog needs none of zod. */
export function createRazorpayOrder(request: TipOrderRequest): Promise<TipOrder> {
  return callByName<typeof createRazorpayOrderContract>('createRazorpayOrder', request);
}
