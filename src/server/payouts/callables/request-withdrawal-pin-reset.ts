import { AppError } from '../../../shared/app-error';
import { PIN_RESET_CODE_MINUTES } from '../../../shared/constants/payout-rules';
import { requestWithdrawalPinReset } from '../../../shared/contracts/payouts/withdrawal-pin-reset';
import { otpEmail } from '../../mail';
import { payoutSubject } from '../payout-caller';
import { issuePinResetCode, withdrawPinResetCode } from '../withdrawal-pin-reset';
import { implement } from '../../callables/implement';

/**
 * "Forgot PIN?": a code to the account's own address, never one the caller names, so a stolen
 * session alone cannot reset the PIN. Sent with the sign-in codes' template and mail kind.
 */
export const requestWithdrawalPinResetFunction = implement(requestWithdrawalPinReset, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'change');
  const issued = await issuePinResetCode(ctx, userId);
  const mail = otpEmail({ code: issued.code, minutes: PIN_RESET_CODE_MINUTES, purpose: 'withdrawal-pin-reset', supportEmail: ctx.config.supportEmail });
  try {
    await ctx.mailer.send({ to: ctx.user.email, kind: 'otp', ...mail });
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'sending a withdrawal PIN reset code failed');
    await withdrawPinResetCode(ctx.db, issued.id);
    throw new AppError('internal', 'Could not send the code; try again in a moment');
  }
  return { success: true as const, sentTo: ctx.user.email, expiresAt: issued.expiresAt.toISOString() };
});
