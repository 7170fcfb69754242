import { listWithdrawalQueue } from '../../../shared/contracts/payouts/withdrawals';
import { mayRevealAccounts } from '../account-reveal';
import { readWithdrawalQueue } from '../payout-queue';
import { implement } from '../../callables/implement';

/** Admins only (the contract's access): bank account numbers masked; super admins on a hand-paying site reveal one at a time (revealWithdrawalAccount). */
export const listWithdrawalQueueFunction = implement(listWithdrawalQueue, async (query, ctx) => ({
  success: true as const,
  ...(await readWithdrawalQueue(ctx.db, ctx.payoutKeys, query)),
  canRevealAccounts: mayRevealAccounts(ctx.user, ctx.payouts.mode),
}));
