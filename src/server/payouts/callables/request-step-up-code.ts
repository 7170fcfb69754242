import { AppError } from '../../../shared/app-error';
import { PIN_RESET_CODE_MINUTES } from '../../../shared/constants/payout-rules';
import { requestStepUpCode } from '../../../shared/contracts/payouts/step-up';
import { stepUpCodeEmail } from '../../mail/templates/step-up-code-email';
import { withdrawEmailedCode } from '../emailed-codes';
import { issueStepUpCode } from '../step-up';
import { implement } from '../../callables/implement';

/**
 * Decision 047: the proof an account without a withdrawal PIN gives for a money action, sent to the
 * account's own address (never one the caller names), so a stolen session alone is not enough.
 */
export const requestStepUpCodeFunction = implement(requestStepUpCode, async ({ purpose }, ctx) => {
  const issued = await issueStepUpCode(ctx, ctx.user.id, purpose);
  const mail = stepUpCodeEmail({ code: issued.code, minutes: PIN_RESET_CODE_MINUTES, purpose, supportEmail: ctx.config.supportEmail });
  try {
    await ctx.mailer.send({ to: ctx.user.email, kind: 'otp', ...mail });
  } catch (error) {
    ctx.log.error({ err: error, userId: ctx.user.id }, 'sending a step-up code failed');
    await withdrawEmailedCode(ctx.db, issued.id);
    throw new AppError('internal', 'Could not send the code; try again in a moment');
  }
  return { success: true as const, sentTo: ctx.user.email, expiresAt: issued.expiresAt.toISOString() };
});
