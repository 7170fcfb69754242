import { createWithdrawalRequest } from '../../../shared/contracts/payouts/withdrawals';
import { rupeesToPaise } from '../../../shared/money/paise';
import { createWithdrawal, withdrawingUserId } from '../create-withdrawal';
import { implement } from '../../callables/implement';

/** SPEC §7's createWithdrawalRequest (amount, paymentMethod, accountDetails, schedule): the one implementation in payouts/create-withdrawal.ts. */
export const createWithdrawalRequestFunction = implement(createWithdrawalRequest, async (input, ctx) => {
  const userId = withdrawingUserId(ctx.user, input.userId);
  const made = await createWithdrawal(ctx, {
    userId,
    amount: rupeesToPaise(input.amount),
    method: input.paymentMethod,
    methodField: 'paymentMethod',
    destinationId: input.accountDetails.destinationId,
    schedule: input.schedule,
    requestKey: input.requestId,
    pin: { typed: input.pin },
  });
  return { success: true as const, withdrawal: made.withdrawal, availableBalance: made.availableBalance };
});
