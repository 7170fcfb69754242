import { createWithdrawRequest } from '../../../shared/contracts/payouts/withdrawals';
import { rupeesToPaise } from '../../../shared/money/paise';
import { createWithdrawal, withdrawingUserId } from '../create-withdrawal';
import { implement } from '../../callables/implement';

/** SPEC §7's older createWithdrawRequest (amount, method, accountDetails), paid instantly: the same implementation as createWithdrawalRequest. */
export const createWithdrawRequestFunction = implement(createWithdrawRequest, async (input, ctx) => {
  const userId = withdrawingUserId(ctx.user, input.userId);
  const made = await createWithdrawal(ctx, {
    userId,
    amount: rupeesToPaise(input.amount),
    method: input.method,
    methodField: 'method',
    destinationId: input.accountDetails.destinationId,
    schedule: 'instant',
    requestKey: input.requestId,
    pin: { typed: input.pin },
  });
  return { success: true as const, withdrawal: made.withdrawal, availableBalance: made.availableBalance };
});
