import { count, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { KYC_REQUIRED_ABOVE_PAISE } from '../../../shared/constants/payout-rules';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../../shared/constants/tip-rules';
import { getUserDownloadsAndVerification } from '../../../shared/contracts/payouts/payout-settings';
import { payoutDestinations, payoutSettings, users } from '../../db/schema';
import { payoutSubject } from '../payout-caller';
import { kycComplete } from '../payout-settings-view';
import { implement } from '../../callables/implement';

/**
 * Issue 15 item 2: whether a creator may withdraw (ORIGINAL-FACTS: 1,000 downloads of their models
 * in all), and what else the withdrawal dialog will ask for, so the screen can show it as steps.
 * Says whether things are set, never what they are.
 */
export const getUserDownloadsAndVerificationFunction = implement(getUserDownloadsAndVerification, async (input, ctx) => {
  const { userId } = await payoutSubject(ctx.db, ctx.user, input.userId, 'read');
  const [[member], [settings], [destinations]] = await Promise.all([
    ctx.db.select({ totalDownloads: users.totalDownloads }).from(users).where(eq(users.id, userId)),
    ctx.db.select({ pinHash: payoutSettings.pinHash, legalName: payoutSettings.legalName, panHash: payoutSettings.panHash }).from(payoutSettings).where(eq(payoutSettings.userId, userId)),
    ctx.db.select({ n: count() }).from(payoutDestinations).where(eq(payoutDestinations.userId, userId)),
  ]);
  if (!member) throw new AppError('not-found', 'userId: no such member');
  return {
    success: true as const,
    totalDownloads: member.totalDownloads,
    downloadsRequired: WITHDRAWAL_DOWNLOADS_REQUIRED,
    isEligible: member.totalDownloads >= WITHDRAWAL_DOWNLOADS_REQUIRED,
    hasDestination: (destinations?.n ?? 0) > 0,
    pinSet: Boolean(settings?.pinHash),
    kycComplete: kycComplete(settings),
    kycRequiredAbove: KYC_REQUIRED_ABOVE_PAISE,
  };
});
