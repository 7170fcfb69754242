import { listWithdrawalQueue } from '../../../shared/contracts/payouts/withdrawals';
import { readWithdrawalQueue } from '../../payouts/payout-queue';
import { implement } from '../implement';

/** Admins only (the contract's access): the pay-to detail is whole, account numbers unsealed. */
export const listWithdrawalQueueFunction = implement(listWithdrawalQueue, async (query, ctx) => ({
  success: true as const,
  ...(await readWithdrawalQueue(ctx.db, ctx.payoutKeys, query)),
}));
