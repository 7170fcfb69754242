import { resetWithdrawalPin } from '../../../shared/contracts/payouts/withdrawal-pin-reset';
import { payoutSubject } from '../payout-caller';
import { resetPinWithCode } from '../withdrawal-pin-reset';
import { implement } from '../../callables/implement';

/** The second half of "Forgot PIN?": the e-mailed code and a new PIN (withdrawal-pin-reset.ts has the rules). */
export const resetWithdrawalPinFunction = implement(resetWithdrawalPin, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  await resetPinWithCode(ctx, userId, { code: input.code, pin: input.pin }, { ip: ctx.ip, userAgent: ctx.headers.get('user-agent') });
  return { success: true as const };
});
