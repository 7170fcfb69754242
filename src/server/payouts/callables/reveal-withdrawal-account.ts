import { revealWithdrawalAccount } from '../../../shared/contracts/payouts/withdrawals';
import { revealAccountOf } from '../account-reveal';
import { implement } from '../../callables/implement';

/** Super admins only (the contract's access), on a site that pays by hand; each reveal audited. */
export const revealWithdrawalAccountFunction = implement(revealWithdrawalAccount, async ({ withdrawalId }, ctx) => ({
  success: true as const,
  withdrawalId,
  payTo: await revealAccountOf({ db: ctx.db, payoutKeys: ctx.payoutKeys, mode: ctx.payouts.mode }, ctx.user, withdrawalId),
}));
